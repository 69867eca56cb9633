import { DAY_MS } from '../time';
import { taipeiDateKey } from '../time/datetime';

/**
 * The console's dashboard: the figures it shows per Taipei day. Each metric is one entry here
 * and one source on the server (features/ops/dashboard-sources.ts); a later module (safety
 * payments, shop orders) adds its series by adding one of each.
 */
export const DashboardMetric = {
  /** Accounts made that day. */
  NewUsers: 'new_users',
  /** Users whose first service was made that day. */
  NewPros: 'new_pros',
  /** Requests posted that day. */
  Requests: 'requests',
  /** Quotes sent that day. */
  Quotes: 'quotes',
  /** Hires made that day. */
  Hires: 'hires',
  /** Median minutes from a request (posted that day) to its first quote. */
  ResponseMinutes: 'response_minutes',
} as const;
export type DashboardMetricKey = (typeof DashboardMetric)[keyof typeof DashboardMetric];

/** count: summed over the range; minutes: a median, so the range's figure is the median of all its items. */
export type DashboardUnit = 'count' | 'minutes';

export interface DashboardMetricDef {
  key: DashboardMetricKey;
  unit: DashboardUnit;
  /** How its chart draws it: bars for daily counts, a line for a time. */
  chart: 'bar' | 'line';
}

/** The dashboard's metrics, in the order it shows them. */
export const DASHBOARD_METRICS: readonly DashboardMetricDef[] = [
  { key: DashboardMetric.NewUsers, unit: 'count', chart: 'bar' },
  { key: DashboardMetric.NewPros, unit: 'count', chart: 'bar' },
  { key: DashboardMetric.Requests, unit: 'count', chart: 'bar' },
  { key: DashboardMetric.Quotes, unit: 'count', chart: 'bar' },
  { key: DashboardMetric.Hires, unit: 'count', chart: 'bar' },
  { key: DashboardMetric.ResponseMinutes, unit: 'minutes', chart: 'line' },
];
export const DASHBOARD_METRIC_KEYS = DASHBOARD_METRICS.map((m) => m.key) as [DashboardMetricKey, ...DashboardMetricKey[]];

/** Days shown without a range asked for (ending today). */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range one call may ask for. */
export const DASHBOARD_MAX_DAYS = 366;
/** The range picker's quick choices, in days ending today. */
export const DASHBOARD_PRESET_DAYS = [7, 30, 90] as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The zh-TW reasons a range is refused (the field is named beside them). */
export const DASHBOARD_RANGE_TEXT = {
  badDate: '日期格式須為 YYYY-MM-DD',
  endsBeforeStart: '結束日期不可早於起始日期',
  tooLong: `日期區間最多 ${DASHBOARD_MAX_DAYS} 天`,
} as const;

/** Whole days since 1970-01-01 of a `YYYY-MM-DD` day; null when it is not a real date. */
export function dayNumberOf(day: string): number | null {
  if (!DAY_PATTERN.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}

/** The `YYYY-MM-DD` day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const count = (dayNumberOf(to) ?? 0) - (dayNumberOf(from) ?? 0) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/** The `count` days ending with the Taipei day of `now`. */
export function lastDays(now: Date, count: number): DashboardRange {
  const to = taipeiDateKey(now);
  return { from: addDays(to, 1 - count), to };
}

export interface DashboardRange {
  from: string;
  to: string;
}

export type RangeProblem = keyof typeof DASHBOARD_RANGE_TEXT;
export type RangeResult = { ok: true; range: DashboardRange } | { ok: false; field: 'from' | 'to'; problem: RangeProblem; message: string };

const refuse = (field: 'from' | 'to', problem: RangeProblem): RangeResult => ({ ok: false, field, problem, message: DASHBOARD_RANGE_TEXT[problem] });

/**
 * The range a call asks for: both ends Taipei days, both included. Without `to` it ends today,
 * without `from` it starts so as to show the default number of days up to `to`.
 */
export function resolveDashboardRange(query: { from?: string; to?: string }, now: Date): RangeResult {
  const to = query.to ?? taipeiDateKey(now);
  const toDay = dayNumberOf(to);
  if (toDay === null) return refuse('to', 'badDate');
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  const fromDay = dayNumberOf(from);
  if (fromDay === null) return refuse('from', 'badDate');
  if (toDay < fromDay) return refuse('to', 'endsBeforeStart');
  if (toDay - fromDay + 1 > DASHBOARD_MAX_DAYS) return refuse('from', 'tooLong');
  return { ok: true, range: { from, to } };
}

/** The instants a range covers: from Taipei midnight of `from` up to (not including) the midnight after `to`. */
export function rangeInstants(range: DashboardRange): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00+08:00`), end: new Date(`${addDays(range.to, 1)}T00:00:00+08:00`) };
}
