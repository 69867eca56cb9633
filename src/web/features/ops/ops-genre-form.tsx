import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { TextareaField } from '../../components/textarea-field';
import type { OpsGenre, OpsGenreBody } from './api/catalogue-lists';

export interface GenreFormProps {
  /** The genre edited; none for a new one (placed after the last). */
  genre: OpsGenre | undefined;
  nextOrder: number;
  busy: boolean;
  errors: Record<string, string>;
  onSave: (body: OpsGenreBody) => void;
  onCancel: () => void;
}

/** A genre's fields: name, slug (fixed for a bundled genre), description, order and state. */
export function GenreForm({ genre, nextOrder, busy, errors, onSave, onCancel }: GenreFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: genre?.name ?? '',
    slug: genre?.slug ?? '',
    description: genre?.description ?? '',
    display_order: String(genre?.display_order ?? nextOrder),
    is_active: genre?.is_active ?? true,
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...values, display_order: Number(values.display_order) });
  };
  const title = genre ? t('ops>catalogue>genres>editTitle', { name: genre.name }) : t('ops>catalogue>genres>addTitle');
  return (
    <form className="ops-panel" onSubmit={submit} aria-label={title}>
      <h2 className="ops-subtitle">{title}</h2>
      <Input label={t('ops>catalogue>name')} maxLength={30} value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <Input
        label={t('ops>catalogue>genres>slug')}
        maxLength={60}
        value={values.slug}
        error={errors.slug}
        disabled={genre?.from_catalogue === true}
        hint={genre?.from_catalogue ? t('ops>catalogue>genres>slugFixed') : t('ops>catalogue>genres>slugHint')}
        onChange={(e) => set({ slug: e.target.value })}
      />
      <TextareaField id="ops-genre-description" label={t('ops>catalogue>description')} rows={2} maxLength={500} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      <Input label={t('ops>catalogue>order')} inputMode="numeric" value={values.display_order} error={errors.display_order} onChange={(e) => set({ display_order: e.target.value })} />
      <Checkbox label={t('ops>catalogue>genres>isActive')} checked={values.is_active} onChange={(e) => set({ is_active: e.target.checked })} />
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('ops>catalogue>saving') : t('ops>catalogue>genres>save')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('ops>catalogue>cancel')}
        </Button>
      </div>
    </form>
  );
}
