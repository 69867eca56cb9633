import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { DASHBOARD_METRICS, daysOf, resolveDashboardRange } from '../../../domain/ops/dashboard';
import type { DashboardQuery, DashboardSeries, JobHealth } from '../../../domain/ops/dashboard.contract';
import type { Clock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { metricFigures, shopGmv } from './dashboard.repository';
import { METRIC_SOURCES } from './dashboard-sources';
import { listJobHealth } from './jobs.repository';

// Medians in minutes are shown to one decimal.
const roundTenth = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** The console's dashboard figures and job health; the routes check the caller's permission first. */
export class DashboardService {
  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock }) {}

  /** Every metric per Taipei day of the range asked for (30 days to today by default), with the range's figures, and the shop's GMV. */
  async figures(query: DashboardQuery) {
    const resolved = resolveDashboardRange(query, this.deps.clock.now());
    if (!resolved.ok) throw AppError.invalid([{ field: resolved.field, message: resolved.message }]);
    const { range } = resolved;
    const days = daysOf(range.from, range.to);
    const metrics: DashboardSeries[] = [];
    // One after another: PGlite serialises queries anyway, and PostgreSQL is spared a burst.
    for (const metric of DASHBOARD_METRICS) {
      const { perDay, total } = await metricFigures(this.deps.db, METRIC_SOURCES[metric.key], range);
      const round = metric.unit === 'minutes' ? roundTenth : (n: number | null) => n;
      metrics.push({ key: metric.key, unit: metric.unit, values: days.map((day) => round(perDay.get(day) ?? null)), total: round(total) });
    }
    // The shop's GMV is today's and the last 30 days' whatever the range (one query).
    const shop_gmv = await shopGmv(this.deps.db, new Date(`${taipeiDateKey(this.deps.clock.now())}T00:00:00+08:00`));
    return { from: range.from, to: range.to, days, metrics, shop_gmv };
  }

  /** Each scheduled job's last run, last failure and failures of the last 24 hours. */
  jobs(schedule: readonly { name: string; everyMs: number }[]): Promise<JobHealth[]> {
    return listJobHealth(this.deps.db, schedule, this.deps.clock.now());
  }
}
