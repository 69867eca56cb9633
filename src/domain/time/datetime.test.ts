import { describe, expect, it } from 'vitest';
import {
  TAIPEI_OFFSET_MINUTES,
  TAIPEI_PATTERNS,
  type TaipeiPattern,
  assertValidDate,
  formatTaipei,
  isoWeekday,
  parseUtcString,
  startOfTaipeiWeek,
  taipeiDateKey,
  taipeiDayNumber,
  taipeiMinuteOfDay,
  toTaipeiParts,
  toUtcString,
} from './datetime';
import { Weekday } from './weekday';

const utc = parseUtcString;

/** Builds a Date from UTC fields without Date.UTC's 1900s mapping of years 0-99. */
function utcFields(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date;
}

describe('TAIPEI_OFFSET_MINUTES', () => {
  it('is UTC+8 with no daylight saving', () => {
    expect(TAIPEI_OFFSET_MINUTES).toBe(480);
  });
});

describe('toUtcString', () => {
  it.each([
    { name: 'the epoch', date: utcFields(1970, 1, 1), expected: '1970-01-01 00:00:00' },
    { name: 'single-digit fields zero-padded', date: utcFields(2026, 1, 5, 3, 4, 5), expected: '2026-01-05 03:04:05' },
    { name: 'the last second of a year', date: utcFields(2026, 12, 31, 23, 59, 59), expected: '2026-12-31 23:59:59' },
    { name: 'milliseconds dropped, not rounded', date: utcFields(2026, 12, 31, 23, 59, 59, 999), expected: '2026-12-31 23:59:59' },
    { name: 'a leap day', date: utcFields(2024, 2, 29, 12), expected: '2024-02-29 12:00:00' },
    { name: 'a two-digit year padded to four', date: utcFields(50, 1, 1), expected: '0050-01-01 00:00:00' },
    { name: 'the last representable second', date: utcFields(9999, 12, 31, 23, 59, 59), expected: '9999-12-31 23:59:59' },
  ])('formats $name as $expected', ({ date, expected }) => {
    expect(toUtcString(date)).toBe(expected);
  });

  it('uses UTC fields, not Taipei ones, for an instant already past midnight in Taipei', () => {
    expect(toUtcString(utcFields(2026, 11, 22, 16))).toBe('2026-11-22 16:00:00');
  });

  it.each([
    { name: 'an invalid Date', date: new Date(Number.NaN) },
    { name: 'a five-digit year', date: utcFields(10000, 1, 1) },
    { name: 'a negative year', date: utcFields(-1, 12, 31) },
  ])('throws RangeError for $name', ({ date }) => {
    expect(() => toUtcString(date)).toThrow(RangeError);
  });
});

