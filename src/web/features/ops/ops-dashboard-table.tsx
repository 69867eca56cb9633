import { useTranslation } from 'react-i18next';
import type { DashboardFigures, DashboardSeries } from './api/dashboard';
import { formatFigure, metricName } from './ops-dashboard-format';

const totalKey = (s: DashboardSeries) => (s.unit === 'minutes' ? 'ops>dashboard>median' : 'ops>dashboard>total');

/** Every metric per day in one table (the accessible view of the charts), with the range's figures last. */
export function DashboardTable({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-dashboard__table">
        <caption className="visually-hidden">{t('ops>dashboard>title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ops>dashboard>day')}</th>
            {figures.metrics.map((m) => (
              <th scope="col" key={m.key}>
                {t(metricName(m.key))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.days.map((day, i) => (
            <tr key={day} className="ops-table__row">
              <th scope="row">{day}</th>
              {figures.metrics.map((m) => (
                <td key={m.key} data-label={t(metricName(m.key))}>
                  {formatFigure(t, m.unit, m.values[i] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('ops>dashboard>total')}</th>
            {figures.metrics.map((m) => (
              <td key={m.key} data-label={`${t(metricName(m.key))} ${t(totalKey(m))}`}>
                {formatFigure(t, m.unit, m.total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One metric per day, as a short table: what a chart shows where it cannot be drawn. */
export function SeriesTable({ days, series }: { days: readonly string[]; series: DashboardSeries }) {
  const { t } = useTranslation();
  return (
    <table className="ops-table ops-dashboard__series">
      <caption className="visually-hidden">{t(metricName(series.key))}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ops>dashboard>day')}</th>
          <th scope="col">{t(metricName(series.key))}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day, i) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>{formatFigure(t, series.unit, series.values[i] ?? null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
