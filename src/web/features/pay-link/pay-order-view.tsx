import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { ATM_AMOUNT_MAX, CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, CVS_AMOUNT_MAX, CVS_AMOUNT_MIN } from '../../../domain/payments/purchase-rules';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { useApi } from '../../store/use-api';
import { type PayOrder, payOrder } from './api/pay-link';
import { IssuedCode } from './issued-code';

type Method = 'cvs' | 'atm';

/** Why this method cannot pay the amount, or null. */
function methodProblem(method: Method, amount: number): 'cvsRange' | 'atmMax' | null {
  if (method === 'cvs' && (amount < CVS_AMOUNT_MIN || amount > CVS_AMOUNT_MAX)) return 'cvsRange';
  if (method === 'atm' && amount > ATM_AMOUNT_MAX) return 'atmMax';
  return null;
}

/** What an order owes and how to pay it: a method to choose (confirmed first), or the code and steps issued. */
export function PayOrderView({ order, onChange }: { order: PayOrder; onChange: (order: PayOrder) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const choose = async (method: Method) => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await api((client) => payOrder(client, order, method)));
      setConfirming(null);
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields[0]?.message ?? info.text ?? t('payLink>issueFailed'));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pay-link">
      <dl className="pay-link__figures">
        <div>
          <dt>{t('payLink>owed')}</dt>
          <dd className="pay-link__amount" data-testid="owed">
            {formatTwd(order.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('payLink>credit')}</dt>
          <dd>{t('payLink>points', { credit: order.credit })}</dd>
        </div>
        <div>
          <dt>{t('payLink>orderNumber')}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>{t('payLink>status')}</dt>
          <dd data-testid="order-status">{order.status_text}</dd>
        </div>
      </dl>
      <FormMessage tone="error" text={error} />
      {order.status === 'paid' && <FormMessage tone="success" text={t('payLink>paid')} />}
      {order.status === 'expired' && <FormMessage tone="info" text={t('payLink>expired')} />}
      {order.status === 'failed' && <FormMessage tone="error" text={order.error_message ?? t('payLink>issueFailed')} />}
      {order.status === 'pending' && order.needs_pay_type && (
        <fieldset className="pay-link__methods">
          <legend>{t('payLink>choose')}</legend>
          {(['cvs', 'atm'] as const).map((method) => {
            const problem = methodProblem(method, order.amount);
            return (
              <div key={method} className="pay-link__method">
                <Button variant="secondary" block disabled={problem !== null || busy} onClick={() => setConfirming(method)} aria-describedby={problem ? `why-${method}` : undefined}>
                  {t(`payLink>method>${method}`)}
                </Button>
                {problem && (
                  <p className="pay-link__why" id={`why-${method}`}>
                    {t(`payLink>${problem}`)}
                  </p>
                )}
              </div>
            );
          })}
          {order.amount >= CUSTOM_AMOUNT_MIN && order.amount <= CUSTOM_AMOUNT_MAX && (
            <div className="pay-link__method">
              <ButtonLink to={`/dashboard/pricing/amount-${order.amount}`} variant="ghost" block aria-describedby="why-card">
                {t('payLink>card')}
              </ButtonLink>
              <p className="pay-link__why" id="why-card">
                {t('payLink>cardNote', { amount: formatTwd(order.amount) })}
              </p>
            </div>
          )}
        </fieldset>
      )}
      {order.status === 'pending' && !order.needs_pay_type && <IssuedCode order={order} />}
      {order.status !== 'pending' && (
        <p className="pay-link__links">
          <ButtonLink to="/dashboard/purchases" variant="ghost">
            {t('payLink>toPurchases')}
          </ButtonLink>
        </p>
      )}
      <Modal
        open={confirming !== null}
        title={t('payLink>confirmTitle')}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {t('payLink>cancel')}
            </Button>
            <Button onClick={() => confirming && void choose(confirming)} disabled={busy}>
              {busy ? t('payLink>issuing') : t('payLink>confirmYes')}
            </Button>
          </>
        }
      >
        <p>{confirming && t('payLink>confirmBody', { method: t(`payLink>method>${confirming}`), amount: formatTwd(order.amount) })}</p>
      </Modal>
    </div>
  );
}
