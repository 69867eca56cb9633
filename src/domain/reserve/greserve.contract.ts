import { z } from 'zod';
import { GRESERVE_CANCEL_REASON_MAX, GreserveItemState } from './greserve';

/** The answers of the `/new/v1/greserve_*` routes (maps-service booking, pro side and consumer link). */

export const greserveServiceSchema = z.object({
  quote_service_id: z.number().int(),
  title: z.string(),
  state: z.union([z.literal(GreserveItemState.NotLaunched), z.literal(GreserveItemState.Launched), z.literal(GreserveItemState.Unlaunched)]),
  launched_on: z.string().nullable(),
  unlaunched_on: z.string().nullable(),
  /** What launching needs, each 1 when the service has it. */
  has_address: z.union([z.literal(0), z.literal(1)]),
  has_hours: z.union([z.literal(0), z.literal(1)]),
  has_reservable_offer: z.union([z.literal(0), z.literal(1)]),
  is_public: z.union([z.literal(0), z.literal(1)]),
  live_booking_count: z.number().int(),
});
export type GreserveServiceResponse = z.infer<typeof greserveServiceSchema>;

/** A Google reserve event (spec section 3) with what the screens show beside it. */
export const greserveEventSchema = z.object({
  id: z.number().int(),
  greserve_item_id: z.number().int(),
  quote_service_id: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  consumer_name: z.string(),
  consumer_phone: z.string(),
  email: z.string(),
  device_id: z.string(),
  note: z.string(),
  service_title: z.string(),
  pro_name: z.string(),
  role: z.enum(['pro', 'consumer']),
  is_cancelled: z.union([z.literal(0), z.literal(1)]),
  cancelled_on: z.string().nullable(),
  cancelled_by: z.enum(['merchant', 'consumer']).nullable(),
  cancel_reason: z.string(),
  can_cancel: z.union([z.literal(0), z.literal(1)]),
  created: z.string(),
});
export type GreserveEventResponse = z.infer<typeof greserveEventSchema>;

export const greserveServicesShape = { greserve_items: z.array(greserveServiceSchema) };
export const greserveServiceShape = { greserve_item: greserveServiceSchema };
export const greserveEventsShape = { greserve_events: z.array(greserveEventSchema) };
export const greserveEventShape = { greserve_event: greserveEventSchema };

/** The pro's cancellation of a maps booking. */
export const greserveCancelSchema = z.object({ cancel_reason: z.string().max(GRESERVE_CANCEL_REASON_MAX) });
export type GreserveCancelInput = z.infer<typeof greserveCancelSchema>;

/** The consumer's link: `?h=` on the booking's address. */
export const greserveHashQuerySchema = z.object({ h: z.string().regex(/^[0-9a-f]{32}$/).optional() });
