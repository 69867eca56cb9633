import { TAIPEI_OFFSET_MS, toTaipeiParts, toUtcString } from '../time/datetime';
import { REVENUE_SUMMARY_MONTHS } from './business-loan';
import type { RevenueSummary } from './business-loans.contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The months a revenue summary covers at `now`: this Taipei month and the 11 before it, oldest
 * first (`YYYY-MM`), and the instant the first of them began (midnight Taipei on its first day).
 */
export function summaryMonths(now: Date, count: number = REVENUE_SUMMARY_MONTHS): { months: string[]; since: Date } {
  const { year, month } = toTaipeiParts(now);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  }
  const first = months[0] ?? `${year}-${pad(month)}`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  return { months, since: new Date(Date.UTC(y, m - 1, 1) - TAIPEI_OFFSET_MS) };
}

/** The summary shared with the partner: every month of the window (0 where nothing was released), the totals. */
export function buildRevenueSummary(now: Date, released: readonly { month: string; amount: number; releases: number }[]): RevenueSummary {
  const byMonth = new Map(released.map((r) => [r.month, r]));
  const months = summaryMonths(now).months.map((month) => ({ month, amount: byMonth.get(month)?.amount ?? 0, releases: byMonth.get(month)?.releases ?? 0 }));
  return {
    months,
    total: months.reduce((sum, m) => sum + m.amount, 0),
    releases: months.reduce((sum, m) => sum + m.releases, 0),
    currency: 'TWD',
    computed_at: toUtcString(now),
  };
}
