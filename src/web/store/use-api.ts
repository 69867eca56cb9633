import { useCallback } from 'react';
import type { ApiClient } from '../api/client';
import { useAppDispatch } from './hooks';
import type { ThunkExtra } from './thunk';

/**
 * Calls the API client that belongs to this store, for a form's one-off calls whose answer
 * only that form needs (sending a code, checking an e-mail). Everything shared goes through thunks.
 */
export function useApi(): <T>(call: (api: ApiClient) => Promise<T>) => Promise<T> {
  const dispatch = useAppDispatch();
  return useCallback(<T,>(call: (api: ApiClient) => Promise<T>) => dispatch((_dispatch: unknown, _getState: unknown, extra: ThunkExtra) => call(extra.api)), [dispatch]);
}
