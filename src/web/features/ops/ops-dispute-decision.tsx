import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_DECISION_REASON_MAX } from '../../../domain/safety-payments/refunds';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { decideRefundDispute, type OpsDisputeView } from './api/finance-queues';
import { OpsConfirmStep } from './ops-confirm-step';
import { ntd } from './ops-refund-disputes-screen';
import { useOpsSession } from './ops-session-context';
import { ReasonField } from './reason-dialog';

type Dispute = OpsDisputeView['refund_dispute'];
type Choice = 'grant' | 'deny';

/** What is left held on the payment: a grant of all of it is a full refund. */
const heldOf = (d: Dispute) => d.amount - d.released_amount - d.refunded_amount;

/** The granted NT$ typed by the operator: a whole number from 1 to the requested amount, or undefined. */
export function grantAmountOf(text: string, requested: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const amount = Number(text.trim());
  return amount >= 1 && amount <= requested ? amount : undefined;
}

/** The confirmation's main line: what goes back (all, part of the request, or part of what is held) or what stays held. */
function confirmText(t: ReturnType<typeof useTranslation>['t'], d: Dispute, choice: Choice, amount: number) {
  if (choice === 'deny') return t('ops>disputes>confirmDeny', { amount: ntd(heldOf(d)) });
  if (amount < d.refund.amount) return t('ops>disputes>confirmGrantPart', { amount: ntd(amount), requested: ntd(d.refund.amount), name: d.consumer.full_name });
  return t(d.refund.amount >= heldOf(d) ? 'ops>disputes>confirmGrantFull' : 'ops>disputes>confirmGrantPartial', { amount: ntd(amount), name: d.consumer.full_name });
}

/** What a shop order does after the decision: a whole grant cancels it, a partial one or a denial lets it go on. */
function shopOrderText(choice: Choice, partial: boolean) {
  if (choice === 'deny') return 'ops>disputes>shopOrderDeny';
  return partial ? 'ops>disputes>shopOrderGrantPart' : 'ops>disputes>shopOrderGrant';
}

/**
 * The decision: grant (all that was requested, or a smaller amount) or deny, a reason (from a
 * template, edited), then a confirmation naming the amount that moves.
 */
export function DisputeDecision({ view, onDecided }: { view: OpsDisputeView; onDecided: (next: OpsDisputeView) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const d = view.refund_dispute;
  const [choice, setChoice] = useState<Choice>('grant');
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState(String(d.refund.amount));
  const [missing, setMissing] = useState(false);
  const [badAmount, setBadAmount] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const amount = grantAmountOf(amountText, d.refund.amount) ?? d.refund.amount;
  const partial = choice === 'grant' && amount < d.refund.amount;

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDecided(await api((client) => decideRefundDispute(client, d.id, choice === 'grant', reason.trim(), partial ? amount : undefined)));
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    const empty = reason.trim() === '';
    const wrong = choice === 'grant' && grantAmountOf(amountText, d.refund.amount) === undefined;
    setMissing(empty);
    setBadAmount(wrong);
    if (!empty && !wrong) setConfirming(true);
  };

  if (confirming)
    return (
      <OpsConfirmStep headingId="dispute-confirm" title={t('ops>disputes>confirmTitle')} busy={busy} onConfirm={() => void send()} onBack={() => setConfirming(false)}>
        <p className="ops-notice">{confirmText(t, d, choice, amount)}</p>
        {d.nshop_order_id !== null && <p>{t(shopOrderText(choice, partial))}</p>}
        <p>{t('ops>disputes>reasonLine', { label: t('ops>disputes>reasonLabel'), reason: reason.trim() })}</p>
        <FormMessage tone="error" text={error} />
      </OpsConfirmStep>
    );

  return (
    <section className="ops-panel" aria-labelledby="dispute-decision">
      <h2 id="dispute-decision" className="ops-subtitle">
        {t('ops>disputes>decisionTitle')}
      </h2>
      <fieldset className="ops-choice">
        <legend>{t('ops>disputes>decisionLegend')}</legend>
        <label>
          <input type="radio" name="decision" checked={choice === 'grant'} onChange={() => setChoice('grant')} /> {t('ops>disputes>grant')}
        </label>
        <label>
          <input type="radio" name="decision" checked={choice === 'deny'} onChange={() => setChoice('deny')} /> {t('ops>disputes>deny')}
        </label>
      </fieldset>
      {choice === 'grant' && (
        <Input
          id="dispute-amount"
          name="amount"
          label={t('ops>disputes>grantAmount')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('ops>disputes>grantAmountHint', { max: ntd(d.refund.amount) })}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={badAmount ? t('ops>disputes>grantAmountInvalid', { max: d.refund.amount.toLocaleString('en-US') }) : undefined}
        />
      )}
      <ReasonField
        key={choice}
        id="dispute-reason"
        label={t('ops>disputes>reasonLabel')}
        hint={t('ops>queues>reasonHint', { max: REFUND_DECISION_REASON_MAX })}
        templates={view.reason_templates[choice]}
        maxLength={REFUND_DECISION_REASON_MAX}
        value={reason}
        onChange={setReason}
        error={missing ? t('ops>disputes>reasonRequired') : undefined}
      />
      <div className="ops-actions">
        <Button onClick={next}>{t('ops>disputes>next')}</Button>
      </div>
    </section>
  );
}
