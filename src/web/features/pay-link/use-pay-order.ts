import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { useApi } from '../../store/use-api';
import { getOrder, type OrderRef, type PayOrder } from './api/pay-link';

export type PayOrderState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: PayOrder }
  | { kind: 'not-found' }
  | { kind: 'guest' }
  | { kind: 'error'; text: string | undefined };

/**
 * Loads an order by number or link. A visitor without a session learns it from the answer
 * (403) rather than the preloaded state, which public pages render for a guest.
 */
export function usePayOrder(ref: OrderRef | null) {
  const api = useApi();
  const [state, setState] = useState<PayOrderState>({ kind: 'loading' });
  const by = ref && 'orderNumber' in ref ? 'orderNumber' : 'hash';
  const value = ref ? ('orderNumber' in ref ? ref.orderNumber : ref.hash) : '';

  const load = useCallback(async () => {
    if (!value) return setState({ kind: 'not-found' });
    const ref: OrderRef = by === 'orderNumber' ? { orderNumber: value } : { hash: value };
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', order: await api((client) => getOrder(client, ref, { guestOk: true })) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') setState({ kind: 'guest' });
      else if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
      else setState({ kind: 'error', text: error instanceof ApiError ? error.message || undefined : undefined });
    }
  }, [api, by, value]);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = useCallback((order: PayOrder) => setState({ kind: 'ready', order }), []);
  return { state, reload: load, replace };
}
