import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { useApi } from '../../store/use-api';
import { getPayment, RefundBankForm, type SafetyPayment } from '../safety-payments';
import { getShopOrder } from './api';

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'needed'; payment: SafetyPayment }
  | { kind: 'saved' }
  | { kind: 'error'; text: string | undefined };

/**
 * The bank account a cancelled CVS/ATM order's refund is transferred to, on the order's screen:
 * shown only while the order's payment says it waits for one (`refund_account_needed`), with the
 * safety payment's own account form (its errors beside the fields).
 */
export function ShopOrderRefundAccount({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const order = await api((client) => getShopOrder(client, orderId));
      if (!order.payment?.refund_account_needed || order.viewer !== 'consumer') return setState({ kind: 'none' });
      const payment = await api((client) => getPayment(client, { pid: order.payment!.pid }));
      setState({ kind: 'needed', payment });
    } catch (error) {
      setState({ kind: 'error', text: error instanceof ApiError ? error.message || undefined : undefined });
    }
  }, [api, orderId]);

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
