import { DAY_MS, parseUtcString, taipeiDateKey, toTaipeiParts, toUtcString, type WeekdayId } from '../time';
import { taipeiMidnight } from './free-slots';

/** The Taipei date `days` after a `YYYY-MM-DD` date (negative goes back). */
export function addDays(dateKey: string, days: number): string {
  const midnight = taipeiMidnight(dateKey);
  if (!midnight) throw new RangeError(`Not a date: ${dateKey}`);
  return taipeiDateKey(new Date(midnight.getTime() + days * DAY_MS));
}

/** ISO weekday (Mon=1..Sun=7) of a Taipei date. */
export function weekdayOfDate(dateKey: string): WeekdayId {
  const midnight = taipeiMidnight(dateKey);
  if (!midnight) throw new RangeError(`Not a date: ${dateKey}`);
  return toTaipeiParts(midnight).weekday;
}

/** The Monday of the week holding a Taipei date (weeks start Monday, spec section 9). */
export function mondayOf(dateKey: string): string {
  return addDays(dateKey, 1 - weekdayOfDate(dateKey));
}

/** The stored UTC string of a Taipei date and `HH:mm` clock, e.g. ('2026-12-01', '09:00') → '2026-12-01 01:00:00'. */
export function taipeiToUtcString(dateKey: string, clock: string): string | undefined {
  const midnight = taipeiMidnight(dateKey);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!midnight || !match) return undefined;
  return toUtcString(new Date(midnight.getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000));
}

/** The Taipei date of a stored UTC string. */
export function taipeiDateOfUtc(value: string): string {
  return taipeiDateKey(parseUtcString(value));
}
