import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { useApi } from '../../store/use-api';
import { getTotals, type Totals, type TotalsQuery } from './api/finance';
import { useTotalsCsvDownload } from './ops-finance-download';
import { useOpsSession } from './ops-session-context';
import { useOpsLoad } from './use-ops-load';

const PATTERN = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ } as const;

/** The last day `YYYY-MM-DD` of a month `YYYY-MM` (its own text when it is not one). */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The range typed is complete and in order. */
function readQuery(form: TotalsQuery): TotalsQuery | null {
  const pattern = PATTERN[form.period];
  return pattern.test(form.from) && pattern.test(form.to) && form.from <= form.to ? form : null;
}

function TotalsTable({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t(`ops>finance>periodHeader>${totals.period}`)}</th>
          {totals.columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {totals.rows.map((row) => (
          <tr key={row.period} className="ops-table__row">
            <td data-label={t(`ops>finance>periodHeader>${totals.period}`)}>{row.period}</td>
            {totals.columns.map((c) => (
              <td key={c.key} data-label={c.label}>
                {(row.values[c.key] ?? 0).toLocaleString('en-US')}
              </td>
            ))}
          </tr>
        ))}
        <tr className="ops-table__row">
          <th scope="row">{t('ops>finance>sum')}</th>
          {totals.columns.map((c) => (
            <td key={c.key} data-label={c.label}>
              {(totals.sums[c.key] ?? 0).toLocaleString('en-US')}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** Totals per Taipei day or month (credit sold, fees, refunds, adjustments, free credit), shown and downloadable as CSV. */
export function FinanceTotals({ initial }: { initial: TotalsQuery }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const download = useTotalsCsvDownload();
  const [form, setForm] = useState<TotalsQuery>(initial);
  const [query, setQuery] = useState<TotalsQuery>(initial);
  const [message, setMessage] = useState<string | undefined>();

  const { state, reload: load } = useOpsLoad(async () => {
    return await api((client) => getTotals(client, query));
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readQuery(form);
    setMessage(read ? undefined : t('ops>finance>rangeInvalid'));
    if (read) setQuery({ ...read });
  };
  const save = async () => {
    setMessage(undefined);
    const outcome = await download(query);
    if (outcome === 'session') return sessionGone();
    if (outcome === 'failed') setMessage(t('ops>finance>downloadFailed'));
  };
  const setField = (key: keyof TotalsQuery) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const choosePeriod = (event: { target: { value: string } }) => {
    const period = event.target.value === 'month' ? 'month' : 'day';
    // A day range becomes its months and back, so the fields stay well formed.
    setForm((f) => (period === 'month' ? { period, from: f.from.slice(0, 7), to: f.to.slice(0, 7) } : { period, from: `${f.from.slice(0, 7)}-01`, to: lastDayOf(f.to.slice(0, 7)) }));
  };
  const inputType = form.period === 'day' ? 'date' : 'month';

  return (
    <section className="ops-panel" aria-labelledby="totals-title">
      <h2 id="totals-title">{t('ops>finance>totalsTitle')}</h2>
      <form className="ops-filters" onSubmit={submit} noValidate aria-label={t('ops>finance>totalsRange')}>
        <div className="ops-filters__grid">
          <Select
            label={t('ops>finance>period')}
            name="period"
            options={[
              { value: 'day', label: t('ops>finance>periods>day') },
              { value: 'month', label: t('ops>finance>periods>month') },
            ]}
            value={form.period}
            onChange={choosePeriod}
          />
          <Input label={t('ops>finance>from')} type={inputType} name="from" value={form.from} onChange={setField('from')} />
          <Input label={t('ops>finance>to')} type={inputType} name="to" value={form.to} onChange={setField('to')} />
        </div>
        <div className="ops-actions">
          <Button type="submit">{t('ops>finance>show')}</Button>
          <Button variant="secondary" onClick={() => void save()}>
            {t('ops>finance>download')}
          </Button>
        </div>
      </form>
      <FormMessage tone="error" text={message} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' && (
        <div className="ops-table-wrap">
          <TotalsTable totals={state.data} />
        </div>
      )}
    </section>
  );
}
