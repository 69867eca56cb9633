import { taipeiMidnight } from '../../../domain/calendar';
import { parseUtcString, toTaipeiParts } from '../../../domain/time';

export { clockOf, dateTimeOf } from '../../lib/taipei-time';

/** Month, day and weekday of a Taipei date, for headings. */
export function dayParts(dateKey: string) {
  const midnight = taipeiMidnight(dateKey);
  if (!midnight) throw new RangeError(`Not a date: ${dateKey}`);
  const p = toTaipeiParts(midnight);
  return { month: p.month, day: p.day, weekday: p.weekday };
}

/** Whether [begin, end) of two UTC strings touches the Taipei date. */
export function touchesDay(begin: string, end: string, dateKey: string): boolean {
  const start = taipeiMidnight(dateKey);
  if (!start) return false;
  const dayEnd = start.getTime() + 86_400_000;
  return parseUtcString(begin).getTime() < dayEnd && parseUtcString(end).getTime() > start.getTime();
}
