import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { asFormFailure, type FormFailure } from '../api/error-info';
import { useApi } from './use-api';

type ApiCall = <T>(call: (api: ApiClient) => Promise<T>) => Promise<T>;

/**
 * What a screen reads when it shows: `read` is run on mount and again on `load()` (a retry),
 * and its failure is kept to be shown with the retry button.
 */
export function useMountLoad(read: (call: ApiCall) => Promise<void>) {
  const api = useApi();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const latest = useRef(read);
  latest.current = read;

  const load = useCallback(async () => {
    setFailure(undefined);
    try {
      await latest.current(api);
    } catch (error) {
      setFailure(asFormFailure(error));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  return { failure, load, api };
}
