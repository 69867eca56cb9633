import { describe, expect, it } from 'vitest';
import { formatTaipei, parseUtcString } from './datetime';
import type { MinuteRange } from './minute-range';
import {
  DAY_SLOT_IDS,
  DAY_SLOT_LABEL,
  DAY_SLOT_RANGE,
  DaySlot,
  TIME_OF_DAY_NAMES,
  TIME_OF_DAY_RANGE,
  TIME_OF_DAY_TEXT,
  WEEKDAY_LABEL,
  Weekday,
  daySlotOf,
  timeOfDay,
  timeOfDayWord,
} from './slots';
import { MINUTES_PER_DAY } from './units';

const utc = parseUtcString;

/** Ranges listed in order must tile the whole day with no gap or overlap. */
function expectTilesDay(ranges: readonly MinuteRange[]): void {
  expect(ranges[0]?.start).toBe(0);
  expect(ranges.at(-1)?.end).toBe(MINUTES_PER_DAY);
  for (const [i, range] of ranges.slice(1).entries()) {
    expect(range.start).toBe(ranges[i]?.end);
  }
}

describe('DaySlot', () => {
  it.each([
    { key: 'EarlyMorning', id: 1, label: '早上 09:00 前', start: 0, end: 540 },
    { key: 'Morning', id: 2, label: '上午 09:00-12:00', start: 540, end: 720 },
    { key: 'Afternoon', id: 3, label: '下午 12:00-15:00', start: 720, end: 900 },
    { key: 'Evening', id: 4, label: '傍晚 15:00-18:00', start: 900, end: 1080 },
    { key: 'Night', id: 5, label: '晚上 18:00 後', start: 1080, end: 1440 },
  ] as const)('$key is slot $id, labelled $label, minutes [$start, $end)', ({ key, id, label, start, end }) => {
    expect(DaySlot[key]).toBe(id);
    expect(DAY_SLOT_LABEL[id]).toBe(label);
    expect(DAY_SLOT_RANGE[id]).toEqual({ start, end });
  });

  it('lists slot ids in day order', () => {
    expect(DAY_SLOT_IDS).toEqual([1, 2, 3, 4, 5]);
  });

  it('covers the whole day without gaps or overlaps', () => {
    expectTilesDay(DAY_SLOT_IDS.map((id) => DAY_SLOT_RANGE[id]));
  });
});

describe('daySlotOf', () => {
  it.each([
    { input: '2026-11-22 16:00:00', taipei: '00:00:00', expected: DaySlot.EarlyMorning },
    { input: '2026-11-23 00:59:59', taipei: '08:59:59', expected: DaySlot.EarlyMorning },
    { input: '2026-11-23 01:00:00', taipei: '09:00:00', expected: DaySlot.Morning },
    { input: '2026-11-23 03:59:59', taipei: '11:59:59', expected: DaySlot.Morning },
    { input: '2026-11-23 04:00:00', taipei: '12:00:00', expected: DaySlot.Afternoon },
    { input: '2026-11-23 06:59:59', taipei: '14:59:59', expected: DaySlot.Afternoon },
    { input: '2026-11-23 07:00:00', taipei: '15:00:00', expected: DaySlot.Evening },
    { input: '2026-11-23 09:59:59', taipei: '17:59:59', expected: DaySlot.Evening },
    { input: '2026-11-23 10:00:00', taipei: '18:00:00', expected: DaySlot.Night },
    { input: '2026-11-23 15:59:00', taipei: '23:59:00', expected: DaySlot.Night },
    { input: '2026-11-23 15:59:59', taipei: '23:59:59', expected: DaySlot.Night },
    { input: '2026-11-23 16:00:00', taipei: '00:00:00 next day', expected: DaySlot.EarlyMorning },
  ])('puts $input UTC ($taipei Taipei) in slot $expected', ({ input, expected }) => {
    expect(daySlotOf(utc(input))).toBe(expected);
  });

  it('judges by the Taipei clock, so UTC midnight (08:00 Taipei) is still early morning', () => {
    expect(daySlotOf(utc('2026-11-23 00:00:00'))).toBe(DaySlot.EarlyMorning);
  });
});

