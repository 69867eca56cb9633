import type { UploadDeclaration } from './upload-routes';

/**
 * Splits files into the fewest consecutive batches a route accepts: each batch holds at most
 * `files` files and `maxBytes` bytes (a single file larger than that still goes alone, for the
 * server to refuse with its own message). The order of the files is kept.
 */
export function uploadBatches<T extends { size: number }>(items: readonly T[], caps: UploadDeclaration): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= caps.files || bytes + item.size > caps.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
