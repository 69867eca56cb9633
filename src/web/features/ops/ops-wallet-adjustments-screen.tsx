import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { TextareaField } from '../../components/textarea-field';
import { formatTwd } from '../../../domain/money/twd';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import type { WalletAdjustmentBody } from '../../../domain/ops/ops.contract';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { addWalletAdjustment } from './api/wallet-adjustment';
import { OpsFrame } from './ops-frame';
import { useOpsSession } from './ops-session-context';
import { WalletAdjustmentConfirm } from './wallet-adjustment-confirm';
import { type AdjustmentErrors, type AdjustmentField, type AdjustmentValues, readAdjustment } from './wallet-adjustment-rules';

const EMPTY: AdjustmentValues = { user_id: '', amount: '', reason: '' };
const FIELDS: readonly AdjustmentField[] = ['user_id', 'amount', 'reason'];
const CONFLICT = 409;
const NOT_FOUND = 404;

type Step = { kind: 'edit' } | { kind: 'confirm'; body: WalletAdjustmentBody } | { kind: 'done'; body: WalletAdjustmentBody };

function WalletAdjustment() {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [message, setMessage] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [busy, setBusy] = useState(false);
  const set = (field: AdjustmentField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const review = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const read = readAdjustment(values);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setStep({ kind: 'confirm', body: read.body });
  };

  const send = async (body: WalletAdjustmentBody) => {
    setBusy(true);
    try {
      await api((client) => addWalletAdjustment(client, body));
      setStep({ kind: 'done', body });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      const failure = asFormFailure(error);
      const text = failureText(t, failure);
      const named: AdjustmentErrors = {};
      for (const f of failure.fields) if ((FIELDS as readonly string[]).includes(f.field)) named[f.field as AdjustmentField] = f.message;
      // Below zero is about the amount; an unknown user is about the user id: each shown at its field.
      if (failure.status === CONFLICT && !named.amount) named.amount = t('ops>wallet>fieldError', { field: t('ops>wallet>amount'), message: text });
      if (failure.status === NOT_FOUND && !named.user_id) named.user_id = failure.text ? t('ops>wallet>fieldError', { field: t('ops>wallet>userId'), message: failure.text }) : t('ops>wallet>userNotFound');
      setErrors(named);
      if (Object.keys(named).length === 0) setMessage(text);
      setStep({ kind: 'edit' });
    } finally {
      setBusy(false);
    }
  };

  const errorText = (field: AdjustmentField) => {
    const value = errors[field];
    return value?.startsWith('ops>') ? t(value) : value;
  };

  if (step.kind === 'done') {
    const words = { userId: step.body.user_id, amount: formatTwd(Math.abs(step.body.amount)) };
    return (
      <section className="ops-panel" aria-labelledby="wallet-done-title">
        <h2 id="wallet-done-title">{t('ops>wallet>doneTitle')}</h2>
        <p role="status">{step.body.amount > 0 ? t('ops>wallet>doneAdd', words) : t('ops>wallet>doneDeduct', words)}</p>
        <Button
          onClick={() => {
            setValues(EMPTY);
            setStep({ kind: 'edit' });
          }}
        >
          {t('ops>wallet>again')}
        </Button>
      </section>
    );
  }
  if (step.kind === 'confirm') {
    return <WalletAdjustmentConfirm body={step.body} busy={busy} onConfirm={() => void send(step.body)} onBack={() => setStep({ kind: 'edit' })} />;
  }
  return (
    <form className="ops-panel ops-form" onSubmit={review} noValidate>
      <p>{t('ops>wallet>lead')}</p>
      <Input label={t('ops>wallet>userId')} name="user_id" inputMode="numeric" autoComplete="off" value={values.user_id} onChange={set('user_id')} error={errorText('user_id')} />
      <Input
        label={t('ops>wallet>amount')}
        name="amount"
        autoComplete="off"
        hint={t('ops>wallet>amountHint')}
        value={values.amount}
        onChange={set('amount')}
        error={errorText('amount')}
      />
      <TextareaField id="wallet-reason" label={t('ops>wallet>reason')} name="reason" hint={t('ops>wallet>reasonHint')} rows={3} maxLength={500} value={values.reason} onChange={set('reason')} error={errorText('reason')} />
      <FormMessage tone="error" text={message} />
      <Button type="submit">{t('ops>wallet>review')}</Button>
    </form>
  );
}

/** /ops/wallet-adjustments (finance, admin): add or take whole TWD with a reason, confirmed in words before it is sent. */
export default function OpsWalletAdjustmentsScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.AdjustWallets}>
      <h1 className="ops-title">{t('ops>wallet>title')}</h1>
      <WalletAdjustment />
    </OpsFrame>
  );
}
