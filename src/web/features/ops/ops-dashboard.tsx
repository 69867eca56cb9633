import { formatTwd } from '../../../domain/money/twd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_METRICS } from '../../../domain/ops/dashboard';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { type DashboardSeries, getDashboard } from './api/dashboard';
import { Chart } from './chart';
import { formatFigure, metricName } from './ops-dashboard-format';
import { rangeChoiceFromSearch, rangeChoiceSearch, rangeOfChoice } from './ops-dashboard-range';
import { RangePicker } from './ops-dashboard-range-picker';
import { DashboardTable, SeriesTable } from './ops-dashboard-table';
import { OPS_HOME_PATH, OPS_JOBS_PATH } from './ops-paths';
import './ops-dashboard.css';
import { useOpsLoad } from './use-ops-load';

type View = 'charts' | 'table';

const chartKind = (key: string) => DASHBOARD_METRICS.find((m) => m.key === key)?.chart ?? 'bar';

function MetricCard({ series, days }: { series: DashboardSeries; days: readonly string[] }) {
  const { t } = useTranslation();
  const name = t(metricName(series.key));
  const total = formatFigure(t, series.unit, series.total);
  const totalLabel = t(series.unit === 'minutes' ? 'ops>dashboard>median' : 'ops>dashboard>total');
  return (
    <li className="ops-panel ops-dashboard__card">
      <h3 className="ops-dashboard__name">{name}</h3>
      <p className="ops-dashboard__total">
        <span className="ops-dashboard__figure">{total}</span> <span className="ops-dashboard__total-label">{totalLabel}</span>
      </p>
      <p className="ops-dashboard__hint">{t(`ops>dashboard>hints>${series.key}`)}</p>
      <Chart
        days={days}
        values={series.values}
        kind={chartKind(series.key)}
        label={t('ops>dashboard>chartLabel', { name, summary: `${totalLabel} ${total}` })}
        fallback={<SeriesTable days={days} series={series} />}
      />
    </li>
  );
}

/** The console's figures per Taipei day: a range picker, one small chart per metric with its total, or all of it as a table. */
export function OpsDashboard() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  // The range lives in the address: reloading or sharing the page shows the same days.
  const choice = rangeChoiceFromSearch(location.search);
  const [view, setView] = useState<View>('charts');

  const { state, reload: load } = useOpsLoad(async () => {
    const range = rangeOfChoice(rangeChoiceFromSearch(location.search), new Date());
    return await api((client) => getDashboard(client, range));
  }, [location.search]);

  const shown = state.kind === 'loaded' ? { from: state.data.from, to: state.data.to } : undefined;
  return (
    <section className="ops-dashboard" aria-labelledby="ops-dashboard-title">
      <h2 className="ops-subtitle" id="ops-dashboard-title">
        {t('ops>dashboard>title')}
      </h2>
      <p>{t('ops>dashboard>lead')}</p>
      <RangePicker key={`${location.search}|${shown?.from ?? ''}`} choice={choice} shown={shown} onChoose={(next) => navigate(`${OPS_HOME_PATH}${rangeChoiceSearch(next)}`)} />
      <fieldset className="ops-actions ops-dashboard__view">
        <legend className="visually-hidden">{t('ops>dashboard>view')}</legend>
        {(['charts', 'table'] as const).map((v) => (
          <Button key={v} variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => setView(v)}>
            {t(`ops>dashboard>${v}`)}
          </Button>
        ))}
      </fieldset>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' && (
        <>
          <p className="ops-count">{t('ops>dashboard>showing', { from: state.data.from, to: state.data.to, count: state.data.days.length })}</p>
          <dl className="ops-dashboard__gmv" aria-label={t('ops>dashboard>shopGmv')}>
            <dt>{t('ops>dashboard>shopGmvToday')}</dt>
            <dd data-testid="shop-gmv-today">{formatTwd(state.data.shop_gmv.today)}</dd>
            <dt>{t('ops>dashboard>shopGmv30')}</dt>
            <dd data-testid="shop-gmv-30">{formatTwd(state.data.shop_gmv.last_30_days)}</dd>
          </dl>
          {view === 'table' ? (
            <DashboardTable figures={state.data} />
          ) : (
            <ul className="ops-dashboard__cards">
              {state.data.metrics.map((series) => (
                <MetricCard key={series.key} series={series} days={state.data.days} />
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <Link to={OPS_JOBS_PATH}>{t('ops>dashboard>jobsLink')}</Link>
      </p>
    </section>
  );
}
