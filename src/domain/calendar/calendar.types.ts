import type { DaySlotId } from '../time';
import type { BusinessHoursSpan } from './business-hours';

/** API shapes of the calendar, shared by the server's tests and the web screens. */

export interface BusinessHoursResponse {
  business_hours: BusinessHoursSpan[];
  /** Per weekday 1-7, the day slots the hours open (businessHoursSetting). */
  day_slots: Record<string, DaySlotId[]>;
}

export interface SuspensionEvent {
  id: number;
  quote_service_id: number;
  begin_time: string;
  end_time: string;
  title: string;
  description: string;
}

export interface ServiceReserve {
  id: number;
  quote_bid_id: number | null;
  quote_service_id: number;
  begin_time: string;
  end_time: string;
  /** Taipei date of begin_time. */
  date: string;
  note: string;
  service_title: string;
  pro_name: string;
  consumer_name: string;
  /** The caller's side: they booked it (consumer) or own the service (pro). */
  role: 'consumer' | 'pro';
  is_cancelled: 0 | 1;
  cancelled_on: string | null;
  cancelled_by_me: 0 | 1;
  can_cancel: 0 | 1;
  created: string;
}

export interface CalendarHire {
  quote_bid_id: number;
  quote_request_id: number;
  quote_status_id: number;
  hired_on: string;
  category_name: string;
  consumer_name: string;
}

export interface CalendarResponse extends BusinessHoursResponse {
  quote_service: { id: number; title: string };
  from: string;
  to: string;
  suspension_events: SuspensionEvent[];
  hires: CalendarHire[];
  service_reserves: ServiceReserve[];
  /** The pro's bookings still new to him on his other services (this one's are seen now). */
  unread_booking_count: number;
}

export interface FreeSlot {
  date: string;
  day_slot: DaySlotId;
  begin_time: string;
  end_time: string;
  is_available: 0 | 1;
  blocked: 'past' | 'paused' | 'booked' | 'hired' | null;
}

export interface FreeSlotsResponse {
  quote_service: { id: number; title: string; pro_name: string };
  from: string;
  to: string;
  slots: FreeSlot[];
}
