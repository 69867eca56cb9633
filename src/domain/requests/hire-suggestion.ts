import { DAY_MS, DAY_SLOT_RANGE, type DaySlotId, parseUtcString, taipeiDateKey } from '../time';
import type { WhenDayLabel } from './when';

/** What the hire dialog starts from: the consumer's own date and time, as the request gave them. */
export interface HireSuggestion {
  /** Taipei date `YYYY-MM-DD`, or '' when the request names no day. */
  date: string;
  /** `HH:mm`, or '' when the request names no time of day. */
  time: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Days after the posting day each label means at the earliest.
const OFFSET_DAYS: Record<Exclude<WhenDayLabel, 'flexible' | 'nextWeek'>, number> = { today: 0, tomorrow: 1, dayAfterTomorrow: 2, thisWeek: 1 };

function weekdayOf(dateKey: string): number {
  // 0 = Sunday, as Date.getUTCDay of the calendar day.
  return new Date(`${dateKey}T00:00:00Z`).getUTCDay();
}

function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The date and time a hire most likely happens on: a date the consumer answered in the form,
 * else the day the `when` label points to from the posting day (next Monday for 下週), never
 * before today; the start of the first day slot chosen (08:00 for the early slot).
 */
export function suggestHireTime(
  request: { created: string; when: { day_label: WhenDayLabel | null; day_slots: readonly number[] }; fields: readonly { type: string; value: unknown }[] },
  now: Date,
): HireSuggestion {
  const today = taipeiDateKey(now);
  const posted = taipeiDateKey(parseUtcString(request.created));
  const answered = request.fields.find((f) => f.type === 'date' && typeof f.value === 'string' && DATE.test(f.value));
  let date = '';
  if (answered) date = answered.value as string;
  else if (request.when.day_label === 'nextWeek') date = addDays(posted, ((8 - weekdayOf(posted)) % 7) || 7);
  else if (request.when.day_label && request.when.day_label !== 'flexible') date = addDays(posted, OFFSET_DAYS[request.when.day_label]);
  if (date && date < today) date = today;
  const slot = request.when.day_slots.find((s): s is DaySlotId => s in DAY_SLOT_RANGE);
  const time = slot === undefined ? '' : clock(Math.max(DAY_SLOT_RANGE[slot].start, 8 * 60));
  return { date, time };
}
