import { describe, expect, it } from 'vitest';
import { parseUtcString } from '../time';
import { businessHoursInputSchema, daySlotsOfSpans, spansFromDaySlots } from './business-hours';
import { calendarSlots, datesBetween, slotKeyOf, taipeiMidnight } from './free-slots';
import { reserveSchema } from './reserve.schema';
import { suspensionEventSchema } from './suspension-event.schema';

const utc = parseUtcString;

describe('spansFromDaySlots', () => {
  it.each([
    [{ 1: [2, 3] }, [{ weekday: 1, open_time: '09:00', close_time: '15:00' }]],
    [{ 2: [1, 5] }, [{ weekday: 2, open_time: '00:00', close_time: '09:00' }, { weekday: 2, open_time: '18:00', close_time: '23:59' }]],
    [{ 7: [1, 2, 3, 4, 5] }, [{ weekday: 7, open_time: '00:00', close_time: '23:59' }]],
    [{ 3: [] }, []],
  ])('turns %j into merged spans', (slots, spans) => {
    expect(spansFromDaySlots(slots)).toEqual(spans);
  });
});

describe('daySlotsOfSpans', () => {
  it('marks every slot a span touches, per weekday', () => {
    const slots = daySlotsOfSpans([
      { weekday: 1, open_time: '08:30', close_time: '12:00' },
      { weekday: 5, open_time: '18:00', close_time: '23:59' },
    ]);
    expect(slots[1]).toEqual([1, 2]);
    expect(slots[5]).toEqual([5]);
    expect(slots[2]).toEqual([]);
  });
});

