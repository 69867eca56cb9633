import { z } from 'zod';

/**
 * The booking server's wire format (Maps Booking API v3, REST): proto3 JSON with snake_case field
 * names. int64 fields (`start_sec`, `duration_sec`) come as strings or numbers and are sent back as
 * strings, as the proto3 JSON mapping does.
 */

/** BookingStatus of the Maps Booking API (the values this server uses). */
export const BookingStatus = {
  Confirmed: 'CONFIRMED',
  Canceled: 'CANCELED',
} as const;
export type BookingStatusValue = (typeof BookingStatus)[keyof typeof BookingStatus];

/** BookingFailure.cause values this server answers with. */
export const BookingFailureCause = {
  SlotUnavailable: 'SLOT_UNAVAILABLE',
  BookingAlreadyCancelled: 'BOOKING_ALREADY_CANCELLED',
  BookingNotCancellable: 'BOOKING_NOT_CANCELLABLE',
  OverlappingReservation: 'OVERLAPPING_RESERVATION',
} as const;
export type BookingFailureCauseValue = (typeof BookingFailureCause)[keyof typeof BookingFailureCause];

/** The booking server's methods, as they appear in `/booking-server/v3/{Method}`. */
export const BOOKING_SERVER_METHODS = ['HealthCheck', 'BatchAvailabilityLookup', 'CheckAvailability', 'CreateBooking', 'UpdateBooking', 'GetBookingStatus', 'ListBookings'] as const;
export type BookingServerMethod = (typeof BOOKING_SERVER_METHODS)[number];

const int64 = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]).transform((v) => Number(v));
const id = z.string().min(1).max(200);

export const resourcesSchema = z.object({ staff_id: z.string().optional(), staff_name: z.string().optional(), room_id: z.string().optional(), room_name: z.string().optional(), party_size: z.number().int().optional() }).partial();

export const slotSchema = z.object({
  merchant_id: id,
  service_id: id,
  start_sec: int64,
  duration_sec: int64,
  availability_tag: z.string().max(255).optional(),
  resources: resourcesSchema.optional(),
});
export type SlotInput = z.infer<typeof slotSchema>;

export const userInformationSchema = z.object({
  user_id: z.string().max(200).optional(),
  given_name: z.string().max(50).optional(),
  family_name: z.string().max(50).optional(),
  telephone: z.string().max(30).optional(),
  email: z.string().max(254).optional(),
  language_code: z.string().optional(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

export const batchAvailabilityLookupSchema = z.object({
  merchant_id: id,
  slot_time: z
    .array(
      z.object({
        service_id: id,
        start_sec: int64,
        duration_sec: int64,
        availability_tag: z.string().max(255).optional(),
        resource_ids: resourcesSchema.optional(),
      }),
    )
    .max(500),
});

export const checkAvailabilitySchema = z.object({ slot: slotSchema });

export const createBookingSchema = z.object({
  slot: slotSchema,
  user_information: userInformationSchema.optional(),
  idempotency_token: z.string().min(1).max(200).optional(),
  additional_request: z.string().max(500).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const updateBookingSchema = z.object({
  booking: z.object({ booking_id: id, status: z.enum([BookingStatus.Confirmed, BookingStatus.Canceled]).optional(), slot: slotSchema.partial().optional() }),
  idempotency_token: z.string().max(200).optional(),
});
export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

export const getBookingStatusSchema = z.object({ booking_id: id });
export const listBookingsSchema = z.object({ user_id: id });

/** A slot as the server answers it (int64 as strings). */
export interface SlotWire {
  merchant_id: string;
  service_id: string;
  start_sec: string;
  duration_sec: string;
  availability_tag?: string;
  resources?: z.infer<typeof resourcesSchema>;
}

export interface BookingWire {
  booking_id: string;
  slot: SlotWire;
  user_information: UserInformation;
  status: BookingStatusValue;
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
}

export interface BookingFailureWire {
  cause: BookingFailureCauseValue;
  description: string;
}
