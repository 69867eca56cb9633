import { z } from 'zod';
import { clockMinute, DAY_SLOT_IDS, DAY_SLOT_RANGE, type DaySlotId, MINUTES_PER_DAY, MINUTES_PER_HOUR, type MinuteRange, Weekday, type WeekdayId } from '../time';

/** One opening span of a weekday, Taipei clock, `HH:mm` (Monday 1 to Sunday 7, spec section 9). */
export interface BusinessHoursSpan {
  weekday: WeekdayId;
  open_time: string;
  close_time: string;
}

/** Spans cover at most this many rows per service (several per day). */
export const BUSINESS_HOURS_SPANS_MAX = 35;
/** The night slot is written 18:00-23:59 in the spec; a span cannot close later than this. */
export const LAST_CLOSE_TIME = '23:59';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;
const WEEKDAYS = Object.values(Weekday) as number[];

/** Minutes since midnight of `HH:mm` (or `HH:mm:00`, as the database returns it). */
export function clockToMinute(value: string): number {
  const match = CLOCK.exec(value);
  if (!match) throw new RangeError(`Malformed clock time: ${value}`);
  return clockMinute(Number(match[1]), Number(match[2]));
}

/** `HH:mm` of minutes since midnight. */
export function minuteToClock(minute: number): string {
  const capped = Math.min(minute, MINUTES_PER_DAY - 1);
  return `${String(Math.floor(capped / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(capped % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

/** A span as minutes; a close at 23:59 reaches midnight, so the night slot is whole. */
export function spanRange(span: Pick<BusinessHoursSpan, 'open_time' | 'close_time'>): MinuteRange {
  const end = clockToMinute(span.close_time);
  return { start: clockToMinute(span.open_time), end: end === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : end };
}

const clockField = (label: string) => z.string({ error: `請填寫${label}` }).trim().regex(CLOCK, `${label}格式需為 HH:mm，例如 09:00`).transform((v) => v.slice(0, 5));

const spanSchema = z
  .object({
    weekday: z.coerce.number({ error: '請選擇星期' }).int().refine((n) => WEEKDAYS.includes(n), '星期只能是 1（週一）到 7（週日）'),
    open_time: clockField('開始時間'),
    close_time: clockField('結束時間'),
  })
  .superRefine((span, ctx) => {
    if (CLOCK.test(span.open_time) && CLOCK.test(span.close_time) && clockToMinute(span.open_time) >= clockToMinute(span.close_time)) {
      ctx.addIssue({ code: 'custom', path: ['close_time'], message: '結束時間必須晚於開始時間' });
    }
  })
  .transform((span) => span as BusinessHoursSpan);

// Forms send lists as objects keyed by index (business_hours[0][weekday]); JSON sends arrays.
const toList = (value: unknown): unknown => {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return value;
};

const slotList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().refine((n) => (DAY_SLOT_IDS as readonly number[]).includes(n), '時段只能是 1 到 5')),
);

/**
 * Setting a service's hours: either `business_hours` (spans per weekday) or `day_slots`
 * (per weekday 1-7, the day slots 1-5 the pro is open). A weekday left out is closed.
 */
export const businessHoursInputSchema = z
  .object({
    business_hours: z.preprocess(toList, z.array(spanSchema).max(BUSINESS_HOURS_SPANS_MAX, `營業時段最多 ${BUSINESS_HOURS_SPANS_MAX} 段`)).optional(),
    day_slots: z.record(z.string(), slotList).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.business_hours === undefined && input.day_slots === undefined) {
      ctx.addIssue({ code: 'custom', path: ['business_hours'], message: '請設定營業時間（全部不選代表公休）' });
      return;
    }
    for (const key of Object.keys(input.day_slots ?? {})) {
      if (!WEEKDAYS.includes(Number(key))) ctx.addIssue({ code: 'custom', path: ['day_slots', key], message: '星期只能是 1（週一）到 7（週日）' });
    }
    const spans = input.business_hours ?? [];
    spans.forEach((span, index) => {
      const clash = spans.findIndex((other, j) => j < index && other.weekday === span.weekday && overlaps(spanRange(other), spanRange(span)));
      if (clash >= 0) ctx.addIssue({ code: 'custom', path: ['business_hours', index, 'open_time'], message: '同一天的營業時段重疊了' });
    });
  })
  .transform((input): BusinessHoursSpan[] => {
    const spans = input.business_hours ?? spansFromDaySlots(input.day_slots ?? {});
    return [...spans].sort((a, b) => a.weekday - b.weekday || clockToMinute(a.open_time) - clockToMinute(b.open_time));
  });
export type BusinessHoursInput = z.input<typeof businessHoursInputSchema>;

function overlaps(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Spans from chosen day slots: neighbouring slots merge into one span (2 and 3 are 09:00-15:00). */
export function spansFromDaySlots(daySlots: Record<string, readonly number[]>): BusinessHoursSpan[] {
  const spans: BusinessHoursSpan[] = [];
  for (const weekday of WEEKDAYS as WeekdayId[]) {
    const chosen = new Set(daySlots[String(weekday)] ?? []);
    const push = (start: number, end: number) => spans.push({ weekday, open_time: minuteToClock(start), close_time: minuteToClock(end) });
    let open: number | null = null;
    for (const slot of DAY_SLOT_IDS) {
      const range = DAY_SLOT_RANGE[slot];
      if (chosen.has(slot) && open === null) open = range.start;
      if (!chosen.has(slot) && open !== null) {
        push(open, range.start);
        open = null;
      }
    }
    if (open !== null) push(open, MINUTES_PER_DAY);
  }
  return spans;
}

/** Per weekday, the day slots at least partly open (how the calendar shows the hours). */
export function daySlotsOfSpans(spans: readonly BusinessHoursSpan[]): Record<WeekdayId, DaySlotId[]> {
  const result = Object.fromEntries(WEEKDAYS.map((w) => [w, [] as DaySlotId[]])) as Record<WeekdayId, DaySlotId[]>;
  for (const weekday of WEEKDAYS as WeekdayId[]) {
    const ranges = spans.filter((s) => s.weekday === weekday).map(spanRange);
    result[weekday] = DAY_SLOT_IDS.filter((slot) => ranges.some((r) => overlaps(r, DAY_SLOT_RANGE[slot])));
  }
  return result;
}
