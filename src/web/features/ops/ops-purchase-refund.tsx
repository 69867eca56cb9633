import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import { refundAmountProblem, refundableAmount, refundCredit } from '../../../domain/ops/purchase-refund';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
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

type Step = { kind: 'edit' } | { kind: 'confirm'; reason: string; amount: number } | { kind: 'done'; result: PurchaseRefundResult };

/**
 * The refund of one paid purchase, all that is left or part of it: the amount (whole NT$, what is
 * left by default) and the reason, then what will happen in words (amount, credit, how the money
 * goes back), then the call.
 */
export function PurchaseRefund({ purchase, onClose }: PurchaseRefundProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const left = refundableAmount(purchase);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState(String(left));
  const [amountError, setAmountError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [busy, setBusy] = useState(false);
  const method = purchase.pay_type === 'card' ? 'gateway' : 'transfer';
  const words = {
    id: purchase.id,
    userId: purchase.user_id,
    amount: formatTwd(purchase.amount),
    credit: purchase.credit.toLocaleString('en-US'),
    refunded: formatTwd(purchase.refunded_amount),
    left: formatTwd(left),
  };
  /** The words of one refund of `amount` NT$: what goes back, the credit taken, what is left after it. */
  const refundWords = (amount: number, credit: number) => ({
    ...words,
    amount: formatTwd(amount),
    credit: credit.toLocaleString('en-US'),
    after: formatTwd(left - amount),
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    const amount = /^\d+$/.test(amountText.trim()) ? Number(amountText.trim()) : Number.NaN;
    const problem = refundAmountProblem(amount, left);
    const reasonBad = typed.length < REASON_MIN || typed.length > REASON_MAX;
    setAmountError(problem === 'too_high' ? t('ops>purchases>amountTooHigh', { left: formatTwd(left) }) : problem ? t('ops>purchases>amountInvalid') : undefined);
    setError(reasonBad ? t('ops>purchases>reasonInvalid') : undefined);
    if (problem || reasonBad) return;
    setStep({ kind: 'confirm', reason: typed, amount });
  };

  const send = async (typed: string, amount: number) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await api((client) => refundPurchase(client, purchase.id, { reason: typed, amount }));
      setStep({ kind: 'done', result });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      const info = asFormFailure(failure);
      const reasonError = info.fields.find((f) => f.field === 'reason');
      const amountFailure = info.fields.find((f) => f.field === 'amount');
      if (reasonError) setError(reasonError.message);
      if (amountFailure) setAmountError(amountFailure.message);
      if (!reasonError && !amountFailure) setMessage(failureText(t, info));
      setStep({ kind: 'edit' });
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'done') {
    return (
      <section className="ops-panel" aria-labelledby="refund-done-title">
        <h2 id="refund-done-title">{t('ops>purchases>doneTitle')}</h2>
        <p role="status">{t(`ops>purchases>done>${step.result.refund_method}`, { ...words, amount: formatTwd(step.result.amount), credit: step.result.credit.toLocaleString('en-US') })}</p>
        {step.result.refundable_amount > 0 && <p data-testid="refund-left">{t('ops>purchases>doneLeft', { left: formatTwd(step.result.refundable_amount) })}</p>}
        <Button onClick={() => onClose(true)}>{t('ops>purchases>backToList')}</Button>
      </section>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <section className="ops-panel ops-confirm" aria-labelledby="refund-confirm-title">
        <h2 id="refund-confirm-title">{t('ops>purchases>confirmTitle')}</h2>
        <p className="ops-confirm__what" data-testid="refund-confirm-what">
          {t('ops>purchases>confirmWhat', refundWords(step.amount, refundCredit(purchase, step.amount)))}
        </p>
        {step.amount < left && <p>{t('ops>purchases>confirmPart', refundWords(step.amount, 0))}</p>}
        <p>{t(`ops>purchases>confirmMethod>${method}`)}</p>
        <p>{t('ops>purchases>confirmReason', { reason: step.reason })}</p>
        <div className="ops-actions">
          <Button onClick={() => void send(step.reason, step.amount)} disabled={busy}>
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
      {purchase.refunded_amount > 0 && <p>{t('ops>purchases>refundedBefore', words)}</p>}
      <Input
        id="refund-amount"
        label={t('ops>purchases>amount')}
        name="amount"
        inputMode="numeric"
        hint={t('ops>purchases>amountHint', words)}
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={amountError}
      />
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
