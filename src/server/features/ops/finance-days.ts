import { DAY_MS } from '../../../domain/time';

/** Taipei is UTC+8 all year (no daylight saving), so a Taipei day is a fixed UTC range. */
const TAIPEI = '+08:00';

/** The UTC range [start, end) of a Taipei day `YYYY-MM-DD`. */
export function taipeiDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${TAIPEI}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The UTC range [start, end) of Taipei months `YYYY-MM` from `from` to `to`, both included. */
export function taipeiMonthRange(from: string, to: string): { start: Date; end: Date } {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: new Date(`${from}-01T00:00:00${TAIPEI}`), end: new Date(`${next}-01T00:00:00${TAIPEI}`) };
}

/** Days from `from` to `to` (`YYYY-MM-DD`), both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((taipeiDayRange(to).start.getTime() - taipeiDayRange(from).start.getTime()) / DAY_MS) + 1;
}

/** Months from `from` to `to` (`YYYY-MM`), both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** SQL text turning a timestamptz column into its Taipei day or month key. */
export function taipeiPeriodFormat(period: 'day' | 'month'): string {
  return period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
}
