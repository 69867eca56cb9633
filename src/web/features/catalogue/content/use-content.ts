import { useEffect } from 'react';
import { useAppSelector } from '../../../store/hooks';

export type ContentLookup<T> = { kind: 'ready'; value: T } | { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; retry: () => void };

/**
 * A piece of content the page needs: preloaded by the server, or fetched once on the client.
 * `load` must be stable (useCallback); `key` is where the slice records a 404 or a failure.
 */
export function useContent<T>(value: T | undefined, key: string, load: () => unknown): ContentLookup<T> {
  const missing = useAppSelector((s) => s.content.missing[key] === true);
  const failed = useAppSelector((s) => s.content.failed[key] === true);
  useEffect(() => {
    if (value === undefined && !missing && !failed) load();
  }, [value, missing, failed, load]);
  if (value !== undefined) return { kind: 'ready', value };
  if (missing) return { kind: 'missing' };
  if (failed) return { kind: 'failed', retry: load };
  return { kind: 'loading' };
}
