import type { GreserveEventResponse, GreserveServiceResponse } from '../../../domain/reserve/greserve.contract';
import { GreserveItemState } from '../../../domain/reserve/greserve';
import { toUtcString } from '../../../domain/time';
import type { GreserveEventRow, GreserveServiceRow } from './reserve.repository';

const flag = (value: unknown): 0 | 1 => (value ? 1 : 0);
const utcOrNull = (date: Date | null) => (date ? toUtcString(date) : null);

export function toGreserveServiceResponse(row: GreserveServiceRow): GreserveServiceResponse {
  const state = row.is_launched ? GreserveItemState.Launched : row.launched_on ? GreserveItemState.Unlaunched : GreserveItemState.NotLaunched;
  return {
    quote_service_id: row.id,
    title: row.title,
    state,
    launched_on: utcOrNull(row.launched_on),
    unlaunched_on: utcOrNull(row.unlaunched_on),
    has_address: flag(row.city_id !== null && row.district_id !== null),
    has_hours: flag(row.has_hours),
    has_reservable_offer: flag(row.has_reservable_offer),
    is_public: flag(row.is_public),
    live_booking_count: Number(row.live_booking_count ?? 0),
  };
}

/** A maps booking as the pro or the link's holder sees it; the consumer's contact is the pro's only. */
export function toGreserveEventResponse(row: GreserveEventRow, role: 'pro' | 'consumer', now: Date): GreserveEventResponse {
  const pro = role === 'pro';
  return {
    id: row.id,
    greserve_item_id: row.greserve_item_id,
    quote_service_id: row.quote_service_id,
    begin_time: toUtcString(row.begin_time),
    end_time: toUtcString(row.end_time),
    consumer_name: row.consumer_name,
    consumer_phone: row.consumer_phone,
    email: row.email,
    device_id: pro ? row.device_id : '',
    note: row.note,
    service_title: row.service_title,
    pro_name: row.pro_name,
    role,
    is_cancelled: flag(row.cancelled_on),
    cancelled_on: utcOrNull(row.cancelled_on),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    can_cancel: flag(pro && row.cancelled_on === null && row.begin_time.getTime() > now.getTime()),
    created: toUtcString(row.created),
  };
}
