import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarSlot } from '../../../domain/calendar';
import {
  BookingFailureCause,
  type BookingFailureCauseValue,
  type BookingFailureWire,
  BookingStatus,
  type BookingWire,
  type CreateBookingInput,
  type SlotInput,
  type UpdateBookingInput,
} from '../../../domain/reserve/booking-server.schema';
import { serviceIdOfMerchant } from '../../../domain/reserve/greserve';
import { taipeiDateKey } from '../../../domain/time';
import type { Database } from '../../db/schema';
import { type ReservesService, taipeiRange } from '../calendar';
import { consumerNameOf, toBookingWire } from './booking-server.mappers';
import type { GreserveNotifier } from './greserve.notifier';
import * as repo from './reserve.repository';

export const LIST_BOOKINGS_MAX = 100;

/** A refusal the booking server answers with an HTTP status (malformed or unknown things). */
export class BookingServerError extends Error {
  constructor(
    readonly httpStatus: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

type BookingResult = { booking: BookingWire } | { booking_failure: BookingFailureWire; booking?: BookingWire };

const failure = (cause: BookingFailureCauseValue, description: string): { booking_failure: BookingFailureWire } => ({ booking_failure: { cause, description } });

const pgCode = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);
/** The pro's time taken (0102's check) or a retried token that won the race. */
const isTimeTaken = (error: unknown) => pgCode(error) === '23P01' || pgCode(error) === '23505';

/** The partner side of the Maps Booking API v3: availability and bookings of launched services. */
export class BookingServerService {
  constructor(private readonly deps: { db: Kysely<Database>; reserves: ReservesService; notifier: GreserveNotifier }) {}

  /** The free slot the request names, or the reason it is not one. */
  private async freeSlot(slot: Pick<SlotInput, 'merchant_id' | 'service_id' | 'start_sec' | 'duration_sec'>, now: Date) {
    const serviceId = serviceIdOfMerchant(slot.merchant_id);
    const service = serviceId !== null && slot.service_id === slot.merchant_id ? await repo.launchedService(this.deps.db, serviceId) : undefined;
    if (!service) return { service: undefined, slot: undefined };
    const begin = new Date(slot.start_sec * 1000);
    const date = taipeiDateKey(begin);
    const slots = await this.deps.reserves.slotsOf(service.id, taipeiRange(date, date), now);
    const found: CalendarSlot | undefined = slots.find(
      (s) => s.blocked === null && s.begin.getTime() === begin.getTime() && (s.end.getTime() - s.begin.getTime()) / 1000 === slot.duration_sec,
    );
    return { service, slot: found };
  }

  async batchAvailabilityLookup(input: { merchant_id: string; slot_time: { service_id: string; start_sec: number; duration_sec: number; availability_tag?: string | undefined }[] }, now: Date) {
    const slot_time_availability = [];
    for (const slotTime of input.slot_time) {
      const { slot } = await this.freeSlot({ ...slotTime, merchant_id: input.merchant_id }, now);
      slot_time_availability.push({
        slot_time: { ...slotTime, start_sec: String(slotTime.start_sec), duration_sec: String(slotTime.duration_sec) },
        available: slot !== undefined,
      });
    }
    return { slot_time_availability };
  }

  async checkAvailability(input: { slot: SlotInput }, now: Date) {
    const { slot } = await this.freeSlot(input.slot, now);
    return {
      slot: { ...input.slot, start_sec: String(input.slot.start_sec), duration_sec: String(input.slot.duration_sec) },
      count_available: slot ? 1 : 0,
    };
  }

