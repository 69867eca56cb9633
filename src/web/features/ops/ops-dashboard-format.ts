import type { TFunction } from 'i18next';
import type { DashboardSeries } from './api/dashboard';

/** One figure as the dashboard shows it: a count with separators, a time in minutes, a dash for nothing measured. */
export function formatFigure(t: TFunction, unit: DashboardSeries['unit'], value: number | null): string {
  if (value === null) return t('ops>dashboard>noValue');
  const shown = value.toLocaleString('en-US');
  return unit === 'minutes' ? t('ops>dashboard>minutes', { value: shown }) : shown;
}

/** The i18n key of a metric's name. */
export const metricName = (key: string) => `ops>dashboard>metrics>${key}`;
