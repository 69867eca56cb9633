import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_TYPES, PURCHASE_STATUSES } from '../../../domain/payments/pay-type';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { EMPTY_PURCHASE_FORM, type PurchaseFilterKey, type PurchaseFormValues, purchaseFormErrors } from './ops-purchase-query';

export interface PurchaseFiltersProps {
  initial: PurchaseFormValues;
  onApply: (form: PurchaseFormValues) => void;
}

/** The purchase list's filters, applied together. */
export function PurchaseFilters({ initial, onApply }: PurchaseFiltersProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PurchaseFilterKey, string>>>({});
  const set = (key: PurchaseFilterKey) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = purchaseFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(form);
  };
  const clear = () => {
    setForm(EMPTY_PURCHASE_FORM);
    setErrors({});
    onApply(EMPTY_PURCHASE_FORM);
  };
  const errorOf = (key: PurchaseFilterKey) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form className="ops-filters ops-panel" onSubmit={submit} noValidate aria-label={t('ops>purchases>filters')}>
      <div className="ops-filters__grid">
        <Input label={t('ops>purchases>userId')} name="user_id" inputMode="numeric" value={form.user_id} onChange={set('user_id')} error={errorOf('user_id')} />
        <Select
          label={t('ops>purchases>status')}
          name="status"
          placeholder={t('ops>purchases>any')}
          options={PURCHASE_STATUSES.map((s) => ({ value: s, label: t(`ops>purchases>statuses>${s}`) }))}
          value={form.status}
          onChange={set('status')}
        />
        <Select
          label={t('ops>purchases>payType')}
          name="pay_type"
          placeholder={t('ops>purchases>any')}
          options={PAY_TYPES.map((p) => ({ value: p, label: t(`ops>purchases>payTypes>${p}`) }))}
          value={form.pay_type}
          onChange={set('pay_type')}
        />
        <Input label={t('ops>purchases>from')} type="date" name="from" value={form.from} onChange={set('from')} error={errorOf('from')} />
        <Input label={t('ops>purchases>to')} type="date" name="to" value={form.to} onChange={set('to')} error={errorOf('to')} />
      </div>
      <div className="ops-actions">
        <Button type="submit">{t('ops>purchases>apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('ops>purchases>clear')}
        </Button>
      </div>
    </form>
  );
}