describe('parseUtcString', () => {
  it.each([
    { input: '1970-01-01 00:00:00', expected: utcFields(1970, 1, 1) },
    { input: '2026-11-22 16:00:00', expected: utcFields(2026, 11, 22, 16) },
    { input: '2026-12-31 23:59:59', expected: utcFields(2026, 12, 31, 23, 59, 59) },
    { input: '2024-02-29 00:00:00', expected: utcFields(2024, 2, 29) },
    { input: '2000-02-29 00:00:00', expected: utcFields(2000, 2, 29) },
    { input: '2026-04-30 08:30:15', expected: utcFields(2026, 4, 30, 8, 30, 15) },
    { input: '0050-06-01 00:00:00', expected: utcFields(50, 6, 1) },
  ])('reads $input as that UTC instant', ({ input, expected }) => {
    expect(parseUtcString(input).getTime()).toBe(expected.getTime());
  });

  it.each([
    { name: 'February 30', input: '2026-02-30 00:00:00' },
    { name: 'February 29 in a common year', input: '2025-02-29 00:00:00' },
    { name: 'February 29 in a century non-leap year', input: '1900-02-29 00:00:00' },
    { name: 'April 31', input: '2026-04-31 00:00:00' },
    { name: 'month 13', input: '2026-13-01 00:00:00' },
    { name: 'month 00', input: '2026-00-10 00:00:00' },
    { name: 'day 00', input: '2026-01-00 00:00:00' },
    { name: 'day 32', input: '2026-01-32 00:00:00' },
    { name: 'hour 24', input: '2026-01-01 24:00:00' },
    { name: 'minute 60', input: '2026-01-01 00:60:00' },
    { name: 'a leap second', input: '2026-12-31 23:59:60' },
    { name: 'the ISO T separator', input: '2026-01-01T00:00:00' },
    { name: 'a Z suffix', input: '2026-01-01 00:00:00Z' },
    { name: 'milliseconds', input: '2026-01-01 00:00:00.000' },
    { name: 'missing seconds', input: '2026-01-01 00:00' },
    { name: 'a date only', input: '2026-01-01' },
    { name: 'unpadded month and day', input: '2026-1-1 00:00:00' },
    { name: 'surrounding whitespace', input: ' 2026-01-01 00:00:00 ' },
    { name: 'slashes', input: '2026/01/01 00:00:00' },
    { name: 'an empty string', input: '' },
    { name: 'junk', input: 'yesterday' },
  ])('throws RangeError for $name ($input)', ({ input }) => {
    expect(() => parseUtcString(input)).toThrow(RangeError);
  });

  it.each(['1970-01-01 00:00:00', '2024-02-29 23:59:59', '2026-11-22 16:00:00', '9999-12-31 23:59:59'])(
    'round-trips %s through toUtcString',
    (input) => {
      expect(toUtcString(parseUtcString(input))).toBe(input);
    },
  );
});

