import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useApi } from '../../store/use-api';
import { getPayment, type SafetyPayment } from './api/safety-payments';

export type PaymentState =
  | { kind: 'loading' }
  | { kind: 'ready'; payment: SafetyPayment }
  | { kind: 'not-found' }
  | { kind: 'session' }
  | { kind: 'error'; text: string | undefined };

/** Loads one payment by its pid (the parties) or the guest link's hash; `replace` shows an action's answer. */
export function usePayment(ref: { pid: string } | { hash: string } | null) {
  const api = useApi();
  const [state, setState] = useState<PaymentState>({ kind: 'loading' });
  const by = ref && 'pid' in ref ? 'pid' : 'hash';
  const value = ref ? ('pid' in ref ? ref.pid : ref.hash) : '';

  const load = useCallback(async () => {
    if (!value) return setState({ kind: 'not-found' });
    setState({ kind: 'loading' });
    try {
      const payment = await api((client) => getPayment(client, by === 'pid' ? { pid: value } : { hash: value }));
      setState({ kind: 'ready', payment });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') setState({ kind: 'session' });
      else if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
      else setState({ kind: 'error', text: error instanceof ApiError ? error.message || undefined : undefined });
    }
  }, [api, by, value]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = useCallback((payment: SafetyPayment) => setState({ kind: 'ready', payment }), []);
  return { state, reload: load, replace };
}
