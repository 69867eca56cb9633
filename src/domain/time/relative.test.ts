import { describe, expect, it } from 'vitest';
import { parseUtcString } from './datetime';
import {
  DAY_LABEL_TEXT,
  type DayLabel,
  EXPIRED_TEXT,
  JUST_NOW_TEXT,
  TIME_LEFT_SHOWN_UNDER_DAYS,
  UNDER_A_MINUTE_TEXT,
  dayLabel,
  timeLeft,
  timeSince,
} from './relative';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './units';

const utc = parseUtcString;
const NOW = utc('2026-11-22 16:00:00');
const before = (ms: number): Date => new Date(NOW.getTime() - ms);
const after = (ms: number): Date => new Date(NOW.getTime() + ms);

describe('DAY_LABEL_TEXT', () => {
  it.each([
    { label: 'today', text: '今天' },
    { label: 'tomorrow', text: '明天' },
    { label: 'dayAfterTomorrow', text: '後天' },
    { label: 'thisWeek', text: '本週' },
    { label: 'nextWeek', text: '下週' },
  ] satisfies { label: DayLabel; text: string }[])('shows $label as $text', ({ label, text }) => {
    expect(DAY_LABEL_TEXT[label]).toBe(text);
  });
});

describe('dayLabel', () => {
  // Week of Mon 2026-11-23 to Sun 2026-11-29 in Taipei; next week runs Mon 11-30 to Sun 12-06.
  const MONDAY_10AM = '2026-11-23 02:00:00';
  const SUNDAY_2330 = '2026-11-29 15:30:00';

  it.each([
    { case: 'earlier the same Taipei day', now: MONDAY_10AM, target: '2026-11-22 16:00:00', expected: 'today' },
    { case: 'the last second of the same Taipei day', now: MONDAY_10AM, target: '2026-11-23 15:59:59', expected: 'today' },
    { case: 'the last second of the previous Taipei day', now: MONDAY_10AM, target: '2026-11-22 15:59:59', expected: null },
    { case: 'the first second of Tuesday', now: MONDAY_10AM, target: '2026-11-23 16:00:00', expected: 'tomorrow' },
    { case: 'the last second of Tuesday', now: MONDAY_10AM, target: '2026-11-24 15:59:59', expected: 'tomorrow' },
    { case: 'the first second of Wednesday', now: MONDAY_10AM, target: '2026-11-24 16:00:00', expected: 'dayAfterTomorrow' },
    { case: 'the last second of Wednesday', now: MONDAY_10AM, target: '2026-11-25 15:59:59', expected: 'dayAfterTomorrow' },
    { case: 'the first second of Thursday', now: MONDAY_10AM, target: '2026-11-25 16:00:00', expected: 'thisWeek' },
    { case: 'the last second of Sunday', now: MONDAY_10AM, target: '2026-11-29 15:59:59', expected: 'thisWeek' },
    { case: 'the first second of next Monday', now: MONDAY_10AM, target: '2026-11-29 16:00:00', expected: 'nextWeek' },
    { case: 'the last second of next Sunday', now: MONDAY_10AM, target: '2026-12-06 15:59:59', expected: 'nextWeek' },
    { case: 'the Monday after next', now: MONDAY_10AM, target: '2026-12-06 16:00:00', expected: null },
    { case: 'a week ago', now: MONDAY_10AM, target: '2026-11-16 02:00:00', expected: null },
  ] as const)('from Monday 10:00 Taipei, labels $case as $expected', ({ now, target, expected }) => {
    expect(dayLabel(utc(target), utc(now))).toBe(expected);
  });

  it.each([
    { case: 'Monday 00:00 Taipei (still Sunday in UTC)', target: '2026-11-29 16:00:00', expected: 'tomorrow' },
    { case: 'Tuesday', target: '2026-11-30 16:00:00', expected: 'dayAfterTomorrow' },
    { case: 'Wednesday, the first day shown as next week', target: '2026-12-01 16:00:00', expected: 'nextWeek' },
    { case: 'the following Sunday', target: '2026-12-06 15:59:59', expected: 'nextWeek' },
    { case: 'the Monday eight days on', target: '2026-12-06 16:00:00', expected: null },
    { case: 'later that Sunday night', target: '2026-11-29 15:59:59', expected: 'today' },
  ] as const)('from Sunday 23:30 Taipei, labels $case as $expected', ({ target, expected }) => {
    expect(dayLabel(utc(target), utc(SUNDAY_2330))).toBe(expected);
  });

  it.each([
    { case: 'Friday → Sunday prefers the day after tomorrow over this week', now: '2026-11-27 04:00:00', target: '2026-11-29 04:00:00', expected: 'dayAfterTomorrow' },
    { case: 'Saturday → Monday prefers the day after tomorrow over next week', now: '2026-11-28 04:00:00', target: '2026-11-30 04:00:00', expected: 'dayAfterTomorrow' },
    { case: 'Saturday → Sunday prefers tomorrow over this week', now: '2026-11-28 04:00:00', target: '2026-11-29 04:00:00', expected: 'tomorrow' },
    { case: 'Thursday 12-31 → Friday 01-01 is tomorrow across the year end', now: '2026-12-31 04:00:00', target: '2027-01-01 04:00:00', expected: 'tomorrow' },
    { case: 'Thursday 12-31 → Sunday 01-03 is this week across the year end', now: '2026-12-31 04:00:00', target: '2027-01-03 04:00:00', expected: 'thisWeek' },
    { case: 'Thursday 12-31 → Monday 01-04 is next week', now: '2026-12-31 04:00:00', target: '2027-01-04 04:00:00', expected: 'nextWeek' },
    { case: 'Thursday 11-26 → Thursday 12-03 is next week across the month end', now: '2026-11-26 04:00:00', target: '2026-12-03 04:00:00', expected: 'nextWeek' },
    { case: 'a past Taipei day that is the same UTC day is past', now: '2026-11-22 16:30:00', target: '2026-11-22 15:00:00', expected: null },
    { case: 'a later Taipei day that is the same UTC day is tomorrow', now: '2026-11-22 15:00:00', target: '2026-11-22 16:30:00', expected: 'tomorrow' },
  ] as const)('$case', ({ now, target, expected }) => {
    expect(dayLabel(utc(target), utc(now))).toBe(expected);
  });
});