describe('Weekday', () => {
  it.each([
    { key: 'Mon', id: 1, label: '週一' },
    { key: 'Tue', id: 2, label: '週二' },
    { key: 'Wed', id: 3, label: '週三' },
    { key: 'Thu', id: 4, label: '週四' },
    { key: 'Fri', id: 5, label: '週五' },
    { key: 'Sat', id: 6, label: '週六' },
    { key: 'Sun', id: 7, label: '週日' },
  ] as const)('$key is $id, labelled $label', ({ key, id, label }) => {
    expect(Weekday[key]).toBe(id);
    expect(WEEKDAY_LABEL[id]).toBe(label);
  });
});

describe('TIME_OF_DAY_RANGE', () => {
  it('lists names in day order', () => {
    expect(TIME_OF_DAY_NAMES).toEqual(['beforeDawn', 'earlyMorning', 'morning', 'noon', 'afternoon', 'night']);
  });

  it('extends each range to the start of the next, covering the whole day', () => {
    expectTilesDay(TIME_OF_DAY_NAMES.map((name) => TIME_OF_DAY_RANGE[name]));
  });

  it.each([
    { name: 'beforeDawn', text: '凌晨' },
    { name: 'earlyMorning', text: '清晨' },
    { name: 'morning', text: '上午' },
    { name: 'noon', text: '中午' },
    { name: 'afternoon', text: '下午' },
    { name: 'night', text: '晚上' },
  ] as const)('words $name as $text', ({ name, text }) => {
    expect(TIME_OF_DAY_TEXT[name]).toBe(text);
  });
});

describe('timeOfDayWord', () => {
  it.each([
    { input: '2026-11-22 16:00:00', taipei: '00:00', expected: '凌晨' },
    { input: '2026-11-22 20:30:00', taipei: '04:30', expected: '凌晨' },
    { input: '2026-11-22 20:45:00', taipei: '04:45', expected: '凌晨' },
    { input: '2026-11-22 20:59:59', taipei: '04:59', expected: '凌晨' },
    { input: '2026-11-22 21:00:00', taipei: '05:00', expected: '清晨' },
    { input: '2026-11-22 23:30:00', taipei: '07:30', expected: '清晨' },
    { input: '2026-11-22 23:45:00', taipei: '07:45', expected: '清晨' },
    { input: '2026-11-22 23:59:59', taipei: '07:59', expected: '清晨' },
    { input: '2026-11-23 00:00:00', taipei: '08:00', expected: '上午' },
    { input: '2026-11-23 03:30:00', taipei: '11:30', expected: '上午' },
    { input: '2026-11-23 03:45:00', taipei: '11:45', expected: '上午' },
    { input: '2026-11-23 03:59:59', taipei: '11:59', expected: '上午' },
    { input: '2026-11-23 04:00:00', taipei: '12:00', expected: '中午' },
    { input: '2026-11-23 04:30:00', taipei: '12:30', expected: '中午' },
    { input: '2026-11-23 04:45:00', taipei: '12:45', expected: '中午' },
    { input: '2026-11-23 04:59:59', taipei: '12:59', expected: '中午' },
    { input: '2026-11-23 05:00:00', taipei: '13:00', expected: '下午' },
    { input: '2026-11-23 10:30:00', taipei: '18:30', expected: '下午' },
    { input: '2026-11-23 10:45:00', taipei: '18:45', expected: '下午' },
    { input: '2026-11-23 10:59:59', taipei: '18:59', expected: '下午' },
    { input: '2026-11-23 11:00:00', taipei: '19:00', expected: '晚上' },
    { input: '2026-11-23 15:30:00', taipei: '23:30', expected: '晚上' },
    { input: '2026-11-23 15:59:59', taipei: '23:59', expected: '晚上' },
  ])('words $input UTC ($taipei Taipei) as $expected', ({ input, taipei, expected }) => {
    const date = utc(input);
    // Guards the table itself: the UTC input must really be the Taipei time named.
    expect(formatTaipei(date, 'HH:mm')).toBe(taipei);
    expect(timeOfDayWord(date)).toBe(expected);
  });

  it('agrees with timeOfDay through TIME_OF_DAY_TEXT', () => {
    const date = utc('2026-11-23 05:00:00');
    expect(timeOfDay(date)).toBe('afternoon');
    expect(timeOfDayWord(date)).toBe(TIME_OF_DAY_TEXT.afternoon);
  });
});
