import { DAY_MS, DAY_SLOT_IDS, DAY_SLOT_RANGE, type DaySlotId, MINUTE_MS, TAIPEI_OFFSET_MINUTES, taipeiDateKey, daySlotOf, type WeekdayId } from '../time';
import { type BusinessHoursSpan, spanRange } from './business-hours';

/** The longest date range the calendar and the free-slot list answer for at once. */
export const CALENDAR_RANGE_DAYS_MAX = 42;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TAIPEI_OFFSET_MS = TAIPEI_OFFSET_MINUTES * MINUTE_MS;

/** Why a slot cannot be booked; null when it can. */
export type SlotBlock = 'past' | 'paused' | 'booked' | 'hired' | null;

/** A bookable piece of one day slot: the slot clipped to one opening span. */
export interface CalendarSlot {
  /** Taipei date `YYYY-MM-DD`. */
  date: string;
  day_slot: DaySlotId;
  begin: Date;
  end: Date;
  blocked: SlotBlock;
}

export interface Interval {
  begin: Date;
  end: Date;
}

export interface SlotInputs {
  hours: readonly BusinessHoursSpan[];
  pauses: readonly Interval[];
  /** Begin times of live bookings; a booking fills its whole day slot. */
  bookings: readonly Date[];
  /** hired_on of the service's live hires; a hire fills its day slot as well. */
  hires: readonly Date[];
  now: Date;
}

/** Taipei midnight of a `YYYY-MM-DD` date as an instant; undefined when it is not a real date. */
export function taipeiMidnight(dateKey: string): Date | undefined {
  const match = DATE_KEY.exec(dateKey);
  if (!match) return undefined;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(utcMidnight - TAIPEI_OFFSET_MS);
  return taipeiDateKey(date) === dateKey ? date : undefined;
}

/** The Taipei dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const start = taipeiMidnight(from);
  const end = taipeiMidnight(to);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) days.push(taipeiDateKey(new Date(t)));
  return days;
}

function weekdayOf(midnight: Date): WeekdayId {
  // Taipei midnight + 8h is UTC midnight of the same calendar day.
  const jsDay = new Date(midnight.getTime() + TAIPEI_OFFSET_MS).getUTCDay();
  return (jsDay === 0 ? 7 : jsDay) as WeekdayId;
}

const slotKey = (date: string, slot: number) => `${date}#${slot}`;

/** The slot key (Taipei date and day slot) an instant falls in, as the database derives it. */
export function slotKeyOf(instant: Date): string {
  return slotKey(taipeiDateKey(instant), daySlotOf(instant));
}

/**
 * Every piece of every day slot the pro is open on the given Taipei dates, each marked free or
 * with the reason it is not: in the past, inside a pause, or its day slot already taken.
 */
export function calendarSlots(dates: readonly string[], inputs: SlotInputs): CalendarSlot[] {
  const booked = new Set(inputs.bookings.map(slotKeyOf));
  const hired = new Set(inputs.hires.map(slotKeyOf));
  const slots: CalendarSlot[] = [];
  for (const date of dates) {
    const midnight = taipeiMidnight(date);
    if (!midnight) continue;
    const ranges = inputs.hours.filter((h) => h.weekday === weekdayOf(midnight)).map(spanRange);
    for (const daySlot of DAY_SLOT_IDS) {
      const slotRange = DAY_SLOT_RANGE[daySlot];
      for (const range of ranges) {
        const start = Math.max(range.start, slotRange.start);
        const end = Math.min(range.end, slotRange.end);
        if (start >= end) continue;
        const begin = new Date(midnight.getTime() + start * MINUTE_MS);
        const finish = new Date(midnight.getTime() + end * MINUTE_MS);
        slots.push({ date, day_slot: daySlot, begin, end: finish, blocked: blockOf(begin, finish, slotKey(date, daySlot), inputs, booked, hired) });
      }
    }
  }
  return slots.sort((a, b) => a.begin.getTime() - b.begin.getTime());
}

function blockOf(begin: Date, end: Date, key: string, inputs: SlotInputs, booked: Set<string>, hired: Set<string>): SlotBlock {
  if (begin.getTime() <= inputs.now.getTime()) return 'past';
  if (booked.has(key)) return 'booked';
  if (hired.has(key)) return 'hired';
  if (inputs.pauses.some((p) => p.begin.getTime() < end.getTime() && begin.getTime() < p.end.getTime())) return 'paused';
  return null;
}
