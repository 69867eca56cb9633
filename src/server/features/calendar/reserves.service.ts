import type { FreeSlotsResponse } from '../../../domain/calendar';
import type { Kysely } from 'kysely';
import { calendarSlots, type ReserveInput, type SlotBlock } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { taipeiDateKey } from '../../../domain/time';
import type { Database } from '../../db/schema';
import { toReserveResponse, toSlotResponse, toSpans } from './calendar.mappers';
import * as calendarRepo from './calendar.repository';
import { SERVICE_NOT_FOUND, taipeiRange } from './calendar.service';
import * as repo from './reserves.repository';

export const RESERVE_NOT_FOUND = '找不到這筆預約。';
export const RESERVES_LIST_MAX = 100;
export const SLOT_TAKEN_MESSAGE = '這個時段已經有人預約了，請選擇其他時段。';

const UNBOOKABLE: Record<Exclude<SlotBlock, null | 'booked' | 'hired'>, string> = {
  past: '這個時段已經過去了，請選擇其他時段。',
  paused: '專家在這段時間暫停接案，請選擇其他時段。',
};

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

/** Free slots of a pro and bookings of them (ServiceReserve), by consumers and seen by both sides. */
export class ReservesService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every slot of the service's hours on the given Taipei dates, each free or why not. */
  async slotsOf(serviceId: number, dates: { from: Date; to: Date; dates: string[] }, now: Date) {
    // The pro is one person: a booking or a hire on any of his services takes the slot on all of them.
    const [hours, pauses, bookings, hires] = await Promise.all([
      calendarRepo.businessHours(this.db, serviceId),
      calendarRepo.pauses(this.db, serviceId, dates),
      repo.proBookingTimes(this.db, serviceId, dates),
      repo.proHireTimes(this.db, serviceId, dates),
    ]);
    return calendarSlots(dates.dates, {
      hours: toSpans(hours),
      pauses: pauses.map((p) => ({ begin: p.begin_time, end: p.end_time })),
      bookings,
      hires,
      now,
    });
  }

  /** Public: every slot of the pro's hours between two Taipei dates, each free or not. */
  async slots(serviceId: number, from: string, to: string, now: Date): Promise<FreeSlotsResponse> {
    const service = await calendarRepo.publicService(this.db, serviceId);
    if (!service) throw AppError.notFound(SERVICE_NOT_FOUND);
    const range = taipeiRange(from, to);
    const slots = await this.slotsOf(serviceId, range, now);
    return { quote_service: { id: service.id, title: service.title, pro_name: service.pro_name }, from, to, slots: slots.map(toSlotResponse) };
  }

  /**
   * Books the free slot starting at `begin_time`. The slot key's unique index decides between
   * two bookings arriving at once: the second insert fails and is answered as "slot taken".
   */
  async reserve(consumerId: number, input: ReserveInput, now: Date) {
    const service = await calendarRepo.publicService(this.db, input.quote_service_id);
    if (!service) throw AppError.notFound(SERVICE_NOT_FOUND);
    if (service.user_id === consumerId) throw conflict('不能預約自己的服務。');
    const bidId = await this.bidFor(consumerId, service.id, input.quote_bid_id);
    const date = taipeiDateKey(input.begin_time);
    const slot = (await this.slotsOf(service.id, taipeiRange(date, date), now)).find((s) => s.begin.getTime() === input.begin_time.getTime());
    if (!slot) throw AppError.invalid([{ field: 'begin_time', message: '這個時間不是專家可預約的時段，請從可預約時段中選擇。' }]);
    if (slot.blocked === 'booked' || slot.blocked === 'hired') throw conflict(SLOT_TAKEN_MESSAGE);
    if (slot.blocked) throw AppError.invalid([{ field: 'begin_time', message: UNBOOKABLE[slot.blocked] }]);
    try {
      const { id } = await repo.insertReserve(this.db, {
        quote_service_id: service.id,
        quote_bid_id: bidId,
        user_id: consumerId,
        begin_time: slot.begin,
        end_time: slot.end,
        note: input.note,
      });
      return this.get(id, consumerId, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN_MESSAGE);
      throw error;
    }
  }

  /** The quote the booking belongs to; null only for a direct reserve. */
  private async bidFor(consumerId: number, serviceId: number, wanted: number | undefined): Promise<number | null> {
    const bid = await repo.bookableBid(this.db, consumerId, serviceId, wanted);
    if (bid) return bid.id;
    if (wanted !== undefined) throw AppError.invalid([{ field: 'quote_bid_id', message: '找不到您收到的這筆報價' }]);
    if (await repo.directReserveOn(this.db, serviceId)) return null;
    throw conflict('請先向這位專家索取報價，收到報價後就能預約時間。');
  }

  async get(reserveId: number, userId: number, now: Date) {
    const row = await repo.visibleReserve(this.db, reserveId, userId);
    if (!row) throw AppError.notFound(RESERVE_NOT_FOUND);
    if (row.pro_user_id === userId) await repo.markBookingsSeen(this.db, userId, { reserveIds: [row.id] }, now);
    return toReserveResponse(row, userId, now);
  }

  /** The user's bookings; those of his own services are seen by the pro from here on. */
  async list(userId: number, now: Date) {
    const rows = await repo.reservesOfUser(this.db, userId, RESERVES_LIST_MAX);
    await repo.markBookingsSeen(this.db, userId, { reserveIds: rows.filter((r) => r.pro_user_id === userId).map((r) => r.id) }, now);
    return rows.map((r) => toReserveResponse(r, userId, now));
  }

  /** Either side cancels a booking that has not started; its slot becomes free again. */
  async cancel(reserveId: number, userId: number, now: Date) {
    const row = await repo.visibleReserve(this.db, reserveId, userId);
    if (!row) throw AppError.notFound(RESERVE_NOT_FOUND);
    if (row.cancelled_on) throw conflict('這筆預約已經取消了。');
    if (row.begin_time.getTime() <= now.getTime()) throw conflict('預約時間已開始或已過，無法取消。');
    if (!(await repo.cancelReserve(this.db, reserveId, userId, now))) throw conflict('這筆預約已經取消了。');
    return this.get(reserveId, userId, now);
  }
}
