import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { type AuditFilterKey, type AuditFormValues, auditFormErrors, EMPTY_AUDIT_FORM } from './audit-query';

const TEXT_FIELDS: readonly { key: AuditFilterKey; label: string }[] = [
  { key: 'operator_id', label: 'ops>audit>operatorId' },
  { key: 'action', label: 'ops>audit>action' },
  { key: 'target_type', label: 'ops>audit>targetType' },
  { key: 'target_id', label: 'ops>audit>targetId' },
];

export interface AuditFiltersProps {
  initial: AuditFormValues;
  onApply: (form: AuditFormValues) => void;
}

/** The audit log's filters; applied together, so a half-typed filter never sends a call. */
export function AuditFilters({ initial, onApply }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AuditFilterKey, string>>>({});
  const set = (key: AuditFilterKey) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = auditFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(form);
  };
  const clear = () => {
    setForm(EMPTY_AUDIT_FORM);
    setErrors({});
    onApply(EMPTY_AUDIT_FORM);
  };
  const errorOf = (key: AuditFilterKey) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form className="ops-filters ops-panel" onSubmit={submit} noValidate aria-label={t('ops>audit>filters')}>
      <div className="ops-filters__grid">
        {TEXT_FIELDS.map(({ key, label }) => (
          <Input
            key={key}
            label={t(label)}
            name={key}
            inputMode={key === 'operator_id' ? 'numeric' : undefined}
            value={form[key]}
            onChange={set(key)}
            error={errorOf(key)}
          />
        ))}
        <Input label={t('ops>audit>from')} type="date" name="from" value={form.from} onChange={set('from')} error={errorOf('from')} />
        <Input label={t('ops>audit>to')} type="date" name="to" value={form.to} onChange={set('to')} error={errorOf('to')} />
      </div>
      <div className="ops-actions">
        <Button type="submit">{t('ops>audit>apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('ops>audit>clear')}
        </Button>
      </div>
    </form>
  );
}
