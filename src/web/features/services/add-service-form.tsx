import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { infoUpdated } from '../../store/user-slice';
import { addService } from './api/services';
import { useCategories, useCities } from './use-places';
import { useServiceSave } from './use-service-save';

/** A new service: its name, first category and first city; the rest is filled in the editing menu. */
export function AddServiceForm({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const cities = useCities();
  const save = useServiceSave(['display_name', 'quote_category_id', 'city_id']);
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => (s.user.info as { quote_service_count?: number } | null)?.quote_service_count ?? 0);
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [cityId, setCityId] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const service = await save.run((api) => addService(api, { display_name: name, quote_category_id: Number(categoryId), city_id: Number(cityId) }), 'services>add>done');
    if (service) {
      dispatch(infoUpdated({ quote_service_count: count + 1 }));
      onClose();
      onAdded(service.id);
    }
  };

  return (
    <Modal open={open} title={t('services>add>title')} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <Input label={t('services>basic>displayName')} value={name} onChange={(e) => setName(e.target.value)} error={save.fieldError('display_name')} required />
        <Select
          label={t('services>add>category')}
          placeholder={t('services>add>choose')}
          options={categories.map((c) => ({ value: String(c.id), label: `${c.genre.name} / ${c.name}` }))}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          error={save.fieldError('quote_category_id')}
          required
        />
        <Select
          label={t('services>add>city')}
          placeholder={t('services>add>choose')}
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
          value={cityId}
          onChange={(e) => setCityId(e.target.value)}
          error={save.fieldError('city_id')}
          required
        />
        <FormMessage tone="error" text={save.message} />
        <Button type="submit" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? t('common>saving') : t('services>add>submit')}
        </Button>
      </form>
    </Modal>
  );
}