describe('timeSince', () => {
  it.each([
    { elapsed: 0, expected: JUST_NOW_TEXT },
    { elapsed: 999, expected: JUST_NOW_TEXT },
    { elapsed: SECOND_MS, expected: '1 秒前' },
    { elapsed: 30 * SECOND_MS, expected: '30 秒前' },
    { elapsed: 59 * SECOND_MS, expected: '59 秒前' },
    { elapsed: MINUTE_MS - 1, expected: '59 秒前' },
    { elapsed: MINUTE_MS, expected: '1 分鐘前' },
    { elapsed: 10 * MINUTE_MS, expected: '10 分鐘前' },
    { elapsed: 59 * MINUTE_MS, expected: '59 分鐘前' },
    { elapsed: HOUR_MS - 1, expected: '59 分鐘前' },
    { elapsed: HOUR_MS, expected: '1 小時前' },
    { elapsed: 5 * HOUR_MS, expected: '5 小時前' },
    { elapsed: 23 * HOUR_MS, expected: '23 小時前' },
    { elapsed: DAY_MS - 1, expected: '23 小時前' },
    { elapsed: 24 * HOUR_MS, expected: '1 天前' },
    { elapsed: 2 * DAY_MS, expected: '2 天前' },
    { elapsed: 29 * DAY_MS, expected: '29 天前' },
    { elapsed: 30 * DAY_MS - 1, expected: '29 天前' },
    { elapsed: 30 * DAY_MS, expected: '1 個月前' },
    { elapsed: 60 * DAY_MS - 1, expected: '1 個月前' },
    { elapsed: 60 * DAY_MS, expected: '2 個月前' },
    { elapsed: 90 * DAY_MS, expected: '3 個月前' },
    { elapsed: 400 * DAY_MS, expected: '13 個月前' },
  ])('words $elapsed ms ago as $expected', ({ elapsed, expected }) => {
    expect(timeSince(before(elapsed), NOW)).toBe(expected);
  });

  it('shows a past instant slightly ahead of now (clock skew) as just now', () => {
    expect(timeSince(after(5 * SECOND_MS), NOW)).toBe(JUST_NOW_TEXT);
  });

  it('counts elapsed time, not calendar days, across Taipei midnight', () => {
    expect(timeSince(utc('2026-11-22 15:59:00'), utc('2026-11-22 16:01:00'))).toBe('2 分鐘前');
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => timeSince(new Date(Number.NaN), NOW)).toThrow(RangeError);
  });
});

describe('timeLeft', () => {
  it('is shown only under four days', () => {
    expect(TIME_LEFT_SHOWN_UNDER_DAYS).toBe(4);
  });

  it.each([
    { remaining: 5 * DAY_MS, expected: null },
    { remaining: 4 * DAY_MS + 1, expected: null },
    { remaining: 4 * DAY_MS, expected: null },
    { remaining: 4 * DAY_MS - 1, expected: '剩 3 天 23 小時' },
    { remaining: 3 * DAY_MS + 4 * HOUR_MS + 59 * MINUTE_MS, expected: '剩 3 天 4 小時' },
    { remaining: 3 * DAY_MS + 4 * HOUR_MS, expected: '剩 3 天 4 小時' },
    { remaining: DAY_MS + HOUR_MS, expected: '剩 1 天 1 小時' },
    { remaining: DAY_MS + HOUR_MS - 1, expected: '剩 1 天' },
    { remaining: DAY_MS, expected: '剩 1 天' },
    { remaining: DAY_MS - 1, expected: '剩 23 小時' },
    { remaining: 5 * HOUR_MS, expected: '剩 5 小時' },
    { remaining: HOUR_MS, expected: '剩 1 小時' },
    { remaining: HOUR_MS - 1, expected: '剩 59 分鐘' },
    { remaining: 10 * MINUTE_MS, expected: '剩 10 分鐘' },
    { remaining: MINUTE_MS, expected: '剩 1 分鐘' },
    { remaining: MINUTE_MS - 1, expected: UNDER_A_MINUTE_TEXT },
    { remaining: 1, expected: UNDER_A_MINUTE_TEXT },
    { remaining: 0, expected: EXPIRED_TEXT },
    { remaining: -1, expected: EXPIRED_TEXT },
    { remaining: -DAY_MS, expected: EXPIRED_TEXT },
  ])('with $remaining ms left shows $expected', ({ remaining, expected }) => {
    expect(timeLeft(after(remaining), NOW)).toBe(expected);
  });

  it('words expiry and the final minute in zh-TW', () => {
    expect(EXPIRED_TEXT).toBe('已到期');
    expect(UNDER_A_MINUTE_TEXT).toBe('剩不到 1 分鐘');
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => timeLeft(NOW, new Date(Number.NaN))).toThrow(RangeError);
  });
});
