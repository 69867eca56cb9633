import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import type { OpsCity, OpsCityEdit, OpsDistrict, OpsDistrictBody } from './api/catalogue-lists';

/** A city's name and order. */
export function CityForm({ city, busy, errors, onSave }: { city: OpsCity; busy: boolean; errors: Record<string, string>; onSave: (body: OpsCityEdit) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: city.name, display_order: String(city.display_order) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: values.name, display_order: Number(values.display_order) });
  };
  return (
    <form className="ops-panel" onSubmit={submit} aria-label={t('ops>catalogue>places>cityFields')}>
      <div className="ops-filters__grid">
        <Input label={t('ops>catalogue>name')} maxLength={20} value={values.name} error={errors.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        <Input label={t('ops>catalogue>order')} inputMode="numeric" value={values.display_order} error={errors.display_order} onChange={(e) => setValues((v) => ({ ...v, display_order: e.target.value }))} />
      </div>
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('ops>catalogue>saving') : t('ops>catalogue>places>saveCity')}
        </Button>
      </div>
    </form>
  );
}

export interface DistrictFormProps {
  /** The district edited; none for a new one. */
  district: OpsDistrict | undefined;
  busy: boolean;
  errors: Record<string, string>;
  onSave: (body: OpsDistrictBody) => void;
  onCancel: () => void;
}

/** A district's name, postal code and order. */
export function DistrictForm({ district, busy, errors, onSave, onCancel }: DistrictFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ name: district?.name ?? '', zipcode: district?.zipcode ?? '', display_order: String(district?.display_order ?? 0) });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...values, display_order: Number(values.display_order) });
  };
  const title = district ? t('ops>catalogue>places>editDistrict', { name: district.name }) : t('ops>catalogue>places>addDistrict');
  return (
    <form className="ops-panel" onSubmit={submit} aria-label={title}>
      <h2 className="ops-subtitle">{title}</h2>
      <div className="ops-filters__grid">
        <Input label={t('ops>catalogue>name')} maxLength={20} value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
        <Input label={t('ops>catalogue>places>zipcode')} inputMode="numeric" maxLength={3} value={values.zipcode} error={errors.zipcode} onChange={(e) => set({ zipcode: e.target.value })} />
        <Input
          label={t('ops>catalogue>order')}
          inputMode="numeric"
          hint={t('ops>catalogue>places>orderHint')}
          value={values.display_order}
          error={errors.display_order}
          onChange={(e) => set({ display_order: e.target.value })}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('ops>catalogue>saving') : t('ops>catalogue>places>saveDistrict')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('ops>catalogue>cancel')}
        </Button>
      </div>
    </form>
  );
}
