import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, CERTIFICATE_DOCUMENTS_MAX, CERTIFICATE_TYPES, type CertificateType } from '../../../domain/certificates/certificate-status';
import { type CertificateField, isMaskedValue, validateCertificate } from '../../../domain/certificates/certificate.schema';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { type Certificate, saveCertificate } from './api/certification';
import { CertificateDocuments } from './certificate-documents';
import { type CertificateErrors, type CertificateValues, initialValues, type NumberField, standInsFor } from './certificate-values';
import { documentProblem } from './document-files';

/** Add or edit a certificate with its documents; an edit goes back to review. */
export function CertificateForm({ existing, onSaved }: { existing?: Certificate; onSaved: (cert: Certificate) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<CertificateValues>(() => initialValues(existing));
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [errors, setErrors] = useState<CertificateErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const kept = (existing?.documents ?? []).filter((d) => !removed.includes(d.id));

  const set = (name: CertificateField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = picked.map(documentProblem).find((p) => p !== null);
    if (problem) {
      setErrors((e) => ({ ...e, documents: t(`certification>${problem.key}`, { name: problem.name }) }));
      return;
    }
    const next = [...files, ...picked];
    if (kept.length + next.length > CERTIFICATE_DOCUMENTS_MAX) {
      setErrors((e) => ({ ...e, documents: t('certification>tooManyFiles') }));
      return;
    }
    setFiles(next);
    setErrors((e) => ({ ...e, documents: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setMessage(undefined);
    const standIns = standInsFor(values, existing);
    const checked = validateCertificate({ ...values, ...standIns });
    const found: CertificateErrors = {};
    if (!checked.ok) for (const e of checked.errors) found[e.field] ??= e.message;
    if (kept.length + files.length === 0) found.documents = t('certification>needFile');
    if (!checked.ok || found.documents) {
      setErrors(found);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const fields = Object.fromEntries(Object.entries(checked.value).map(([k, v]) => [k, v ?? ''])) as Record<string, string>;
      for (const field of Object.keys(standIns) as NumberField[]) if (fields[field]) fields[field] = values[field];
      const answer = await api((client) => saveCertificate(client, existing?.service_certificate_id ?? null, fields, files, removed));
      onSaved(answer.service_certificate);
    } catch (error) {
      const failure = asFormFailure(error);
      const byField: CertificateErrors = {};
      for (const f of failure.fields) if (f.field in values || f.field === 'documents') byField[f.field as keyof CertificateErrors] = f.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setMessage(failureText(t, failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const type = values.type as CertificateType;
  const input = (name: CertificateField, extra: { maxLength: number; inputMode?: 'numeric' | 'text'; autoCapitalize?: string }) => (
    <Input
      name={name}
      label={t(`certification>fields>${name}`)}
      hint={
        (existing && isMaskedValue(existing[name]) ? t('certification>hints>masked') : t(`certification>hints>${name}`, { defaultValue: '' })) || undefined
      }
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <form className="cert-form" onSubmit={onSubmit} noValidate>
      {existing && <FormMessage tone="info" text={t('certification>editNote')} />}
      <Select
        name="type"
        label={t('certification>fields>type')}
        value={values.type}
        onChange={(e) => set('type', e.target.value)}
        error={errors.type}
        options={CERTIFICATE_TYPES.map((value) => ({ value, label: t(`certification>types>${value}`) }))}
      />
      {input('name', { maxLength: 60 })}
      {(type === 'license' || type === 'other') && input('reference_identity', { maxLength: 40 })}
      {type === 'company' && input('unified_number', { maxLength: 8, inputMode: 'numeric' })}
      {type === 'identity' && (
        <>
          <Select
            name="card_type"
            label={t('certification>fields>card_type')}
            value={values.card_type}
            onChange={(e) => set('card_type', e.target.value)}
            error={errors.card_type}
            options={CARD_TYPES.map((value) => ({ value, label: t(`certification>cardTypes>${value}`) }))}
          />
          {input('real_id', { maxLength: 10, autoCapitalize: 'characters' })}
        </>
      )}
      <CertificateDocuments
        existing={existing}
        removed={removed}
        onToggleRemoved={(id) => setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]))}
        files={files}
        onRemoveFile={(i) => setFiles((list) => list.filter((_, j) => j !== i))}
        onFiles={onFiles}
        error={errors.documents}
      />
      <FormMessage tone="error" text={message} />
      <Button type="submit" disabled={busy}>
        {t(busy ? 'certification>saving' : 'certification>save')}
      </Button>
    </form>
  );
}
