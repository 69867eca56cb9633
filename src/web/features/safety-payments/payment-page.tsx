import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { changePayment, type SafetyPayment } from './api/safety-payments';
import { guestPaymentPath } from './paths';
import { PaymentActions } from './payment-actions';
import { PaymentView } from './payment-view';
import { usePayment } from './use-payment';

/**
 * One payment by pid (a party) or by the link's hash (a guest): loading, not found, error, or the payment and what the viewer may do.
 * `onChanged` hears each change the viewer makes (a shop order reads itself again after its payment is paid).
 */
export function PaymentPage({ paymentRef, onChanged }: { paymentRef: { pid: string } | { hash: string }; onChanged?: (payment: SafetyPayment) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const publicUrl = useAppSelector((s) => s.app.publicUrl);
  const { state, reload, replace: show } = usePayment(paymentRef);
  const replace = useCallback(
    (payment: SafetyPayment) => {
      show(payment);
      onChanged?.(payment);
    },
    [show, onChanged],
  );
  const stamped = useRef(false);
  const hash = 'hash' in paymentRef ? paymentRef.hash : undefined;

  // The consumer's first look stamps the request read (once; a refusal changes nothing on screen).
  useEffect(() => {
    if (state.kind !== 'ready' || stamped.current) return;
    const { payment } = state;
    // A shop order's payment moves only with its order: the server refuses to stamp it.
    if (payment.role !== 'consumer' || payment.read_at !== null || payment.nshop_order_id !== null) return;
    stamped.current = true;
    api((client) => changePayment(client, 'read', payment.pid)).then(replace, () => undefined);
  }, [api, replace, state]);

  if (state.kind === 'loading') return <Loading label={t('safetyPayments>loading')} />;
  if (state.kind === 'not-found' || state.kind === 'session') return <EmptyState title={t('safetyPayments>notFound')} />;
  if (state.kind === 'error')
    return (
      <>
        <FormMessage tone="error" text={state.text ?? t('safetyPayments>loadFailed')} />
        <Button variant="secondary" onClick={() => void reload()}>
          {t('safetyPayments>retry')}
        </Button>
      </>
    );
  const { payment } = state;
  return (
    <>
      <p className="safety-payment__who">{payment.role === 'pro' ? t('safetyPayments>asPro', { name: payment.consumer_name }) : t('safetyPayments>asConsumer', { name: payment.pro_name })}</p>
      <PaymentView payment={payment} />
      <PaymentActions payment={payment} onChange={replace} hash={hash} />
      {payment.hash && ['requested', 'awaiting_payment'].includes(payment.state) && (
        <p className="safety-payment__share">
          <span>{t('safetyPayments>shareLink')}</span> <code data-testid="share-link">{`${publicUrl}${guestPaymentPath(payment.hash)}`}</code>
        </p>
      )}
    </>
  );
}