  /**
   * Books a free slot of a launched service. A retried call with the same idempotency_token answers
   * the booking the first one made; a slot taken meanwhile (by the site, a hire, a shop order or the
   * maps service) is SLOT_UNAVAILABLE, the database deciding between writers that arrive at once.
   */
  async createBooking(input: CreateBookingInput, now: Date): Promise<BookingResult> {
    const token = input.idempotency_token ?? null;
    const earlier = token ? await repo.eventByIdempotencyToken(this.deps.db, token) : undefined;
    if (earlier) return { booking: toBookingWire(earlier) };
    const { service, slot } = await this.freeSlot(input.slot, now);
    if (!service || !slot) return failure(BookingFailureCause.SlotUnavailable, service ? 'the slot is no longer available' : 'the merchant does not take bookings');
    const user = input.user_information;
    try {
      const { id } = await repo.insertEvent(this.deps.db, {
        greserve_item_id: service.greserve_item_id,
        quote_service_id: service.id,
        pro_user_id: service.user_id,
        booking_id: randomBytes(12).toString('hex'),
        idempotency_token: token,
        begin_time: slot.begin,
        end_time: slot.end,
        consumer_name: consumerNameOf(user),
        consumer_phone: user?.telephone ?? '',
        email: user?.email ?? '',
        device_id: user?.user_id ?? '',
        note: input.additional_request ?? '',
        user_information: JSON.stringify(user ?? {}),
        hash: randomBytes(16).toString('hex'),
      });
      const made = await repo.eventById(this.deps.db, id);
      if (!made) throw new Error(`maps booking ${id} vanished`);
      this.deps.notifier.booked(made);
      return { booking: toBookingWire(made) };
    } catch (error) {
      if (!isTimeTaken(error)) throw error;
      const winner = token ? await repo.eventByIdempotencyToken(this.deps.db, token) : undefined;
      if (winner) return { booking: toBookingWire(winner) };
      return failure(BookingFailureCause.SlotUnavailable, 'the slot is no longer available');
    }
  }

  private async existing(bookingId: string) {
    const row = await repo.eventByBookingId(this.deps.db, bookingId);
    if (!row) throw new BookingServerError(404, 'booking_id not found');
    return row;
  }

  /** Cancels the booking (status CANCELED) or moves it to another free slot. */
  async updateBooking(input: UpdateBookingInput, now: Date): Promise<BookingResult> {
    const row = await this.existing(input.booking.booking_id);
    if (input.booking.status === BookingStatus.Canceled) {
      if (row.cancelled_on) return { ...failure(BookingFailureCause.BookingAlreadyCancelled, 'the booking is already cancelled'), booking: toBookingWire(row) };
      if (row.begin_time.getTime() <= now.getTime()) return { ...failure(BookingFailureCause.BookingNotCancellable, 'the booking has started'), booking: toBookingWire(row) };
      await repo.cancelEvent(this.deps.db, row.id, 'consumer', '', now);
      return { booking: toBookingWire(await this.existing(row.booking_id)) };
    }
    const wanted = input.booking.slot;
    if (wanted?.start_sec !== undefined) {
      if (row.cancelled_on) return { ...failure(BookingFailureCause.BookingAlreadyCancelled, 'the booking is already cancelled'), booking: toBookingWire(row) };
      const merchant = String(row.quote_service_id);
      const duration = wanted.duration_sec ?? Math.round((row.end_time.getTime() - row.begin_time.getTime()) / 1000);
      const { slot } = await this.freeSlot({ merchant_id: merchant, service_id: merchant, start_sec: wanted.start_sec, duration_sec: duration }, now);
      if (!slot) return { ...failure(BookingFailureCause.SlotUnavailable, 'the new slot is not available'), booking: toBookingWire(row) };
      try {
        await repo.moveEvent(this.deps.db, row.id, { begin: slot.begin, end: slot.end }, now);
      } catch (error) {
        if (!isTimeTaken(error)) throw error;
        return { ...failure(BookingFailureCause.SlotUnavailable, 'the new slot is not available'), booking: toBookingWire(row) };
      }
    }
    return { booking: toBookingWire(await this.existing(row.booking_id)) };
  }

  async getBookingStatus(bookingId: string) {
    const row = await this.existing(bookingId);
    return { booking_id: row.booking_id, booking_status: row.cancelled_on ? BookingStatus.Canceled : BookingStatus.Confirmed, prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
  }

  async listBookings(userId: string) {
    const rows = await repo.eventsOfDevice(this.deps.db, userId, LIST_BOOKINGS_MAX);
    return { bookings: rows.map(toBookingWire) };
  }
}
