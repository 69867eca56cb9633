import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { type OpsPurchase, type PurchaseRefundResult, refundPurchase } from './api/finance';
import { useOpsSession } from './ops-session-context';

const REASON_MIN = 2;
const REASON_MAX = 200;

export interface PurchaseRefundProps {
  purchase: OpsPurchase;
  /** Back to the list; `refunded` when the refund went through (the list reloads). */
  onClose: (refunded: boolean) => void;
}

type Step = { kind: 'edit' } | { kind: 'confirm'; reason: string } | { kind: 'done'; result: PurchaseRefundResult };

/** The refund of one paid purchase: the reason, then what will happen in words (amount, credit, how the money goes back), then the call. */
export function PurchaseRefund({ purchase, onClose }: PurchaseRefundProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [busy, setBusy] = useState(false);
  const method = purchase.pay_type === 'card' ? 'gateway' : 'transfer';
  const words = { id: purchase.id, userId: purchase.user_id, amount: formatTwd(purchase.amount), credit: purchase.credit.toLocaleString('en-US') };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    if (typed.length < REASON_MIN || typed.length > REASON_MAX) return setError(t('ops>purchases>reasonInvalid'));
    setError(undefined);
    setStep({ kind: 'confirm', reason: typed });
  };

  const send = async (typed: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await api((client) => refundPurchase(client, purchase.id, { reason: typed }));
      setStep({ kind: 'done', result });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      const info = asFormFailure(failure);
      const reasonError = info.fields.find((f) => f.field === 'reason');
      if (reasonError) setError(reasonError.message);
      else setMessage(failureText(t, info));
      setStep({ kind: 'edit' });
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'done') {
    return (
      <section className="ops-panel" aria-labelledby="refund-done-title">
        <h2 id="refund-done-title">{t('ops>purchases>doneTitle')}</h2>
        <p role="status">{t(`ops>purchases>done>${step.result.refund_method}`, words)}</p>
        <Button onClick={() => onClose(true)}>{t('ops>purchases>backToList')}</Button>
      </section>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <section className="ops-panel ops-confirm" aria-labelledby="refund-confirm-title">
        <h2 id="refund-confirm-title">{t('ops>purchases>confirmTitle')}</h2>
        <p className="ops-confirm__what">{t('ops>purchases>confirmWhat', words)}</p>
        <p>{t(`ops>purchases>confirmMethod>${method}`)}</p>
        <p>{t('ops>purchases>confirmReason', { reason: step.reason })}</p>
        <div className="ops-actions">
          <Button onClick={() => void send(step.reason)} disabled={busy}>
            {busy ? t('ops>purchases>sending') : t('ops>purchases>confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'edit' })} disabled={busy}>
            {t('ops>purchases>back')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form className="ops-panel ops-form" onSubmit={review} noValidate aria-labelledby="refund-title">
      <h2 id="refund-title">{t('ops>purchases>refundTitle', words)}</h2>
      <p>{t('ops>purchases>refundLead', words)}</p>
      <TextareaField
        id="refund-reason"
        label={t('ops>purchases>reason')}
        name="reason"
        hint={t('ops>purchases>reasonHint')}
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <FormMessage tone="error" text={message} />
      <div className="ops-actions">
        <Button type="submit">{t('ops>purchases>review')}</Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          {t('ops>purchases>cancel')}
        </Button>
      </div>
    </form>
  );
}