describe('businessHoursInputSchema', () => {
  const parse = (input: unknown) => businessHoursInputSchema.safeParse(input);
  const firstIssue = (input: unknown) => {
    const result = parse(input);
    return result.success ? undefined : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };

  it('accepts spans as a form sends them (indexed objects) and sorts them', () => {
    const result = parse({ business_hours: { 0: { weekday: '2', open_time: '13:00', close_time: '18:00' }, 1: { weekday: '2', open_time: '09:00', close_time: '12:00' } } });
    expect(result.success && result.data).toEqual([
      { weekday: 2, open_time: '09:00', close_time: '12:00' },
      { weekday: 2, open_time: '13:00', close_time: '18:00' },
    ]);
  });

  it('accepts day slots per weekday', () => {
    const result = parse({ day_slots: { 1: ['2', '3'], 6: '5' } });
    expect(result.success && result.data).toEqual([
      { weekday: 1, open_time: '09:00', close_time: '15:00' },
      { weekday: 6, open_time: '18:00', close_time: '23:59' },
    ]);
  });

  it.each([
    [{ business_hours: [{ weekday: 1, open_time: '12:00', close_time: '09:00' }] }, 'business_hours.0.close_time', '結束時間必須晚於開始時間'],
    [{ business_hours: [{ weekday: 1, open_time: '09:00', close_time: '09:00' }] }, 'business_hours.0.close_time', '結束時間必須晚於開始時間'],
    [{ business_hours: [{ weekday: 8, open_time: '09:00', close_time: '10:00' }] }, 'business_hours.0.weekday', '星期只能是 1（週一）到 7（週日）'],
    [{ business_hours: [{ weekday: 1, open_time: '9:00', close_time: '10:00' }] }, 'business_hours.0.open_time', '開始時間格式需為 HH:mm，例如 09:00'],
    [{ business_hours: [{ weekday: 1, open_time: '09:00', close_time: '24:00' }] }, 'business_hours.0.close_time', '結束時間格式需為 HH:mm，例如 09:00'],
    [
      { business_hours: [{ weekday: 1, open_time: '09:00', close_time: '12:00' }, { weekday: 1, open_time: '11:00', close_time: '13:00' }] },
      'business_hours.1.open_time',
      '同一天的營業時段重疊了',
    ],
    [{ day_slots: { 1: [6] } }, 'day_slots.1.0', '時段只能是 1 到 5'],
    [{}, 'business_hours', '請設定營業時間（全部不選代表公休）'],
  ])('refuses %j at %s', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it('accepts an empty list: closed every day', () => {
    const result = parse({ business_hours: [] });
    expect(result.success && result.data).toEqual([]);
  });
});

describe('suspensionEventSchema', () => {
  it('parses UTC times and refuses an end before the begin', () => {
    const okResult = suspensionEventSchema.safeParse({ begin_time: '2026-12-01 00:00:00', end_time: '2026-12-02 00:00:00', title: '年假' });
    expect(okResult.success && okResult.data.begin_time.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const bad = suspensionEventSchema.safeParse({ begin_time: '2026-12-02 00:00:00', end_time: '2026-12-01 00:00:00' });
    expect(bad.success ? null : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_time', '暫停結束時間必須晚於開始時間']]);
    const malformed = suspensionEventSchema.safeParse({ begin_time: '2026-12-01T00:00', end_time: '2026-12-02 00:00:00' });
    expect(malformed.success ? null : malformed.error.issues[0]!.message).toBe('暫停開始時間格式需為 YYYY-MM-DD HH:mm:ss（UTC）');
  });
});

describe('reserveSchema', () => {
  it('needs a service and a begin time', () => {
    const bad = reserveSchema.safeParse({ quote_service_id: 'x' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'))).toEqual(['quote_service_id', 'begin_time']);
    const good = reserveSchema.safeParse({ quote_service_id: '3', begin_time: '2026-12-01 01:00:00', quote_bid_id: '' });
    expect(good.success && good.data).toMatchObject({ quote_service_id: 3, quote_bid_id: undefined, note: '' });
  });
});

describe('taipei dates', () => {
  it('finds Taipei midnight and refuses impossible dates', () => {
    expect(taipeiMidnight('2026-12-01')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(taipeiMidnight('2026-02-30')).toBeUndefined();
    expect(datesBetween('2026-11-30', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('keys an instant by Taipei date and day slot', () => {
    expect(slotKeyOf(utc('2026-11-30 16:00:00'))).toBe('2026-12-01#1');
    expect(slotKeyOf(utc('2026-12-01 10:00:00'))).toBe('2026-12-01#5');
  });
});

describe('calendarSlots', () => {
  // 2026-12-01 is a Tuesday (weekday 2).
  const hours = [
    { weekday: 2 as const, open_time: '08:00', close_time: '13:30' },
    { weekday: 2 as const, open_time: '18:00', close_time: '23:59' },
  ];
  const now = utc('2026-11-20 00:00:00');

  it('clips each day slot to the opening spans, in Taipei time', () => {
    const slots = calendarSlots(['2026-12-01', '2026-12-02'], { hours, pauses: [], bookings: [], hires: [], now });
    expect(slots.map((s) => [s.day_slot, s.begin.toISOString(), s.end.toISOString(), s.blocked])).toEqual([
      [1, '2026-12-01T00:00:00.000Z', '2026-12-01T01:00:00.000Z', null],
      [2, '2026-12-01T01:00:00.000Z', '2026-12-01T04:00:00.000Z', null],
      [3, '2026-12-01T04:00:00.000Z', '2026-12-01T05:30:00.000Z', null],
      [5, '2026-12-01T10:00:00.000Z', '2026-12-01T16:00:00.000Z', null],
    ]);
  });

  it('marks slots in the past, in a pause, booked or taken by a hire', () => {
    const slots = calendarSlots(['2026-12-01'], {
      hours,
      now: utc('2026-12-01 00:30:00'),
      pauses: [{ begin: utc('2026-12-01 05:00:00'), end: utc('2026-12-01 06:00:00') }],
      bookings: [utc('2026-12-01 02:00:00')],
      hires: [utc('2026-12-01 12:00:00')],
    });
    expect(slots.map((s) => [s.day_slot, s.blocked])).toEqual([
      [1, 'past'],
      [2, 'booked'],
      [3, 'paused'],
      [5, 'hired'],
    ]);
  });

  it('a pause that only touches a slot edge does not block it', () => {
    const slots = calendarSlots(['2026-12-01'], {
      hours,
      now,
      pauses: [{ begin: utc('2026-11-30 20:00:00'), end: utc('2026-12-01 00:00:00') }],
      bookings: [],
      hires: [],
    });
    expect(slots[0]!.blocked).toBeNull();
  });
});

describe('Taipei date arithmetic', () => {
  it('adds days, finds the Monday and converts a Taipei clock to the stored UTC string', async () => {
    const { addDays, mondayOf, taipeiToUtcString, taipeiDateOfUtc, weekdayOfDate } = await import('./dates');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOfDate('2026-12-06')).toBe(7);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(taipeiToUtcString('2026-12-01', '07:30')).toBe('2026-11-30 23:30:00');
    expect(taipeiToUtcString('2026-12-01', '7:30')).toBeUndefined();
    expect(taipeiDateOfUtc('2026-11-30 23:30:00')).toBe('2026-12-01');
  });
});
