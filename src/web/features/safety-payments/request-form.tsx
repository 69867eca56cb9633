import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTwd } from '../../../domain/money';
import { NO_SAFETY_PAYMENT_FEE, safetyPaymentFee } from '../../../domain/safety-payments/fees';
import {
  SAFETY_PAYMENT_AMOUNT_MAX,
  SAFETY_PAYMENT_AMOUNT_MIN,
  SAFETY_PAYMENT_ITEM_LENGTH_MAX,
  SAFETY_PAYMENT_ITEMS_MAX,
  SAFETY_PAYMENT_MILESTONES_MAX,
} from '../../../domain/safety-payments/limits';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { TextareaField } from '../../components/textarea-field';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { addPayment } from './api/safety-payments';
import { paymentPath } from './paths';

interface MilestoneDraft {
  amount: string;
  description: string;
}
type Errors = Record<string, string | undefined>;

const wholeAmount = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const itemLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The pro asks the consumer of a hired job for a safety payment: amount, items, optional milestones and a due date; fee shown, confirmed before sending. */
export function RequestForm({ bidId }: { bidId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feeConfig = useAppSelector((s) => s.app.safetyPaymentFee) ?? NO_SAFETY_PAYMENT_FEE;
  const [amount, setAmount] = useState('');
  const [items, setItems] = useState('');
  const [staged, setStaged] = useState(false);
  const [milestones, setMilestones] = useState<MilestoneDraft[]>([
    { amount: '', description: '' },
    { amount: '', description: '' },
  ]);
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const value = wholeAmount(amount);
  const amountOk = Number.isInteger(value) && value >= SAFETY_PAYMENT_AMOUNT_MIN && value <= SAFETY_PAYMENT_AMOUNT_MAX;
  const fee = amountOk ? safetyPaymentFee(value, feeConfig) : null;
  const milestoneSum = milestones.reduce((sum, m) => sum + (wholeAmount(m.amount) || 0), 0);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const lines = itemLines(items);
    const found: Errors = {
      amount: amountOk ? undefined : t('safetyPayments>form>errors>amount', { min: SAFETY_PAYMENT_AMOUNT_MIN, max: SAFETY_PAYMENT_AMOUNT_MAX }),
      items: lines.length > 0 && lines.length <= SAFETY_PAYMENT_ITEMS_MAX && lines.every((l) => l.length <= SAFETY_PAYMENT_ITEM_LENGTH_MAX) ? undefined : t('safetyPayments>form>errors>items'),
      due_date: /^\d{4}-\d{2}-\d{2}$/.test(due) ? undefined : t('safetyPayments>form>errors>due'),
    };
    if (staged) {
      milestones.forEach((m, i) => {
        const a = wholeAmount(m.amount);
        if (!(Number.isInteger(a) && a > 0)) found[`milestones.${i}.amount`] = t('safetyPayments>form>errors>milestoneAmount');
        if (!m.description.trim()) found[`milestones.${i}.description`] = t('safetyPayments>form>errors>milestoneText');
      });
      if (amountOk && milestoneSum !== value) found.milestones = t('safetyPayments>form>errors>milestones');
    }
    setErrors(found);
    setMessage(undefined);
    if (!Object.values(found).some(Boolean)) setConfirming(true);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const body = {
        quote_bid_id: bidId,
        amount: value,
        items: itemLines(items),
        due_date: due,
        ...(staged ? { milestones: milestones.map((m) => ({ amount: wholeAmount(m.amount), description: m.description.trim() })) } : {}),
      };
      const payment = await api((client) => addPayment(client, body));
      navigate(paymentPath(payment));
    } catch (error) {
      const info = asFormFailure(error);
      setErrors(Object.fromEntries(info.fields.map((f) => [f.field, f.message])));
      setMessage(info.fields.length > 0 ? undefined : info.text);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const setMilestone = (index: number, patch: Partial<MilestoneDraft>) => setMilestones(milestones.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return (
    <form className="safety-payment__form" onSubmit={check} noValidate>
      <p className="safety-payment__lead">{t('safetyPayments>form>lead')}</p>
      <Input
        label={t('safetyPayments>form>amount')}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        hint={t('safetyPayments>form>amountHint', { min: SAFETY_PAYMENT_AMOUNT_MIN, max: SAFETY_PAYMENT_AMOUNT_MAX })}
      />
      {fee !== null && (
        <dl className="safety-payment__figures" data-testid="fee-preview">
          <div>
            <dt>{t('safetyPayments>figures>fee')}</dt>
            <dd data-testid="form-fee">{formatTwd(fee)}</dd>
          </div>
          <div>
            <dt>{t('safetyPayments>figures>proReceives')}</dt>
            <dd data-testid="form-pro-receives">{formatTwd(value - fee)}</dd>
          </div>
        </dl>
      )}
      <TextareaField
        id="sp-items"
        label={t('safetyPayments>form>items')}
        hint={t('safetyPayments>form>itemsHint', { max: SAFETY_PAYMENT_ITEMS_MAX })}
        value={items}
        onChange={(e) => setItems(e.target.value)}
        error={errors.items}
        rows={4}
      />
      <label className="safety-payment__toggle">
        <input type="checkbox" checked={staged} onChange={(e) => setStaged(e.target.checked)} /> {t('safetyPayments>form>useMilestones')}
      </label>
      {staged && (
        <fieldset className="safety-payment__milestone-fields">
          <legend>{t('safetyPayments>milestones')}</legend>
          {milestones.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and only removed from the end
            <div key={i} className="safety-payment__milestone-row">
              <Input label={t('safetyPayments>form>milestoneAmount', { n: i + 1 })} inputMode="numeric" value={m.amount} onChange={(e) => setMilestone(i, { amount: e.target.value })} error={errors[`milestones.${i}.amount`]} />
              <Input label={t('safetyPayments>form>milestoneText', { n: i + 1 })} value={m.description} onChange={(e) => setMilestone(i, { description: e.target.value })} error={errors[`milestones.${i}.description`]} />
            </div>
          ))}
          <p className="field__hint">{t('safetyPayments>form>milestoneSum', { sum: formatTwd(milestoneSum), amount: amountOk ? formatTwd(value) : '-' })}</p>
          <FormMessage tone="error" text={errors.milestones} />
          <div className="safety-payment__buttons">
            {milestones.length < SAFETY_PAYMENT_MILESTONES_MAX && (
              <Button variant="secondary" onClick={() => setMilestones([...milestones, { amount: '', description: '' }])}>
                {t('safetyPayments>form>addMilestone')}
              </Button>
            )}
            {milestones.length > 2 && (
              <Button variant="ghost" onClick={() => setMilestones(milestones.slice(0, -1))}>
                {t('safetyPayments>form>removeMilestone', { n: milestones.length })}
              </Button>
            )}
          </div>
        </fieldset>
      )}
      <Input label={t('safetyPayments>form>due')} type="date" value={due} onChange={(e) => setDue(e.target.value)} error={errors.due_date} />
      <p className="field__hint">{t('safetyPayments>form>feeNote')}</p>
      <FormMessage tone="error" text={message} />
      <Button type="submit" block disabled={busy}>
        {t('safetyPayments>form>submit')}
      </Button>
      <Modal
        open={confirming}
        title={t('safetyPayments>form>confirmTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t('safetyPayments>form>cancel')}
            </Button>
            <Button onClick={() => void submit()} disabled={busy}>
              {busy ? t('safetyPayments>form>sending') : t('safetyPayments>form>confirmYes')}
            </Button>
          </>
        }
      >
        <p>{amountOk && t('safetyPayments>form>confirmBody', { amount: formatTwd(value) })}</p>
        {fee !== null && (
          <>
            <p>{`${t('safetyPayments>figures>fee')} ${formatTwd(fee)}`}</p>
            <p>{`${t('safetyPayments>figures>proReceives')} ${formatTwd(value - fee)}`}</p>
          </>
        )}
      </Modal>
    </form>
  );
}
