import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { useApi } from '../../store/use-api';

interface Loaded<T> {
  key: string;
  data?: T;
  failure?: FormFailure;
}

/**
 * What one screen alone needs from the API, loaded again whenever `key` (what `load` asks for)
 * changes; the answer of an older key is never shown for a newer one.
 */
export function useLoaded<T>(key: string, load: (api: ApiClient) => Promise<T>) {
  const api = useApi();
  const [state, setState] = useState<Loaded<T>>({ key });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what load asks for.
  useEffect(() => {
    let live = true;
    setState({ key });
    api(load).then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, failure: asFormFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, key, attempt]);

  const current = state.key === key ? state : { key };
  return { data: current.data, failure: current.failure, retry: () => setAttempt((n) => n + 1) };
}
