import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsCategoryEdit } from '../../../domain/ops/catalogue.contract';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import type { OpsCategoryView } from './api/catalogue';

type HintType = 'flat' | 'hourly' | '';

/** The category's own fields: name, description, group, genre, state and price hint. */
export function CategoryForm({ view, busy, onSave }: { view: OpsCategoryView; busy: boolean; onSave: (body: OpsCategoryEdit) => void }) {
  const { t } = useTranslation();
  const c = view.quote_category;
  const [values, setValues] = useState({
    name: c.name,
    description: c.description,
    group_name: c.group_name,
    genre_id: String(c.genre_id),
    is_active: c.is_active,
    is_popular: c.is_popular,
    hint_type: (c.price_hint?.type ?? '') as HintType,
    hint_low: String(c.price_hint?.low ?? ''),
    hint_high: String(c.price_hint?.high ?? ''),
    hint_unit: c.price_hint?.unit ?? '',
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { hint_type, hint_low, hint_high, hint_unit, genre_id, ...rest } = values;
    onSave({
      ...rest,
      genre_id: Number(genre_id),
      price_hint: hint_type === '' ? null : { type: hint_type, low: Number(hint_low), high: Number(hint_high), unit: hint_unit },
    });
  };
  return (
    <form className="ops-panel" onSubmit={submit} aria-label={t('ops>catalogue>categoryFields')}>
      <Input label={t('ops>catalogue>name')} maxLength={50} value={values.name} onChange={(e) => set({ name: e.target.value })} />
      <TextareaField id="ops-category-description" label={t('ops>catalogue>description')} rows={3} maxLength={1000} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      <Input label={t('ops>catalogue>group')} maxLength={50} value={values.group_name} onChange={(e) => set({ group_name: e.target.value })} />
      <Select label={t('ops>catalogue>genre')} options={view.genres.map((g) => ({ value: String(g.id), label: g.name }))} value={values.genre_id} onChange={(e) => set({ genre_id: e.target.value })} />
      <Checkbox label={t('ops>catalogue>isActive')} checked={values.is_active} onChange={(e) => set({ is_active: e.target.checked })} />
      <Checkbox label={t('ops>catalogue>isPopular')} checked={values.is_popular} onChange={(e) => set({ is_popular: e.target.checked })} />
      <Select
        label={t('ops>catalogue>priceHint')}
        placeholder={t('ops>catalogue>noPriceHint')}
        options={[
          { value: 'flat', label: t('ops>catalogue>hintTypes>flat') },
          { value: 'hourly', label: t('ops>catalogue>hintTypes>hourly') },
        ]}
        value={values.hint_type}
        onChange={(e) => set({ hint_type: e.target.value as HintType })}
      />
      {values.hint_type !== '' && (
        <div className="ops-filters__grid">
          <Input label={t('ops>catalogue>hintLow')} inputMode="numeric" value={values.hint_low} onChange={(e) => set({ hint_low: e.target.value })} />
          <Input label={t('ops>catalogue>hintHigh')} inputMode="numeric" value={values.hint_high} onChange={(e) => set({ hint_high: e.target.value })} />
          <Input label={t('ops>catalogue>hintUnit')} maxLength={20} value={values.hint_unit} onChange={(e) => set({ hint_unit: e.target.value })} />
        </div>
      )}
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('ops>catalogue>saving') : t('ops>catalogue>saveCategory')}
        </Button>
      </div>
    </form>
  );
}
