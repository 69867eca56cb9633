import { type RawBuilder, sql } from 'kysely';
import { DashboardMetric, type DashboardMetricKey } from '../../../domain/ops/dashboard';

/**
 * Where each dashboard metric comes from: rows with an instant `at` (and for a time, a value
 * `v`) inside [start, end), each query using an index on its time column. The figures per Taipei
 * day and for the range are computed from these by dashboard.repository.ts.
 */
export interface MetricSource {
  /** count: rows per day; median: the median of `v` per day. */
  aggregate: 'count' | 'median';
  rows(start: Date, end: Date): RawBuilder<unknown>;
}

/** One source per metric of DASHBOARD_METRICS (the type makes a missing one a compile error). */
export const METRIC_SOURCES: Record<DashboardMetricKey, MetricSource> = {
  [DashboardMetric.NewUsers]: {
    aggregate: 'count',
    rows: (start, end) => sql`select u.created as at, null::float8 as v from users u where u.created >= ${start} and u.created < ${end}`,
  },
  // A pro is new on the day of his first service (an earlier service of his is looked up by index).
  [DashboardMetric.NewPros]: {
    aggregate: 'count',
    rows: (start, end) => sql`
      select s.created as at, null::float8 as v from quote_services s
      where s.created >= ${start} and s.created < ${end}
        and not exists (
          select 1 from quote_services e
          where e.user_id = s.user_id and (e.created < s.created or (e.created = s.created and e.id < s.id))
        )`,
  },
  [DashboardMetric.Requests]: {
    aggregate: 'count',
    rows: (start, end) => sql`select r.created as at, null::float8 as v from quote_requests r where r.created >= ${start} and r.created < ${end}`,
  },
  [DashboardMetric.Quotes]: {
    aggregate: 'count',
    rows: (start, end) =>
      sql`select b.quote_sent_on as at, null::float8 as v from quote_bids b where b.quote_sent_on >= ${start} and b.quote_sent_on < ${end}`,
  },
  [DashboardMetric.Hires]: {
    aggregate: 'count',
    rows: (start, end) => sql`select b.hired_on as at, null::float8 as v from quote_bids b where b.hired_on >= ${start} and b.hired_on < ${end}`,
  },
  // Counted on the request's day: minutes from posting to the first quote sent on it (requests without one are left out).
  [DashboardMetric.ResponseMinutes]: {
    aggregate: 'median',
    rows: (start, end) => sql`
      select r.created as at, extract(epoch from (f.first_sent - r.created)) / 60.0 as v
      from quote_requests r
      cross join lateral (
        select min(b.quote_sent_on) as first_sent from quote_bids b
        where b.quote_request_id = r.id and b.quote_sent_on is not null
      ) f
      where r.created >= ${start} and r.created < ${end} and f.first_sent is not null`,
  },
};
