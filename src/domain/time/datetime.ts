import { DAY_MS, MINUTE_MS, MINUTES_PER_HOUR } from './units';
import { WEEKDAY_SHORT_LABEL, Weekday, type WeekdayId } from './weekday';

/** Taiwan is fixed at UTC+8 with no daylight saving, so one constant offset suffices. */
export const TAIPEI_OFFSET_MINUTES = 480;
/** The same offset in milliseconds. */
export const TAIPEI_OFFSET_MS = TAIPEI_OFFSET_MINUTES * MINUTE_MS;

// The storage format has a four-digit year, so only these years round-trip.
const MIN_YEAR = 0;
const MAX_YEAR = 9999;
const YEAR_DIGITS = 4;
const FIELD_DIGITS = 2;
// Date#getUTCDay counts Sunday as 0; ISO counts it as 7.
const JS_SUNDAY = 0;
const UTC_STRING_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Calendar and clock fields of an instant as seen in Taipei. */
export interface TaipeiParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: WeekdayId;
}

/** Throws RangeError unless the date is valid and its year fits the four-digit storage format. */
export function assertValidDate(date: Date): void {
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Invalid or out-of-range date: ${String(date)}`);
  }
}

const pad = (value: number, digits: number = FIELD_DIGITS): string => String(value).padStart(digits, '0');

/** Formats an instant as the stored `YYYY-MM-DD HH:mm:ss` UTC string. */
export function toUtcString(date: Date): string {
  assertValidDate(date);
  const day = `${pad(date.getUTCFullYear(), YEAR_DIGITS)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Parses a stored `YYYY-MM-DD HH:mm:ss` UTC string; throws RangeError if malformed or impossible. */
export function parseUtcString(s: string): Date {
  const match = UTC_STRING_PATTERN.exec(s);
  if (!match) throw new RangeError(`Malformed UTC time string: ${s}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // setUTCFullYear rather than Date.UTC, which would map years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  // Date silently rolls overflow (Feb 30 → Mar 2), so a changed round-trip means the value was impossible.
  if (toUtcString(date) !== s) throw new RangeError(`Impossible UTC time: ${s}`);
  return date;
}

/** Splits an instant into its Taipei (UTC+8) calendar and clock fields. */
export function toTaipeiParts(date: Date): TaipeiParts {
  assertValidDate(date);
  // Shifting by the offset lets the UTC getters read Taipei wall-clock fields.
  const shifted = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  const jsDay = shifted.getUTCDay();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: (jsDay === JS_SUNDAY ? Weekday.Sun : jsDay) as WeekdayId,
  };
}

/** Display patterns accepted by formatTaipei; the last is the zh-TW long form. */
export const TAIPEI_PATTERNS = ['YYYY-MM-DD HH:mm', 'YYYY/MM/DD', 'HH:mm', 'YYYY年M月D日（W）HH:mm'] as const;
/** The zh-TW long form, "2026年12月1日（二）09:00", for components that must not spell it. */
export const TAIPEI_LONG_PATTERN = TAIPEI_PATTERNS[3];
export type TaipeiPattern = (typeof TAIPEI_PATTERNS)[number];

const clock = (p: TaipeiParts): string => `${pad(p.hour)}:${pad(p.minute)}`;

const FORMATTERS: Record<TaipeiPattern, (p: TaipeiParts) => string> = {
  'YYYY-MM-DD HH:mm': (p) => `${pad(p.year, YEAR_DIGITS)}-${pad(p.month)}-${pad(p.day)} ${clock(p)}`,
  'YYYY/MM/DD': (p) => `${pad(p.year, YEAR_DIGITS)}/${pad(p.month)}/${pad(p.day)}`,
  'HH:mm': clock,
  // zh-TW prose dates do not zero-pad month and day, but the clock stays two-digit.
  'YYYY年M月D日（W）HH:mm': (p) => `${p.year}年${p.month}月${p.day}日（${WEEKDAY_SHORT_LABEL[p.weekday]}）${clock(p)}`,
};

/** Formats an instant for display in Taipei time. */
export function formatTaipei(date: Date, pattern: TaipeiPattern = 'YYYY-MM-DD HH:mm'): string {
  return FORMATTERS[pattern](toTaipeiParts(date));
}

/** The Taipei calendar date of an instant as `YYYY-MM-DD`, for grouping by local day. */
export function taipeiDateKey(date: Date): string {
  const p = toTaipeiParts(date);
  return `${pad(p.year, YEAR_DIGITS)}-${pad(p.month)}-${pad(p.day)}`;
}

/** ISO weekday (Mon=1..Sun=7) of an instant in Taipei. */
export function isoWeekday(date: Date): WeekdayId {
  return toTaipeiParts(date).weekday;
}

/** Minutes since Taipei midnight (0..1439), seconds ignored. */
export function taipeiMinuteOfDay(date: Date): number {
  const p = toTaipeiParts(date);
  return p.hour * MINUTES_PER_HOUR + p.minute;
}

/** Whole Taipei calendar days since 1970-01-01, so day differences ignore clock time. */
export function taipeiDayNumber(date: Date): number {
  assertValidDate(date);
  return Math.floor((date.getTime() + TAIPEI_OFFSET_MS) / DAY_MS);
}

/** Monday 00:00 Taipei time of the week holding the instant (weeks start Monday). */
export function startOfTaipeiWeek(date: Date): Date {
  const daysSinceMonday = isoWeekday(date) - Weekday.Mon;
  const mondayDayNumber = taipeiDayNumber(date) - daysSinceMonday;
  return new Date(mondayDayNumber * DAY_MS - TAIPEI_OFFSET_MS);
}
