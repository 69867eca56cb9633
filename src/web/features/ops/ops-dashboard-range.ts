import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_PRESET_DAYS,
  type DashboardRange,
  lastDays,
  type RangeProblem,
  resolveDashboardRange,
} from '../../../domain/ops/dashboard';

/** What the range picker shows: one of the quick choices (days to today), or a range typed in. */
export type RangeChoice = { kind: 'last'; days: number } | { kind: 'custom'; range: DashboardRange };

export const DEFAULT_CHOICE: RangeChoice = { kind: 'last', days: DASHBOARD_DEFAULT_DAYS };

/** The choice in the address (`?days=7`, `?from=…&to=…`), the default one when there is none or it is unreadable. */
export function rangeChoiceFromSearch(search: string): RangeChoice {
  const query = new URLSearchParams(search);
  const days = Number(query.get('days'));
  if ((DASHBOARD_PRESET_DAYS as readonly number[]).includes(days)) return { kind: 'last', days };
  const from = query.get('from');
  const to = query.get('to');
  if (from && to && resolveDashboardRange({ from, to }, new Date()).ok) return { kind: 'custom', range: { from, to } };
  return DEFAULT_CHOICE;
}

/** The address's query string for a choice (none for the default). */
export function rangeChoiceSearch(choice: RangeChoice): string {
  if (choice.kind === 'custom') return `?from=${choice.range.from}&to=${choice.range.to}`;
  return choice.days === DASHBOARD_DEFAULT_DAYS ? '' : `?days=${choice.days}`;
}

/** The range to ask for: the days up to today in Taipei for a quick choice (undefined: the server's default). */
export function rangeOfChoice(choice: RangeChoice, now: Date): DashboardRange | undefined {
  if (choice.kind === 'custom') return choice.range;
  return choice.days === DASHBOARD_DEFAULT_DAYS ? undefined : lastDays(now, choice.days);
}

/** The problem of a typed range, by field (the same rules as the server's). */
export function customRangeProblems(from: string, to: string): Partial<Record<'from' | 'to', RangeProblem>> {
  if (!from) return { from: 'badDate' };
  if (!to) return { to: 'badDate' };
  const resolved = resolveDashboardRange({ from, to }, new Date());
  return resolved.ok ? {} : { [resolved.field]: resolved.problem };
}