describe('assertValidDate', () => {
  it('accepts a valid date in the four-digit year range', () => {
    expect(() => assertValidDate(utc('2026-01-01 00:00:00'))).not.toThrow();
  });

  it('rejects an invalid Date with RangeError', () => {
    expect(() => assertValidDate(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('toTaipeiParts', () => {
  it.each([
    {
      name: 'Taipei midnight rolls to the next day',
      input: '2026-11-22 16:00:00',
      expected: { year: 2026, month: 11, day: 23, hour: 0, minute: 0, second: 0, weekday: Weekday.Mon },
    },
    {
      name: 'one second before Taipei midnight stays on the same day',
      input: '2026-11-22 15:59:59',
      expected: { year: 2026, month: 11, day: 22, hour: 23, minute: 59, second: 59, weekday: Weekday.Sun },
    },
    {
      name: 'UTC midnight is 08:00 in Taipei',
      input: '2026-11-22 00:00:00',
      expected: { year: 2026, month: 11, day: 22, hour: 8, minute: 0, second: 0, weekday: Weekday.Sun },
    },
    {
      name: 'the year rolls over in Taipei first',
      input: '2026-12-31 16:00:00',
      expected: { year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: Weekday.Fri },
    },
    {
      name: 'the last second of the year in Taipei',
      input: '2026-12-31 15:59:59',
      expected: { year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, weekday: Weekday.Thu },
    },
    {
      name: 'the month rolls over in Taipei',
      input: '2026-04-30 16:00:00',
      expected: { year: 2026, month: 5, day: 1, hour: 0, minute: 0, second: 0, weekday: Weekday.Fri },
    },
    {
      name: 'a leap day begins in Taipei',
      input: '2024-02-28 16:00:00',
      expected: { year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0, weekday: Weekday.Thu },
    },
  ])('$name ($input UTC)', ({ input, expected }) => {
    expect(toTaipeiParts(utc(input))).toEqual(expected);
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => toTaipeiParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('isoWeekday', () => {
  it.each([
    { input: '2026-11-22 16:00:00', taipei: 'Mon 2026-11-23 00:00', expected: Weekday.Mon },
    { input: '2026-11-23 16:00:00', taipei: 'Tue 2026-11-24 00:00', expected: Weekday.Tue },
    { input: '2026-11-24 16:00:00', taipei: 'Wed 2026-11-25 00:00', expected: Weekday.Wed },
    { input: '2026-11-25 16:00:00', taipei: 'Thu 2026-11-26 00:00', expected: Weekday.Thu },
    { input: '2026-11-26 16:00:00', taipei: 'Fri 2026-11-27 00:00', expected: Weekday.Fri },
    { input: '2026-11-27 16:00:00', taipei: 'Sat 2026-11-28 00:00', expected: Weekday.Sat },
    { input: '2026-11-28 16:00:00', taipei: 'Sun 2026-11-29 00:00', expected: Weekday.Sun },
    { input: '2026-11-29 15:59:59', taipei: 'Sun 2026-11-29 23:59:59', expected: Weekday.Sun },
    { input: '2026-11-29 16:00:00', taipei: 'Mon 2026-11-30 00:00', expected: Weekday.Mon },
  ])('is $expected at $taipei Taipei ($input UTC)', ({ input, expected }) => {
    expect(isoWeekday(utc(input))).toBe(expected);
  });
});

describe('formatTaipei', () => {
  it.each([
    { input: '2026-11-22 06:05:09', pattern: 'YYYY-MM-DD HH:mm', expected: '2026-11-22 14:05' },
    { input: '2026-11-22 06:05:09', pattern: 'YYYY/MM/DD', expected: '2026/11/22' },
    { input: '2026-11-22 06:05:09', pattern: 'HH:mm', expected: '14:05' },
    { input: '2026-11-22 06:05:09', pattern: 'YYYY年M月D日（W）HH:mm', expected: '2026年11月22日（日）14:05' },
    { input: '2026-11-22 16:00:00', pattern: 'YYYY-MM-DD HH:mm', expected: '2026-11-23 00:00' },
    { input: '2026-11-22 16:00:00', pattern: 'YYYY/MM/DD', expected: '2026/11/23' },
    { input: '2026-11-22 16:00:00', pattern: 'HH:mm', expected: '00:00' },
    { input: '2026-11-22 16:00:00', pattern: 'YYYY年M月D日（W）HH:mm', expected: '2026年11月23日（一）00:00' },
    { input: '2026-12-31 16:00:00', pattern: 'YYYY/MM/DD', expected: '2027/01/01' },
    { input: '2026-01-05 01:05:00', pattern: 'YYYY-MM-DD HH:mm', expected: '2026-01-05 09:05' },
    { input: '2026-01-05 01:05:00', pattern: 'YYYY年M月D日（W）HH:mm', expected: '2026年1月5日（一）09:05' },
    { input: '2026-11-29 15:59:59', pattern: 'HH:mm', expected: '23:59' },
  ] satisfies { input: string; pattern: TaipeiPattern; expected: string }[])(
    'formats $input UTC with $pattern as $expected',
    ({ input, pattern, expected }) => {
      expect(formatTaipei(utc(input), pattern)).toBe(expected);
    },
  );

  it('defaults to YYYY-MM-DD HH:mm', () => {
    expect(formatTaipei(utc('2026-11-22 06:05:09'))).toBe('2026-11-22 14:05');
  });

  it.each([
    { expected: '一', input: '2026-11-23 04:00:00' },
    { expected: '二', input: '2026-11-24 04:00:00' },
    { expected: '三', input: '2026-11-25 04:00:00' },
    { expected: '四', input: '2026-11-26 04:00:00' },
    { expected: '五', input: '2026-11-27 04:00:00' },
    { expected: '六', input: '2026-11-28 04:00:00' },
    { expected: '日', input: '2026-11-29 04:00:00' },
  ])('writes the weekday of $input UTC as （$expected） in the long form', ({ input, expected }) => {
    expect(formatTaipei(utc(input), 'YYYY年M月D日（W）HH:mm')).toContain(`（${expected}）`);
  });

  it('supports every listed pattern', () => {
    for (const pattern of TAIPEI_PATTERNS) {
      expect(formatTaipei(utc('2026-11-22 06:05:09'), pattern)).not.toBe('');
    }
  });
});

describe('taipeiDateKey', () => {
  it.each([
    { input: '2026-11-22 15:59:59', expected: '2026-11-22' },
    { input: '2026-11-22 16:00:00', expected: '2026-11-23' },
    { input: '2026-11-22 00:00:00', expected: '2026-11-22' },
    { input: '2026-12-31 15:59:59', expected: '2026-12-31' },
    { input: '2026-12-31 16:00:00', expected: '2027-01-01' },
    { input: '2026-01-04 16:00:00', expected: '2026-01-05' },
  ])('keys $input UTC as Taipei day $expected', ({ input, expected }) => {
    expect(taipeiDateKey(utc(input))).toBe(expected);
  });
});

describe('taipeiMinuteOfDay', () => {
  it.each([
    { input: '2026-11-22 16:00:00', taipei: '00:00:00', expected: 0 },
    { input: '2026-11-22 16:00:59', taipei: '00:00:59', expected: 0 },
    { input: '2026-11-22 16:01:00', taipei: '00:01:00', expected: 1 },
    { input: '2026-11-23 01:00:00', taipei: '09:00:00', expected: 540 },
    { input: '2026-11-23 15:59:59', taipei: '23:59:59', expected: 1439 },
  ])('is $expected at $taipei Taipei ($input UTC)', ({ input, expected }) => {
    expect(taipeiMinuteOfDay(utc(input))).toBe(expected);
  });
});

describe('taipeiDayNumber', () => {
  it.each([
    { input: '1970-01-01 00:00:00', expected: 0 },
    { input: '1969-12-31 16:00:00', expected: 0 },
    { input: '1969-12-31 15:59:59', expected: -1 },
    { input: '1970-01-01 15:59:59', expected: 0 },
    { input: '1970-01-01 16:00:00', expected: 1 },
  ])('counts $input UTC as Taipei day $expected', ({ input, expected }) => {
    expect(taipeiDayNumber(utc(input))).toBe(expected);
  });

  it('advances by one exactly at Taipei midnight', () => {
    const before = taipeiDayNumber(utc('2026-11-22 15:59:59'));
    expect(taipeiDayNumber(utc('2026-11-22 16:00:00'))).toBe(before + 1);
  });
});

describe('startOfTaipeiWeek', () => {
  it.each([
    { name: 'Monday 00:00 Taipei is its own week start', input: '2026-11-22 16:00:00', expected: '2026-11-22 16:00:00' },
    { name: 'mid-week Wednesday', input: '2026-11-25 04:00:00', expected: '2026-11-22 16:00:00' },
    { name: 'Sunday 23:59:59 Taipei', input: '2026-11-29 15:59:59', expected: '2026-11-22 16:00:00' },
    { name: 'the next Monday 00:00 Taipei', input: '2026-11-29 16:00:00', expected: '2026-11-29 16:00:00' },
    { name: 'a week spanning the month end', input: '2026-12-02 04:00:00', expected: '2026-11-29 16:00:00' },
    { name: 'New Year’s Day in a week starting the year before', input: '2027-01-01 04:00:00', expected: '2026-12-27 16:00:00' },
    { name: 'the first Sunday of the year', input: '2027-01-03 15:59:59', expected: '2026-12-27 16:00:00' },
    { name: 'a UTC Sunday that is already Monday in Taipei', input: '2026-12-27 16:00:00', expected: '2026-12-27 16:00:00' },
    { name: 'a UTC Sunday that is still Sunday in Taipei', input: '2026-12-27 15:59:59', expected: '2026-12-20 16:00:00' },
    { name: 'a week spanning a leap day', input: '2024-03-01 04:00:00', expected: '2024-02-25 16:00:00' },
  ])('$name ($input UTC) starts at $expected UTC', ({ input, expected }) => {
    expect(toUtcString(startOfTaipeiWeek(utc(input)))).toBe(expected);
  });

  it.each(['2026-11-25 04:00:00', '2027-01-01 04:00:00', '2026-12-27 15:59:59'])(
    'returns a Monday at 00:00 Taipei for %s UTC',
    (input) => {
      const start = startOfTaipeiWeek(utc(input));
      expect(isoWeekday(start)).toBe(Weekday.Mon);
      expect(formatTaipei(start, 'HH:mm')).toBe('00:00');
    },
  );
});
