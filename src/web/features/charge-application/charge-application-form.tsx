import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAIWAN_BANKS } from '../../../domain/payments/bank-codes';
import { CHARGE_APPLICATION_DOCUMENTS_MAX, type ChargeApplicationType } from '../../../domain/charge-applications/charge-application-status';
import { type ChargeApplicationField, validateChargeApplication } from '../../../domain/charge-applications/charge-application.schema';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { DOCUMENT_ACCEPT, documentProblem } from '../certification';
import { type ChargeApplication, submitChargeApplication } from './api/charge-application';

type Field = Exclude<ChargeApplicationField, 'type'>;
type Errors = Partial<Record<Field | 'documents', string>>;
const EMPTY: Record<Field, string> = { real_id: '', unified_number: '', company_name: '', bank_code: '', bank_branch: '', bank_account: '', holder_name: '' };

/**
 * The application form of one type: who receives the money, the bank account, the holder's name
 * and the documents. Checked in the browser with the server's rules, then confirmed before it is sent.
 */
export function ChargeApplicationForm({ type, realName, onSent }: { type: ChargeApplicationType; realName: string | null; onSent: (application: ChargeApplication) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = picked.map(documentProblem).find((p) => p !== null);
    if (problem) return setErrors((e) => ({ ...e, documents: t(`certification>${problem.key}`, { name: problem.name }) }));
    const next = [...files, ...picked];
    if (next.length > CHARGE_APPLICATION_DOCUMENTS_MAX) return setErrors((e) => ({ ...e, documents: t('chargeApplication>tooManyFiles') }));
    setFiles(next);
    setErrors((e) => ({ ...e, documents: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    // Without the profile at hand the server alone checks the holder's name.
    const checked = validateChargeApplication({ ...values, type }, realName ?? values.holder_name);
    const found: Errors = {};
    if (!checked.ok) for (const e of checked.errors) if (e.field !== 'type') found[e.field] ??= e.message;
    if (files.length === 0) found.documents = t('chargeApplication>needFile');
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const fields: Record<string, string> = { ...values, type };
      const answer = await api((client) => submitChargeApplication(client, fields, files));
      setConfirming(false);
      onSent(answer.charge_application);
    } catch (error) {
      const failure = asFormFailure(error);
      const byField: Errors = {};
      for (const f of failure.fields) if (f.field in EMPTY || f.field === 'documents') byField[f.field as Field] = f.message;
      setErrors(byField);
      setConfirming(false);
      if (Object.keys(byField).length === 0) setMessage(failureText(t, failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const input = (name: Field, extra: { maxLength: number; inputMode?: 'numeric' | 'text'; autoCapitalize?: string }) => (
    <Input
      name={name}
      label={t(`chargeApplication>fields>${name}`)}
      hint={t(`chargeApplication>hints>${name}`, { defaultValue: '' }) || undefined}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  );
  const bank = TAIWAN_BANKS.find((b) => b.code === values.bank_code);

  return (
    <form className="charge-app__form" onSubmit={onSubmit} noValidate>
      {type === 'personal' ? input('real_id', { maxLength: 10, autoCapitalize: 'characters' }) : input('unified_number', { maxLength: 8, inputMode: 'numeric' })}
      {type === 'company' && input('company_name', { maxLength: 100 })}
      <Select
        name="bank_code"
        label={t('chargeApplication>fields>bank_code')}
        placeholder={t('chargeApplication>chooseBank')}
        value={values.bank_code}
        onChange={(e) => set('bank_code', e.target.value)}
        error={errors.bank_code}
        options={TAIWAN_BANKS.map((b) => ({ value: b.code, label: `${b.code} ${b.name}` }))}
      />
      {input('bank_branch', { maxLength: 4, inputMode: 'numeric' })}
      {input('bank_account', { maxLength: 20, inputMode: 'numeric' })}
      {input('holder_name', { maxLength: 60 })}
      <fieldset className="charge-app__files">
        <legend>{t('chargeApplication>fields>documents')}</legend>
        <p className="field__hint">{t(`chargeApplication>hints>documents_${type}`)}</p>
        {files.length > 0 && (
          <ul className="charge-app__list" aria-label={t('chargeApplication>newFiles')}>
            {files.map((f, i) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                <span>{f.name}</span>
                <Button variant="ghost" onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}>
                  {t('chargeApplication>remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <label className="btn btn--secondary charge-app__pick">
          {t('chargeApplication>chooseFiles')}
          <input className="visually-hidden" type="file" name="documents" accept={DOCUMENT_ACCEPT} multiple onChange={onFiles} />
        </label>
        {errors.documents && (
          <p className="field__error" role="alert">
            {errors.documents}
          </p>
        )}
      </fieldset>
      <FormMessage tone="error" text={message} />
      <Button type="submit">{t('chargeApplication>submit')}</Button>
      <Modal
        open={confirming}
        title={t('chargeApplication>confirmTitle')}
        onClose={() => !busy && setConfirming(false)}
        footer={<CancelAndConfirm busy={busy} onCancel={() => setConfirming(false)} label={t('chargeApplication>confirmSend')} busyLabel={t('chargeApplication>sending')} onConfirm={() => void send()} />}
      >
        <p>{t('chargeApplication>confirmBody')}</p>
        <dl className="charge-app__facts">
          <div>
            <dt>{t('chargeApplication>fields>bank_code')}</dt>
            <dd>{`${values.bank_code} ${bank?.name ?? ''}`}</dd>
          </div>
          <div>
            <dt>{t('chargeApplication>fields>bank_account')}</dt>
            <dd>{`${values.bank_branch} / ${values.bank_account}`}</dd>
          </div>
          <div>
            <dt>{t('chargeApplication>fields>holder_name')}</dt>
            <dd>{values.holder_name}</dd>
          </div>
        </dl>
      </Modal>
    </form>
  );
}
