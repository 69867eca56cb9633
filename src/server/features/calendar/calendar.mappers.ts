import type { Selectable } from 'kysely';
import { type BusinessHoursResponse, type BusinessHoursSpan, type CalendarSlot, daySlotsOfSpans, type FreeSlot, type ServiceReserve, type SuspensionEvent } from '../../../domain/calendar';
import { taipeiDateKey, toUtcString, type WeekdayId } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import type { SuspensionEventsTable } from '../../db/schema';
import type { ReserveRow } from './reserves.repository';

/** Database rows of hours ('HH:MM:SS') as spans ('HH:mm'). */
export function toSpans(rows: readonly { weekday: number; open_time: string; close_time: string }[]): BusinessHoursSpan[] {
  return rows.map((r) => ({ weekday: r.weekday as WeekdayId, open_time: r.open_time.slice(0, 5), close_time: r.close_time.slice(0, 5) }));
}

/** Hours as spans and, per weekday, the day slots they open (businessHoursSetting). */
export function toBusinessHoursResponse(spans: readonly BusinessHoursSpan[]): BusinessHoursResponse {
  return { business_hours: [...spans], day_slots: daySlotsOfSpans(spans) };
}

export function toSuspensionEventResponse(row: Selectable<SuspensionEventsTable>): SuspensionEvent {
  return {
    id: row.id,
    quote_service_id: row.quote_service_id,
    begin_time: toUtcString(row.begin_time),
    end_time: toUtcString(row.end_time),
    title: row.title,
    description: row.description,
  };
}

/** A booking as either party sees it; `role` says which side the caller is on. */
export function toReserveResponse(row: ReserveRow, viewerId: number, now: Date): ServiceReserve {
  const role = row.user_id === viewerId ? ('consumer' as const) : ('pro' as const);
  const consumer = { username: row.consumer_username, first_name: row.consumer_first_name, last_name: row.consumer_last_name };
  return {
    id: row.id,
    quote_bid_id: row.quote_bid_id,
    quote_service_id: row.quote_service_id,
    begin_time: toUtcString(row.begin_time),
    end_time: toUtcString(row.end_time),
    date: taipeiDateKey(row.begin_time),
    note: row.note,
    service_title: row.service_title,
    pro_name: row.pro_name,
    consumer_name: role === 'consumer' ? fullName(consumer) : consumerNameForPro(consumer, { hiredByConsumer: row.consumer_hired }),
    role,
    is_cancelled: row.cancelled_on ? 1 : 0,
    cancelled_on: row.cancelled_on ? toUtcString(row.cancelled_on) : null,
    cancelled_by_me: row.cancelled_by === viewerId ? 1 : 0,
    can_cancel: row.cancelled_on === null && row.begin_time.getTime() > now.getTime() ? 1 : 0,
    created: toUtcString(row.created),
  };
}
export type ReserveResponse = ServiceReserve;

export function toSlotResponse(slot: CalendarSlot): FreeSlot {
  return {
    date: slot.date,
    day_slot: slot.day_slot,
    begin_time: toUtcString(slot.begin),
    end_time: toUtcString(slot.end),
    is_available: slot.blocked === null ? 1 : 0,
    blocked: slot.blocked,
  };
}
