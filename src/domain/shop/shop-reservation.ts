import { z } from 'zod';
import { type BusinessHoursSpan, spanRange } from '../calendar/business-hours';
import { type Interval, taipeiMidnight } from '../calendar/free-slots';
import { DAY_SLOT_RANGE, daySlotOf, HOUR_MS, MINUTE_MS, parseUtcString, taipeiDateKey, toTaipeiParts } from '../time';

/**
 * Reservation slots of a reservable shop item (docs/shop.md, "Reservations"): the pro's business
 * hours cut into slots of the item's category length, minus pauses, his busy time (site bookings,
 * hires, other shop reservations) and what is sooner than the category's notice. Pure: the server
 * reads the inputs, the web shows the answer.
 */

/** The most days one slot query covers. */
export const SHOP_SLOT_DAYS_MAX = 14;
export const SHOP_SLOT_DAYS_DEFAULT = 7;

export interface ShopSlotInputs {
  hours: readonly BusinessHoursSpan[];
  pauses: readonly Interval[];
  /** The pro's taken time, on any of his services. */
  busy: readonly Interval[];
  slotMinutes: number;
  noticeHours: number;
  now: Date;
}

export interface ShopSlot {
  /** Taipei date `YYYY-MM-DD`. */
  date: string;
  begin: Date;
  end: Date;
}

const overlaps = (a: Interval, b: Interval) => a.begin.getTime() < b.end.getTime() && b.begin.getTime() < a.end.getTime();

/** The free slots on the given Taipei dates: each opening span from its start, whole slots only. */
export function shopReservationSlots(dates: readonly string[], inputs: ShopSlotInputs): ShopSlot[] {
  const earliest = inputs.now.getTime() + inputs.noticeHours * HOUR_MS;
  const slots: ShopSlot[] = [];
  for (const date of dates) {
    const midnight = taipeiMidnight(date);
    if (!midnight) continue;
    const weekday = toTaipeiParts(midnight).weekday;
    for (const range of inputs.hours.filter((h) => h.weekday === weekday).map(spanRange)) {
      for (let start = range.start; start + inputs.slotMinutes <= range.end; start += inputs.slotMinutes) {
        const slot = { date, begin: new Date(midnight.getTime() + start * MINUTE_MS), end: new Date(midnight.getTime() + (start + inputs.slotMinutes) * MINUTE_MS) };
        if (slot.begin.getTime() < earliest) continue;
        if (inputs.pauses.some((p) => overlaps(p, slot)) || inputs.busy.some((b) => overlaps(b, slot))) continue;
        slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.begin.getTime() - b.begin.getTime());
}

/** The whole day slot an instant falls in (a hire takes its day slot, as on the calendar). */
export function daySlotInterval(instant: Date): Interval {
  const midnight = taipeiMidnight(taipeiDateKey(instant)) as Date;
  const range = DAY_SLOT_RANGE[daySlotOf(instant)];
  return { begin: new Date(midnight.getTime() + range.start * MINUTE_MS), end: new Date(midnight.getTime() + range.end * MINUTE_MS) };
}

/**
 * One instant in each day slot that [begin, end) touches: how a shop reservation shows among the
 * calendar's booking times, which fill whole day slots.
 */
export function daySlotInstants(interval: Interval): Date[] {
  const instants: Date[] = [];
  for (let t = interval.begin.getTime(); t < interval.end.getTime(); ) {
    const instant = new Date(t);
    instants.push(instant);
    t = daySlotInterval(instant).end.getTime();
  }
  return instants;
}

const RESERVATION_BEGIN_TEXT = '預約時段（reservation_begin）格式需為 ISO 8601 時間（例如 2026-12-01T01:00:00Z）或 YYYY-MM-DD HH:mm:ss（UTC）';
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `reservation_begin`: an ISO 8601 time with its zone, or the stored UTC string the slots answer. */
export const reservationBeginField = z.string({ error: RESERVATION_BEGIN_TEXT }).transform((value, ctx) => {
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  try {
    return parseUtcString(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: RESERVATION_BEGIN_TEXT });
    return z.NEVER;
  }
});

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_TEXT = `天數（days）必須是 1 到 ${SHOP_SLOT_DAYS_MAX} 的整數`;

/** GET nshop_items/slots/{itemId}.json?from=YYYY-MM-DD&days=N (from: today in Taipei when absent). */
export const shopSlotsQuerySchema = z.object({
  from: z.string({ error: '開始日期（from）格式需為 YYYY-MM-DD' }).regex(DATE_KEY, '開始日期（from）格式需為 YYYY-MM-DD').optional(),
  days: z.coerce.number({ error: DAYS_TEXT }).int(DAYS_TEXT).min(1, DAYS_TEXT).max(SHOP_SLOT_DAYS_MAX, DAYS_TEXT).default(SHOP_SLOT_DAYS_DEFAULT),
});

export const shopSlotSchema = z.object({
  /** Taipei date of the slot. */
  date: z.string(),
  /** UTC `YYYY-MM-DD HH:mm:ss`; send it back as `reservation_begin`. */
  begin_time: z.string(),
  end_time: z.string(),
});
export type ShopSlotResponse = z.infer<typeof shopSlotSchema>;

export const shopSlotsAnswerShape = {
  shop_item: z.object({ id: z.number().int(), name: z.string(), quote_service_id: z.number().int(), quote_category_id: z.number().int() }),
  /** The category's slot length and notice (shop settings, or their defaults). */
  reservation_slot_minutes: z.number().int(),
  reservation_notice_hours: z.number().int(),
  from: z.string(),
  days: z.number().int(),
  /** The free slots, earliest first. */
  slots: z.array(shopSlotSchema),
};
export const shopSlotsAnswerSchema = z.object(shopSlotsAnswerShape);
export type ShopSlotsResponse = z.infer<typeof shopSlotsAnswerSchema>;

/** The order's reserved slot, as the order answers it. */
export const shopOrderReservationSchema = z.object({ shop_item_id: z.number().int(), date: z.string(), begin_time: z.string(), end_time: z.string() });
export type ShopOrderReservation = z.infer<typeof shopOrderReservationSchema>;
