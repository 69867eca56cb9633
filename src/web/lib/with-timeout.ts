import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/limits';

/** Rejects when `promise` takes longer than `ms` (spec: chunk loads give up after 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
