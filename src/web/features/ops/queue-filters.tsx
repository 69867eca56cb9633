import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_ASSIGNED_FILTERS, QUEUE_ASSIGNED_TEXT, type QueueDefinition } from '../../../domain/ops/queues';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { ASSIGNED_KEY, initialFilters, type QueueFilters as Filters } from './queue-query';

export interface QueueFiltersProps {
  queue: QueueDefinition;
  initial: Filters;
  onApply: (filters: Filters) => void;
}

/** A queue list's filters (the queue's own and whose items), applied together. */
export function QueueFilters({ queue, initial, onApply }: QueueFiltersProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const set = (key: string) => (event: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filters);
  };
  const reset = () => {
    const start = initialFilters(queue);
    setFilters(start);
    onApply(start);
  };
  return (
    <form className="ops-filters ops-panel" onSubmit={submit} noValidate aria-label={t('ops>queues>filters')}>
      <div className="ops-filters__grid">
        {queue.filters.map((f) => (
          <Select
            key={f.key}
            label={f.text}
            name={f.key}
            placeholder={f.initial === undefined ? t('ops>queues>any') : undefined}
            options={f.options.map((o) => ({ value: o.value, label: o.text }))}
            value={filters[f.key] ?? ''}
            onChange={set(f.key)}
          />
        ))}
        <Select
          label={t('ops>queues>assignedFilter')}
          name={ASSIGNED_KEY}
          options={QUEUE_ASSIGNED_FILTERS.map((value) => ({ value, label: QUEUE_ASSIGNED_TEXT[value] }))}
          value={filters[ASSIGNED_KEY] ?? 'all'}
          onChange={set(ASSIGNED_KEY)}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit">{t('ops>queues>apply')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('ops>queues>reset')}
        </Button>
      </div>
    </form>
  );
}
