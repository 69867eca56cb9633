import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { changePayment, type PaymentAction, type SafetyPayment } from './api/safety-payments';
import { PayChoice } from './pay-choice';
import { RefundBankForm, RefundForm } from './refund-forms';

const UNPAID = ['requested', 'awaiting_payment'];
const HOLDING = ['held', 'partially_released', 'partially_refunded'];
const REFUND_OPEN = ['refund_requested', 'disputed'];

/** An action asked for after a confirmation: what it sends and the dialog's texts. */
interface Asking {
  action: PaymentAction;
  body: Record<string, unknown>;
  title: string;
  text: string;
  yes: string;
}

/** What the viewer may do with the payment now; every action that moves money or ends the payment is confirmed first. */
export function PaymentActions({ payment, onChange, hash }: { payment: SafetyPayment; onChange: (payment: SafetyPayment) => void; hash?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [refunding, setRefunding] = useState(false);
  const { role, state } = payment;
  const consumer = role === 'consumer';
  const held = payment.amount - payment.released_amount - payment.refunded_amount;

  const run = async ({ action, body }: Asking) => {
    setBusy(true);
    setFailure(undefined);
    try {
      onChange(await api((client) => changePayment(client, action, payment.pid, body)));
      setAsking(null);
    } catch (error) {
      setFailure(asFormFailure(error));
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  const ask = (action: PaymentAction, key: 'cancel' | 'cancelRequest') =>
    setAsking({ action, body: {}, title: t(`safetyPayments>${key}>title`), text: t(`safetyPayments>${key}>body`), yes: t(`safetyPayments>${key}>action`) });

  const unpaid = UNPAID.includes(state);
  const holding = HOLDING.includes(state);
  const refundOpen = REFUND_OPEN.includes(state);
  const offline = payment.pay_type === 'cvs' || payment.pay_type === 'atm';
  const openMilestones = payment.milestones.filter((m) => m.state === 'open');

  return (
    <section className="safety-payment__actions" aria-label={t('safetyPayments>title')}>
      {(consumer || role === 'guest') && unpaid && <PayChoice payment={payment} onChange={onChange} hash={hash} />}
      <div className="safety-payment__buttons">
        {consumer && holding && (
          <Button
            onClick={() =>
              setAsking({
                action: 'approve_export_instruct',
                body: {},
                title: t('safetyPayments>release>confirmTitle'),
                text: t('safetyPayments>release>confirmAll', { name: payment.pro_name }),
                yes: t('safetyPayments>release>confirmYes'),
              })
            }
          >
            {t('safetyPayments>release>all')}
          </Button>
        )}
        {consumer && holding && !refunding && (
          <Button variant="secondary" onClick={() => setRefunding(true)}>
            {t('safetyPayments>refund>apply')}
          </Button>
        )}
        {consumer && refundOpen && (
          <Button variant="secondary" onClick={() => setAsking({ action: 'cancel_refund', body: {}, title: t('safetyPayments>refund>cancelTitle'), text: t('safetyPayments>refund>cancelBody'), yes: t('safetyPayments>refund>cancel') })}>
            {t('safetyPayments>refund>cancel')}
          </Button>
        )}
        {role === 'pro' && unpaid && (
          <Button variant="secondary" onClick={() => ask('cancel_request', 'cancelRequest')}>
            {t('safetyPayments>cancelRequest>action')}
          </Button>
        )}
        {role === 'pro' && refundOpen && (
          <Button onClick={() => setAsking({ action: 'approve_refund', body: {}, title: t('safetyPayments>refund>approveTitle'), text: t('safetyPayments>refund>approveBody'), yes: t('safetyPayments>refund>approve') })}>
            {t('safetyPayments>refund>approve')}
          </Button>
        )}
        {role === 'pro' && state === 'refund_requested' && (
          <Button variant="secondary" onClick={() => setAsking({ action: 'decline_refund', body: {}, title: t('safetyPayments>refund>declineTitle'), text: t('safetyPayments>refund>declineBody'), yes: t('safetyPayments>refund>decline') })}>
            {t('safetyPayments>refund>decline')}
          </Button>
        )}
        {consumer && (unpaid || state === 'refunded') && (
          <Button variant="ghost" onClick={() => ask('cancel', 'cancel')}>
            {t('safetyPayments>cancel>action')}
          </Button>
        )}
      </div>
      {consumer && holding && openMilestones.length > 0 && (
        <ul className="safety-payment__release-parts">
          {openMilestones.map((m) => (
            <li key={m.id}>
              <span>
                {t('safetyPayments>milestone', { n: m.position })} {formatTwd(m.amount)}
              </span>
              <Button
                variant="secondary"
                onClick={() =>
                  setAsking({
                    action: 'approve_export_instruct',
                    body: { milestone_id: m.id },
                    title: t('safetyPayments>release>confirmTitle'),
                    text: t('safetyPayments>release>confirmMilestone', { n: m.position, amount: formatTwd(m.amount), name: payment.pro_name }),
                    yes: t('safetyPayments>release>confirmYes'),
                  })
                }
              >
                {t('safetyPayments>release>milestone')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {consumer && holding && refunding && <RefundForm payment={payment} held={held} onDone={(next) => {
        setRefunding(false);
        onChange(next);
      }} onClose={() => setRefunding(false)} />}
      {consumer && refundOpen && offline && <RefundBankForm payment={payment} onDone={onChange} />}
      {failure && !asking && <FormMessage tone="error" text={failureText(t, failure)} />}
      <Modal
        open={asking !== null}
        title={asking?.title ?? ''}
        onClose={() => setAsking(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              {t('safetyPayments>back')}
            </Button>
            <Button onClick={() => asking && void run(asking)} disabled={busy}>
              {asking?.yes}
            </Button>
          </>
        }
      >
        <p>{asking?.text}</p>
      </Modal>
    </section>
  );
}
