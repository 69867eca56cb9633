import { z } from 'zod';
import { voiceAppointmentShape } from '../calls/voice-appointment';
import { hiredJobResponseSchema } from '../requests/quote-request.types';
import { DaySlot, Weekday } from '../time';
import { serviceRefSchema, zeroOne } from '../http/refs';

/** The answers of the calendar and booking routes; calendar.types.ts names their parts. */

const weekdayId = z.union([z.literal(Weekday.Mon), z.literal(Weekday.Tue), z.literal(Weekday.Wed), z.literal(Weekday.Thu), z.literal(Weekday.Fri), z.literal(Weekday.Sat), z.literal(Weekday.Sun)]);
const daySlotId = z.union([z.literal(DaySlot.EarlyMorning), z.literal(DaySlot.Morning), z.literal(DaySlot.Afternoon), z.literal(DaySlot.Evening), z.literal(DaySlot.Night)]);

export const businessHoursSpanSchema = z.object({ weekday: weekdayId, open_time: z.string(), close_time: z.string() });

export const businessHoursAnswerShape = {
  business_hours: z.array(businessHoursSpanSchema),
  /** Per weekday 1-7, the day slots the hours open (businessHoursSetting). */
  day_slots: z.record(z.string(), z.array(daySlotId)),
};
export const businessHoursAnswerSchema = z.object(businessHoursAnswerShape);
export type BusinessHoursResponse = z.infer<typeof businessHoursAnswerSchema>;

export const suspensionEventSchema = z.object({
  id: z.number().int(),
  quote_service_id: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  title: z.string(),
  description: z.string(),
});
export type SuspensionEvent = z.infer<typeof suspensionEventSchema>;

export const serviceReserveSchema = z.object({
  id: z.number().int(),
  quote_bid_id: z.number().int().nullable(),
  quote_service_id: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  /** Taipei date of begin_time. */
  date: z.string(),
  note: z.string(),
  service_title: z.string(),
  pro_name: z.string(),
  consumer_name: z.string(),
  /** The caller's side: they booked it (consumer) or own the service (pro). */
  role: z.enum(['consumer', 'pro']),
  is_cancelled: zeroOne,
  cancelled_on: z.string().nullable(),
  cancelled_by_me: zeroOne,
  can_cancel: zeroOne,
  created: z.string(),
});
export type ServiceReserve = z.infer<typeof serviceReserveSchema>;

export const calendarHireSchema = z.object({
  quote_bid_id: z.number().int(),
  quote_request_id: z.number().int(),
  quote_status_id: z.number().int(),
  hired_on: z.string(),
  category_name: z.string(),
  consumer_name: z.string(),
});
export type CalendarHire = z.infer<typeof calendarHireSchema>;

/** A shop order's reserved slot on the pro's calendar (docs/shop.md, "Reservations"). */
export const calendarShopReservationSchema = z.object({
  nshop_order_id: z.number().int(),
  shop_item_id: z.number().int(),
  item_name: z.string(),
  begin_time: z.string(),
  end_time: z.string(),
  /** Taipei date of begin_time. */
  date: z.string(),
  consumer_name: z.string(),
  /** The order's status (src/domain/shop/shop-order-status.ts); cancelled orders are not listed. */
  status: z.number().int(),
});
export type CalendarShopReservation = z.infer<typeof calendarShopReservationSchema>;

/** GET /calendar/{serviceId}.json?from=&to= */
export const calendarAnswerShape = {
  quote_service: serviceRefSchema,
  from: z.string(),
  to: z.string(),
  ...businessHoursAnswerShape,
  suspension_events: z.array(suspensionEventSchema),
  hires: z.array(calendarHireSchema),
  service_reserves: z.array(serviceReserveSchema),
  /** Live shop reservations of the service's orders (always sent; optional for answers made before the shop had them). */
  shop_reservations: z.array(calendarShopReservationSchema).optional(),
  /** Open voice appointments (proposed or accepted) on the service's quotes (docs/voice.md). */
  voice_appointments: z.array(voiceAppointmentShape).optional(),
  /** The pro's bookings still new to him on his other services (this one's are seen now). */
  unread_booking_count: z.number().int(),
};
export const calendarAnswerSchema = z.object(calendarAnswerShape);
export type CalendarResponse = z.infer<typeof calendarAnswerSchema>;

export const freeSlotSchema = z.object({
  date: z.string(),
  day_slot: daySlotId,
  begin_time: z.string(),
  end_time: z.string(),
  is_available: zeroOne,
  blocked: z.enum(['past', 'paused', 'booked', 'hired']).nullable(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

/** GET /service_reserves/slots/{serviceId}.json?from=&to= (public) */
export const freeSlotsAnswerShape = {
  quote_service: z.object({ id: z.number().int(), title: z.string(), pro_name: z.string() }),
  from: z.string(),
  to: z.string(),
  slots: z.array(freeSlotSchema),
};
export const freeSlotsAnswerSchema = z.object(freeSlotsAnswerShape);
export type FreeSlotsResponse = z.infer<typeof freeSlotsAnswerSchema>;

/** GET /calendar/index.json: the pro's services, to pick whose calendar to open. */
export const ownServicesShape = { quote_services: z.array(z.object({ id: z.number().int(), title: z.string(), is_public: zeroOne })) };
export const ownServicesSchema = z.object(ownServicesShape);
export type OwnServices = z.infer<typeof ownServicesSchema>;
export type OwnService = OwnServices['quote_services'][number];

export const suspensionEventsShape = { suspension_events: z.array(suspensionEventSchema) };
export const suspensionEventShape = { suspension_event: suspensionEventSchema };
export const serviceReserveShape = { service_reserve: serviceReserveSchema };
export const serviceReservesShape = { service_reserves: z.array(serviceReserveSchema) };

/** GET /service_reserves/hires.json: the user's hired jobs, as consumer and as pro. */
export const hiresShape = { hires: z.array(hiredJobResponseSchema) };
