import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { changePayment, type PaymentAction, type SafetyPayment } from './api/safety-payments';

type Errors = Record<string, string | undefined>;

/** Sends one action, keeping the server's field errors (zh-TW, naming the field) beside the fields. */
function useSend(pid: string) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | undefined>();
  const send = async (action: PaymentAction, body: Record<string, unknown>): Promise<SafetyPayment | null> => {
    setBusy(true);
    setMessage(undefined);
    try {
      return await api((client) => changePayment(client, action, pid, body));
    } catch (error) {
      const info = asFormFailure(error);
      setErrors(Object.fromEntries(info.fields.map((f) => [f.field, f.message])));
      setMessage(info.fields.length > 0 ? undefined : (info.text ?? t('safetyPayments>actionFailed')));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, message, send };
}

const BANK_FIELDS = ['bank_code', 'bank_branch', 'bank_account', 'holder_name'] as const;
type BankField = (typeof BANK_FIELDS)[number];
const BANK_KEYS: Record<BankField, string> = { bank_code: 'bankCode', bank_branch: 'bankBranch', bank_account: 'bankAccount', holder_name: 'holderName' };
const BANK_RULES: Record<BankField, RegExp> = { bank_code: /^\d{3}$/, bank_branch: /^\d{4}$/, bank_account: /^\d{6,16}$/, holder_name: /\S/ };

const NO_BANK: Record<BankField, string> = { bank_code: '', bank_branch: '', bank_account: '', holder_name: '' };

/** The account fields' own checks, by field (zh-TW, naming the field). */
function bankErrors(values: Record<BankField, string>, t: (key: string) => string): Errors {
  return Object.fromEntries(BANK_FIELDS.map((f) => [f, BANK_RULES[f].test(values[f].trim()) ? undefined : t(`safetyPayments>refund>errors>${BANK_KEYS[f]}`)]));
}

const trimmed = (values: Record<BankField, string>) => Object.fromEntries(BANK_FIELDS.map((f) => [f, values[f].trim()]));

/** The bank account a transfer refund goes to: code, branch code, account number, holder. */
function BankFields({ values, errors, onChange }: { values: Record<BankField, string>; errors: Errors; onChange: (values: Record<BankField, string>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {BANK_FIELDS.map((f) => (
        <Input
          key={f}
          label={t(`safetyPayments>refund>${BANK_KEYS[f]}`)}
          inputMode={f === 'holder_name' ? undefined : 'numeric'}
          value={values[f]}
          onChange={(e) => onChange({ ...values, [f]: e.target.value })}
          error={errors[f]}
        />
      ))}
    </>
  );
}

/** The consumer asks for money back: all of what is held or a part, with a reason; confirmed before it is sent. */
export function RefundForm({ payment, held, onDone, onClose }: { payment: SafetyPayment; held: number; onDone: (p: SafetyPayment) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(held));
  const [reason, setReason] = useState('');
  const [bank, setBank] = useState(NO_BANK);
  const byTransfer = payment.pay_type === 'cvs' || payment.pay_type === 'atm';
  const [confirming, setConfirming] = useState(false);
  const { busy, errors, setErrors, message, send } = useSend(payment.pid);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const found: Errors = {
      amount: Number.isInteger(value) && value >= 1 && value <= held ? undefined : t('safetyPayments>refund>errors>amount', { max: held }),
      reason: reason.trim() ? undefined : t('safetyPayments>refund>errors>reason'),
      ...(byTransfer ? bankErrors(bank, t) : {}),
    };
    setErrors(found);
    if (!Object.values(found).some(Boolean)) setConfirming(true);
  };
  const submit = async () => {
    setConfirming(false);
    const next = await send('apply_refund', { amount: Number(amount), reason: reason.trim(), ...(byTransfer ? trimmed(bank) : {}) });
    if (next) onDone(next);
  };

  return (
    <form className="safety-payment__form" onSubmit={check} noValidate>
      <h2 className="safety-payment__heading">{t('safetyPayments>refund>title')}</h2>
      <Input label={t('safetyPayments>refund>amount')} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} hint={t('safetyPayments>refund>amountHint', { max: formatTwd(held) })} />
      <TextareaField id="sp-refund-reason" label={t('safetyPayments>refund>reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} rows={3} />
      {byTransfer && (
        <fieldset className="safety-payment__fieldset">
          <legend>{t('safetyPayments>refund>bankInfo')}</legend>
          <p>{t('safetyPayments>refund>bankLead')}</p>
          <BankFields values={bank} errors={errors} onChange={setBank} />
        </fieldset>
      )}
      <FormMessage tone="error" text={message} />
      <div className="safety-payment__buttons">
        <Button type="submit" disabled={busy}>
          {t('safetyPayments>refund>confirmYes')}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('safetyPayments>back')}
        </Button>
      </div>
      <Modal
        open={confirming}
        title={t('safetyPayments>refund>title')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('safetyPayments>back')}
            </Button>
            <Button onClick={() => void submit()}>{t('safetyPayments>refund>confirmYes')}</Button>
          </>
        }
      >
        <p>{`${t('safetyPayments>refund>amount')} ${formatTwd(Number(amount))}`}</p>
      </Modal>
    </form>
  );
}

/** A CVS or ATM payment is refunded by bank transfer: the consumer gives the account it goes to. */
export function RefundBankForm({ payment, onDone }: { payment: SafetyPayment; onDone: (p: SafetyPayment) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(NO_BANK);
  const [saved, setSaved] = useState(false);
  const { busy, errors, setErrors, message, send } = useSend(payment.pid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = bankErrors(values, t);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const next = await send('edit_refund_info', trimmed(values));
    if (next) {
      setSaved(true);
      onDone(next);
    }
  };

  return (
    <form className="safety-payment__form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="safety-payment__heading">{t('safetyPayments>refund>bankInfo')}</h2>
      <BankFields values={values} errors={errors} onChange={setValues} />
      <FormMessage tone="error" text={message} />
      {saved && <FormMessage tone="success" text={t('safetyPayments>refund>bankSaved')} />}
      <Button type="submit" disabled={busy}>
        {t('safetyPayments>refund>saveBank')}
      </Button>
    </form>
  );
}
