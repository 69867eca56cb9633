import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { creditPurchased, paymentErrorSet } from '../../store/user-slice';
import { fetchMe } from '../../store/user-thunks';
import { walletChanged } from './wallet-slice';
import { fetchPurchase } from './wallet-thunks';

/** How often and how long a card purchase back from 3-D Secure is asked about while the bank decides. */
export const RETURN_POLL_MS = 3000;
export const RETURN_POLL_TIMES = 20;

const ANNOUNCED_KEY = 'wallet:announced-purchases';

function announced(): number[] {
  try {
    const list: unknown = JSON.parse(window.sessionStorage.getItem(ANNOUNCED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

const alreadyAnnounced = (id: number) => announced().includes(id);

function remember(id: number) {
  try {
    window.sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...announced(), id].slice(-20)));
  } catch {
    // Storage may be off (private mode); the popup may then show again on a reload, which is harmless.
  }
}

/**
 * The purchase named by ?purchase= (the browser is back from 3-D Secure): read it, ask again
 * while a card payment is still pending, then show the outcome in the payment popup once.
 */
export function useReturnedPurchase(id: number | null) {
  const dispatch = useAppDispatch();
  const purchase = useAppSelector((s) => (id === null ? undefined : s.wallet.purchaseItems[id]));
  const failure = useAppSelector((s) => (id === null ? undefined : s.wallet.purchaseErrors[id]));
  const told = useRef(false);
  const polls = useRef(0);

  useEffect(() => {
    if (id !== null) void dispatch(fetchPurchase(id));
  }, [dispatch, id]);

  useEffect(() => {
    if (id === null || purchase === undefined || told.current) return;
    if (purchase.pay_type !== 'card') return;
    if (purchase.status === 'pending' && polls.current < RETURN_POLL_TIMES) {
      const timer = window.setTimeout(() => {
        polls.current += 1;
        void dispatch(fetchPurchase(id));
      }, RETURN_POLL_MS);
      return () => window.clearTimeout(timer);
    }
    // Each outcome is announced once in this tab, not again on a reload of the same address.
    if (purchase.status !== 'pending' && alreadyAnnounced(id)) {
      told.current = true;
      return undefined;
    }
    if (purchase.status === 'paid') {
      told.current = true;
      remember(id);
      dispatch(creditPurchased(purchase.credit));
      dispatch(walletChanged());
      void dispatch(fetchMe());
    } else if (purchase.status === 'failed') {
      told.current = true;
      remember(id);
      dispatch(paymentErrorSet(purchase.error_message ?? ''));
      dispatch(walletChanged());
    }
    return undefined;
  }, [dispatch, id, purchase]);

  return { purchase, failure };
}
