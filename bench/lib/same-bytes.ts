// The "bare Fastify, same bytes" reference of the body-heavy targets. Pure: no I/O.
import type { LoadSummary } from './load';

/** The targets whose answers are big enough (17-40 KB) that autocannon's own parsing bounds their requests/s. */
export const SAME_BYTES_KEYS = ['categories', 'home', 'category', 'profile'] as const;

/** The answer headers the reference copies; Fastify sets content-length itself. */
const COPIED = ['content-type', 'content-encoding'] as const;

/** What the reference sends: the target's body and its content-type and content-encoding. */
export interface SameBytesFigure extends LoadSummary {
  bodyBytes: number;
  headers: Record<string, string>;
}

/** The content-type and content-encoding of an answer (those it has), as the reference sends them. */
export function copiedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const copied: Record<string, string> = {};
  for (const name of COPIED) {
    const value = headers[name];
    if (typeof value === 'string') copied[name] = value;
  }
  return copied;
}

const failed = (s: LoadSummary) => s.non2xx + s.errors + s.timeouts > 0;

/** The target's requests/s over the reference's; null when there is no reference or either had failed answers. */
export function sameBytesRatio(target: LoadSummary, reference: LoadSummary | null): number | null {
  if (!reference || failed(target) || failed(reference) || reference.requestsPerSecond <= 0) return null;
  return target.requestsPerSecond / reference.requestsPerSecond;
}
