import { describe, expect, it } from 'vitest';
import { parseUtcString } from '../time';
import { daySlotInstants, daySlotInterval, reservationBeginField, shopReservationSlots, shopSlotsQuerySchema } from './shop-reservation';

const utc = parseUtcString;
const clocks = (slots: { begin: Date; end: Date }[]) => slots.map((s) => `${s.begin.toISOString().slice(11, 16)}-${s.end.toISOString().slice(11, 16)}`);

describe('shopReservationSlots', () => {
  // 2026-12-01 is a Tuesday (weekday 2); Taipei 09:00 is 01:00 UTC.
  const hours = [
    { weekday: 2 as const, open_time: '09:00', close_time: '12:00' },
    { weekday: 2 as const, open_time: '13:00', close_time: '14:30' },
  ];
  const base = { hours, pauses: [], busy: [], slotMinutes: 60, noticeHours: 0, now: utc('2026-11-20 00:00:00') };

  it('cuts each opening span into whole slots of the length, from its start', () => {
    expect(clocks(shopReservationSlots(['2026-12-01', '2026-12-02'], base))).toEqual(['01:00-02:00', '02:00-03:00', '03:00-04:00', '05:00-06:00']);
    expect(clocks(shopReservationSlots(['2026-12-01'], { ...base, slotMinutes: 90 }))).toEqual(['01:00-02:30', '02:30-04:00', '05:00-06:30']);
    expect(shopReservationSlots(['2026-12-01'], { ...base, slotMinutes: 240 })).toEqual([]);
  });

  it('drops slots sooner than the notice, in a pause or overlapping busy time (touching edges do not count)', () => {
    const slots = shopReservationSlots(['2026-12-01'], {
      ...base,
      now: utc('2026-11-30 01:30:00'),
      noticeHours: 24,
      pauses: [{ begin: utc('2026-12-01 05:00:00'), end: utc('2026-12-01 05:30:00') }],
      busy: [{ begin: utc('2026-12-01 02:30:00'), end: utc('2026-12-01 03:00:00') }],
    });
    expect(clocks(slots)).toEqual(['03:00-04:00']);
    expect(slots[0]!.date).toBe('2026-12-01');
  });
});

describe('day slots of busy time', () => {
  it('a hire takes its whole day slot', () => {
    const slot = daySlotInterval(utc('2026-12-01 02:15:00'));
    expect([slot.begin.toISOString(), slot.end.toISOString()]).toEqual(['2026-12-01T01:00:00.000Z', '2026-12-01T04:00:00.000Z']);
  });

  it('a reservation shows in every day slot it touches', () => {
    const instants = daySlotInstants({ begin: utc('2026-12-01 03:00:00'), end: utc('2026-12-01 08:00:00') });
    expect(instants.map((d) => d.toISOString())).toEqual(['2026-12-01T03:00:00.000Z', '2026-12-01T04:00:00.000Z', '2026-12-01T07:00:00.000Z']);
  });
});

describe('the inputs', () => {
  it('reads reservation_begin as ISO 8601 with a zone or the UTC string, and nothing else', () => {
    expect(reservationBeginField.parse('2026-12-01T09:00:00+08:00').toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(reservationBeginField.parse('2026-12-01 01:00:00').toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(reservationBeginField.safeParse('2026-12-01T09:00').success).toBe(false);
    expect(reservationBeginField.safeParse('明天').success).toBe(false);
  });

  it('bounds the days of a slot query', () => {
    expect(shopSlotsQuerySchema.parse({})).toEqual({ days: 7 });
    expect(shopSlotsQuerySchema.safeParse({ days: '15' }).success).toBe(false);
    expect(shopSlotsQuerySchema.safeParse({ from: '2026/12/01' }).success).toBe(false);
  });
});
