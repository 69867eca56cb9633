import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceEditStep } from '../../../../domain/services/steps';
import { Button, ButtonLink } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Select } from '../../../components/select';
import { useAppDispatch } from '../../../store/hooks';
import { serviceCategoryRemoved, serviceCategoryUpdated } from '../service-slice';
import type { StepProps } from './step-props';
import { servicePath } from '../service-steps';
import { addServiceCategory, removeServiceCategory } from '../api/services';
import { useCategories } from '../use-places';
import { useServiceSave } from '../use-service-save';
import { JobPreferenceForm } from './job-preference-form';

/** Step 2: the categories the service offers; `active` opens one category's settings and job preference. */
export function CategoryStep({ service, base, active }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const categories = useCategories();
  const save = useServiceSave(['quote_category_id']);
  const [choice, setChoice] = useState('');
  const settings = service.QuoteServiceCategory;
  const open = settings.find((s) => s.id === active);
  const offered = new Set(settings.map((s) => s.quote_category_id));

  const add = async () => {
    const setting = await save.run((api) => addServiceCategory(api, service.id, Number(choice)), 'services>category>added');
    if (setting) {
      dispatch(serviceCategoryUpdated(setting));
      setChoice('');
    }
  };
  const remove = async (id: number) => {
    const done = await save.run((api) => removeServiceCategory(api, id), 'services>category>removed');
    if (done) dispatch(serviceCategoryRemoved({ serviceId: service.id, id }));
  };

  if (open) return <JobPreferenceForm setting={open} back={servicePath(base, service.id, ServiceEditStep.Category)} />;

  return (
    <div className="form">
      <ul className="services__rows">
        {settings.map((s) => (
          <li key={s.id} className="services__row">
            <span className="services__row-main">
              {s.QuoteCategory.name}
              {s.is_auto_quote_on === 1 && <span className="services__badge services__badge--public">{t('services>category>autoQuoteOn')}</span>}
            </span>
            <ButtonLink variant="secondary" to={servicePath(base, service.id, ServiceEditStep.Category, s.id)}>
              {t('services>category>settings')}
            </ButtonLink>
            <Button variant="ghost" disabled={save.busy || settings.length <= 1} onClick={() => void remove(s.id)} aria-label={t('services>category>removeLabel', { name: s.QuoteCategory.name })}>
              {t('services>category>remove')}
            </Button>
          </li>
        ))}
      </ul>
      {settings.length <= 1 && <p className="form__note">{t('services>category>keepOne')}</p>}
      <Select
        label={t('services>category>add')}
        placeholder={t('services>add>choose')}
        options={categories.filter((c) => !offered.has(c.id)).map((c) => ({ value: String(c.id), label: `${c.genre.name} / ${c.name}` }))}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        error={save.fieldError('quote_category_id')}
      />
      <FormMessage tone="error" text={save.message} />
      <Button disabled={save.busy || choice === ''} aria-busy={save.busy} onClick={() => void add()}>
        {t('services>category>addButton')}
      </Button>
    </div>
  );
}
