import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useOpsSession } from './ops-session-context';

/** What a console screen has read: loading, the data, or the failure to show with a retry. */
export type OpsLoad<T> = { kind: 'loading' } | { kind: 'loaded'; data: T } | { kind: 'failed'; error: unknown };

/**
 * Reads what a console screen shows when it opens and again whenever one of `keys` changes (the
 * query string, an id, a chosen day): loading, then the data or the failure. A console session
 * that ended sends the operator to sign in instead. `reload` reads again (a retry, after an
 * action); `update` changes the data held (after a save answered the new data).
 */
export function useOpsLoad<T>(read: () => Promise<T>, keys: DependencyList) {
  const { sessionGone } = useOpsSession();
  const [state, setState] = useState<OpsLoad<T>>({ kind: 'loading' });
  // The latest reader, so a reload reads with what the screen holds now.
  const reader = useRef(read);
  reader.current = read;

  const reload = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', data: await reader.current() });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [sessionGone]);
  // The keys compared by value: a query rebuilt on each render is the same query.
  const key = JSON.stringify(keys);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the caller's keys change (`key` stands for them).
  useEffect(() => {
    void reload();
  }, [reload, key]);

  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.kind === 'loaded' ? { kind: 'loaded', data: change(s.data) } : s));
  }, []);
  return { state, reload, update };
}
