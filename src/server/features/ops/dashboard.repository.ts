import { type Kysely, sql } from 'kysely';
import type { DashboardRange } from '../../../domain/ops/dashboard';
import { rangeInstants } from '../../../domain/ops/dashboard';
import type { ShopGmv } from '../../../domain/ops/dashboard.contract';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import type { Database } from '../../db/schema';
import type { MetricSource } from './dashboard-sources';

/** A metric's value per day of the range (null where nothing was measured) and its figure for the whole range. */
export interface MetricFigures {
  perDay: Map<string, number | null>;
  total: number | null;
}

// Taipei is UTC+8 all year (no daylight time), so its day is the UTC day of the instant plus 8 hours:
// no time zone data is needed, which PGlite may not carry.
const TAIPEI_DAY = sql`((src.at at time zone 'UTC') + interval '8 hours')::date`;

/**
 * One aggregate query per metric: the rows of the range grouped by Taipei day, with the range's
 * figure as the rollup's grand total, joined to every day of the range (days without rows too).
 */
export async function metricFigures(db: Kysely<Database>, source: MetricSource, range: DashboardRange): Promise<MetricFigures> {
  const { start, end } = rangeInstants(range);
  const aggregate = source.aggregate === 'count' ? sql`count(*)::float8` : sql`percentile_cont(0.5) within group (order by src.v)`;
  const { rows } = await sql<{ day: string | null; value: number | null }>`
    with agg as (
      select ${TAIPEI_DAY} as day, ${aggregate} as value
      from (${source.rows(start, end)}) src
      group by rollup (${TAIPEI_DAY})
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, a.value
    from generate_series(${range.from}::timestamp, ${range.to}::timestamp, interval '1 day') as d(day)
    left join agg a on a.day = d.day::date
    union all
    select null as day, a.value from agg a where a.day is null
  `.execute(db);
  const empty = source.aggregate === 'count' ? 0 : null;
  const perDay = new Map<string, number | null>();
  let total: number | null = empty;
  for (const row of rows) {
    const value = row.value === null ? empty : Number(row.value);
    if (row.day === null) total = value;
    else perDay.set(row.day, value);
  }
  return { perDay, total };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's GMV in one aggregate query: totals of the orders paid from `todayStart` (the start of
 * today in Taipei) and in the 30 Taipei days ending today; an order cancelled after paying (its
 * money refunded) is not counted.
 */
export async function shopGmv(db: Kysely<Database>, todayStart: Date): Promise<ShopGmv> {
  const from = new Date(todayStart.getTime() - 29 * DAY_MS);
  const to = new Date(todayStart.getTime() + DAY_MS);
  const row = await db
    .selectFrom('nshop_orders')
    .select([
      sql<string>`coalesce(sum(total) filter (where paid_at >= ${todayStart}), 0)`.as('today'),
      sql<string>`coalesce(sum(total), 0)`.as('last_30_days'),
    ])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', '<>', ShopOrderStatus.Cancelled)
    .executeTakeFirstOrThrow();
  return { today: Number(row.today), last_30_days: Number(row.last_30_days) };
}
