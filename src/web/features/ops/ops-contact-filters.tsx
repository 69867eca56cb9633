import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS, type ContactTopic } from '../../../domain/contact/contact-topics';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';

export interface ContactFilterValues {
  topic: ContactTopic | '';
  q: string;
}

/** The inbox's topic and search filters; applied together, the status tab kept. */
export function ContactFilters({ initial, onApply }: { initial: ContactFilterValues; onApply: (values: ContactFilterValues) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const topics = CONTACT_TOPICS.map((value) => ({ value, label: t(`contactPage>topics>${value}`) }));
  return (
    <form className="ops-panel ops-filters" onSubmit={submit} aria-label={t('ops>contact>filters')}>
      <div className="ops-filters__grid">
        <Select
          label={t('ops>contact>topic')}
          placeholder={t('ops>contact>allTopics')}
          options={topics}
          value={values.topic}
          onChange={(event) => setValues((v) => ({ ...v, topic: event.target.value as ContactTopic | '' }))}
        />
        <Input label={t('ops>contact>search')} type="search" maxLength={100} value={values.q} onChange={(event) => setValues((v) => ({ ...v, q: event.target.value }))} />
      </div>
      <div className="ops-actions">
        <Button type="submit">{t('ops>contact>apply')}</Button>
        <Button variant="secondary" onClick={() => onApply({ topic: '', q: '' })}>
          {t('ops>contact>clear')}
        </Button>
      </div>
    </form>
  );
}
