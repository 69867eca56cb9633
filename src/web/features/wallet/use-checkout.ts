import { useRef, useState } from 'react';
import type { PayType } from '../../../domain/payments/pay-type';
import { type FormFailure, toFormFailure } from '../../api/error-info';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { creditPurchased, infoUpdated, paymentErrorSet } from '../../store/user-slice';
import type { CardEntry } from './card-entry';
import { PrimeError, sandboxPrime, stripeSandboxPaymentMethod, tapPayPrime } from './card-prime';
import type { CardSelection } from './card-picker';
import { newIdempotencyKey, type Order } from './purchase-form';
import { type CardPayAnswer, type CardPurchase, createOfflinePurchase, payWithNewCard, payWithSavedCard, type Purchase } from './api/wallet';
import { walletChanged } from './wallet-slice';
import { fetchCardSetup } from './wallet-thunks';

/** One purchase waiting for the buyer's confirmation; its key is made once, so a retry never charges twice. */
export interface PendingPurchase {
  key: string;
  order: Order;
  payType: PayType;
  card: CardSelection;
  entry: CardEntry;
  remember: boolean;
}

/** What the confirmation step ended in, for the page to show. */
export type CheckoutOutcome =
  | { kind: 'paid'; purchase: CardPurchase }
  | { kind: 'offline'; purchase: Purchase }
  | { kind: 'redirect'; url: string }
  | { kind: 'declined' }
  | { kind: 'cardRefused'; message: string }
  | { kind: 'invalid'; failure: FormFailure };

// No answer, or the server failed: the same key may be sent again safely.
const retryable = (failure: FormFailure) => failure.status === 0 || failure.status >= 500;

/** The confirmation step of the pricing page: asks, then pays once with the key made when asking. */
export function useCheckout(onOutcome: (outcome: CheckoutOutcome) => void) {
  const dispatch = useAppDispatch();
  const call = useApi();
  const config = useAppSelector((s) => s.wallet.cardConfig);
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  const [busy, setBusy] = useState(false);
  const [retryFailure, setRetryFailure] = useState<FormFailure | null>(null);
  const inFlight = useRef(false);
  // A prime is single use at the gateway: one per confirmation, kept for its retries.
  const prime = useRef<string | null>(null);

  const ask = (purchase: Omit<PendingPurchase, 'key'>) => {
    prime.current = null;
    setRetryFailure(null);
    setPending({ ...purchase, key: newIdempotencyKey() });
  };
  const cancel = () => {
    if (!inFlight.current) setPending(null);
  };

  async function getPrime(p: PendingPurchase): Promise<string> {
    if (prime.current) return prime.current;
    if (!config || (config.gateway === 'stripe' && config.mode !== 'sandbox')) throw new PrimeError('');
    if (config.gateway === 'stripe') prime.current = await stripeSandboxPaymentMethod(p.entry, config);
    else prime.current = config.mode === 'sandbox' ? await sandboxPrime(p.entry, config) : await tapPayPrime();
    return prime.current;
  }

  async function pay(p: PendingPurchase): Promise<CheckoutOutcome> {
    if (p.payType !== 'card') {
      const purchase = await call((api) => createOfflinePurchase(api, { ...p.order.item, pay_type: p.payType as 'cvs' | 'atm', idempotency_key: p.key }));
      dispatch(walletChanged());
      return { kind: 'offline', purchase };
    }
    let answer: CardPayAnswer;
    const gateway = config?.gateway ?? 'tappay';
    if (p.card === 'new') {
      const reference = await getPrime(p);
      answer = await call((api) => payWithNewCard(api, gateway, { ...p.order.item, reference, idempotency_key: p.key, ...(p.remember ? { remember: 1 as const } : {}) }));
      if (p.remember) void dispatch(fetchCardSetup());
    } else {
      const cardId = p.card;
      answer = await call((api) => payWithSavedCard(api, gateway, { ...p.order.item, card_id: cardId, idempotency_key: p.key }));
    }
    dispatch(walletChanged());
    if (answer.payment_url) return { kind: 'redirect', url: answer.payment_url };
    if (answer.purchase.status === 'paid') {
      if (typeof answer.available_wallet_amount === 'number') dispatch(infoUpdated({ available_wallet_amount: answer.available_wallet_amount }));
      dispatch(creditPurchased(answer.purchase.credit));
      return { kind: 'paid', purchase: answer.purchase };
    }
    dispatch(paymentErrorSet(answer.purchase.error_message ?? ''));
    return { kind: 'declined' };
  }

  const confirm = async () => {
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setRetryFailure(null);
    try {
      const outcome = await pay(pending);
      setPending(null);
      onOutcome(outcome);
    } catch (error) {
      if (error instanceof PrimeError) {
        prime.current = null;
        setPending(null);
        onOutcome({ kind: 'cardRefused', message: error.message });
        return;
      }
      const failure = toFormFailure(error);
      if (retryable(failure)) {
        setRetryFailure(failure);
        return;
      }
      setPending(null);
      // A refused charge (402/409) is the payment error of the user state, shown by the popup.
      if (failure.status === 402 || failure.status === 409) {
        dispatch(paymentErrorSet(failure.text ?? ''));
        dispatch(walletChanged());
        onOutcome({ kind: 'declined' });
      } else onOutcome({ kind: 'invalid', failure });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { pending, busy, retryFailure, ask, cancel, confirm };
}
