import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import { ApiError } from '../../api/client';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { useApi } from '../../store/use-api';
import { getPayment, RefundBankForm, type SafetyPayment } from '../safety-payments';

/** The order's payment as the order's answer gives it (its pid, and whether a refund waits for an account). */
type ShopOrderPaymentSummary = NonNullable<ShopOrderResponse['payment']>;

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'needed'; payment: SafetyPayment }
  | { kind: 'saved' }
  | { kind: 'error'; text: string | undefined };

/**
 * The bank account a cancelled CVS/ATM order's refund is transferred to, on the consumer's order
 * screen, which passes the order's payment: shown only while it says it waits for one
 * (`refund_account_needed`), with the safety payment's own account form (its errors beside the fields).
 */
export function ShopOrderRefundAccount({ orderId, payment }: { orderId: number; payment: ShopOrderPaymentSummary | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const pid = payment?.refund_account_needed ? payment.pid : null;

  const load = useCallback(async () => {
    if (pid === null) return setState({ kind: 'none' });
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'needed', payment: await api((client) => getPayment(client, { pid })) });
    } catch (error) {
      setState({ kind: 'error', text: error instanceof ApiError ? error.message || undefined : undefined });
    }
  }, [api, pid]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'none') return null;
  return (
    <section className="shop-order-refund" aria-labelledby={`shop-order-refund-${orderId}`}>
      <h2 id={`shop-order-refund-${orderId}`}>{t('shopOrderRefund>title')}</h2>
      {state.kind === 'loading' && <p role="status">{t('shopOrderRefund>loading')}</p>}
      {state.kind === 'error' && (
        <>
          <FormMessage tone="error" text={state.text ?? t('shopOrderRefund>loadFailed')} />
          <Button variant="ghost" onClick={() => void load()}>
            {t('shopOrderRefund>retry')}
          </Button>
        </>
      )}
      {state.kind === 'needed' && (
        <>
          <p>{t('shopOrderRefund>lead')}</p>
          <RefundBankForm payment={state.payment} onDone={() => setState({ kind: 'saved' })} />
        </>
      )}
      {state.kind === 'saved' && <FormMessage tone="success" text={t('shopOrderRefund>saved')} />}
    </section>
  );
}
