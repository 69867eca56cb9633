import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PRESET_DAYS, type RangeProblem } from '../../../domain/ops/dashboard';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { customRangeProblems, type RangeChoice } from './ops-dashboard-range';

export interface RangePickerProps {
  choice: RangeChoice;
  /** The range shown now (the custom fields start from it). */
  shown?: { from: string; to: string };
  onChoose: (choice: RangeChoice) => void;
}

/** The last 7, 30 or 90 days at one press, or a range typed in (checked as the server checks it). */
export function RangePicker({ choice, shown, onChoose }: RangePickerProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(choice.kind === 'custom' ? choice.range.from : (shown?.from ?? ''));
  const [to, setTo] = useState(choice.kind === 'custom' ? choice.range.to : (shown?.to ?? ''));
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', RangeProblem>>>({});
  const problemOf = (field: 'from' | 'to') => {
    const problem = problems[field];
    return problem ? t(`ops>dashboard>rangeProblems>${problem}`) : undefined;
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblems(from, to);
    setProblems(found);
    if (Object.keys(found).length === 0) onChoose({ kind: 'custom', range: { from, to } });
  };
  return (
    <div className="ops-dashboard__range ops-panel">
      <fieldset className="ops-dashboard__presets">
        <legend>{t('ops>dashboard>range')}</legend>
        {DASHBOARD_PRESET_DAYS.map((days) => (
          <Button
            key={days}
            variant={choice.kind === 'last' && choice.days === days ? 'primary' : 'secondary'}
            aria-pressed={choice.kind === 'last' && choice.days === days}
            onClick={() => onChoose({ kind: 'last', days })}
          >
            {t('ops>dashboard>lastDays', { count: days })}
          </Button>
        ))}
      </fieldset>
      <form className="ops-dashboard__custom" onSubmit={apply} noValidate aria-label={t('ops>dashboard>custom')}>
        <Input label={t('ops>dashboard>from')} type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} error={problemOf('from')} />
        <Input label={t('ops>dashboard>to')} type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} error={problemOf('to')} />
        <Button type="submit" variant={choice.kind === 'custom' ? 'primary' : 'secondary'}>
          {t('ops>dashboard>apply')}
        </Button>
      </form>
    </div>
  );
}
