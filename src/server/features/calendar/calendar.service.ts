import type { OwnService } from '../../../domain/calendar/calendar.contract';
import type { CalendarResponse } from '../../../domain/calendar';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import type { Kysely } from 'kysely';
import { type BusinessHoursSpan, CALENDAR_RANGE_DAYS_MAX, datesBetween, type SuspensionEventInput, taipeiMidnight } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors/app-error';
import { DAY_MS, taipeiDateKey, toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import { toBusinessHoursResponse, toReserveResponse, toSpans, toSuspensionEventResponse } from './calendar.mappers';
import * as repo from './calendar.repository';
import { openAppointmentsOfService, toAppointmentAnswer } from '../voice-appointments';
import { countUnreadBookings, markBookingsSeen, serviceReserves, serviceShopReservations } from './reserves.repository';

export const SERVICE_NOT_FOUND = '找不到這個服務。';
export const PAUSE_NOT_FOUND = '找不到這個暫停接案時段。';

/** A range of Taipei dates as instants [from, to), checked for order and length. */
export function taipeiRange(from: string, to: string): { from: Date; to: Date; dates: string[] } {
  const start = taipeiMidnight(from);
  const end = taipeiMidnight(to);
  if (!start) throw AppError.invalid([{ field: 'from', message: '開始日期不是有效的日期' }]);
  if (!end) throw AppError.invalid([{ field: 'to', message: '結束日期不是有效的日期' }]);
  if (end.getTime() < start.getTime()) throw AppError.invalid([{ field: 'to', message: '結束日期不能早於開始日期' }]);
  if ((end.getTime() - start.getTime()) / DAY_MS >= CALENDAR_RANGE_DAYS_MAX) {
    throw AppError.invalid([{ field: 'to', message: `一次最多查詢 ${CALENDAR_RANGE_DAYS_MAX} 天` }]);
  }
  return { from: start, to: new Date(end.getTime() + DAY_MS), dates: datesBetween(from, to) };
}

/** A pro's hours, pauses and week view of their own service. Every call checks ownership first. */
export class CalendarService {
  constructor(private readonly db: Kysely<Database>) {}

  private async requireOwned(serviceId: number, userId: number) {
    const service = await repo.ownedService(this.db, serviceId, userId);
    if (!service) throw AppError.notFound(SERVICE_NOT_FOUND);
    return service;
  }

  async services(userId: number): Promise<OwnService[]> {
    return (await repo.servicesOfUser(this.db, userId)).map((s) => ({ id: s.id, title: s.title, is_public: s.is_public ? 1 : 0 }));
  }

  async getHours(serviceId: number, userId: number) {
    await this.requireOwned(serviceId, userId);
    return toBusinessHoursResponse(toSpans(await repo.businessHours(this.db, serviceId)));
  }

  /** Replaces the hours; the trigger on the hours table raises the profile's public version. */
  async setHours(serviceId: number, userId: number, spans: readonly BusinessHoursSpan[]) {
    await this.requireOwned(serviceId, userId);
    await this.db.transaction().execute(async (trx) => {
      // One writer at a time per service, so two saves at once cannot interleave their rows.
      await trx.selectFrom('quote_services').select('id').where('id', '=', serviceId).forUpdate().executeTakeFirst();
      await repo.replaceBusinessHours(trx, serviceId, spans);
    });
    return this.getHours(serviceId, userId);
  }

  async listPauses(serviceId: number, userId: number) {
    await this.requireOwned(serviceId, userId);
    return (await repo.pauses(this.db, serviceId)).map(toSuspensionEventResponse);
  }

  async addPause(serviceId: number, userId: number, input: SuspensionEventInput, now: Date) {
    await this.requireOwned(serviceId, userId);
    refusePastPause(input, now);
    return toSuspensionEventResponse(await repo.addPause(this.db, serviceId, input));
  }

  async editPause(pauseId: number, userId: number, input: SuspensionEventInput, now: Date) {
    refusePastPause(input, now);
    const row = await repo.editPause(this.db, pauseId, userId, input);
    if (!row) throw AppError.notFound(PAUSE_NOT_FOUND);
    return toSuspensionEventResponse(row);
  }

  async deletePause(pauseId: number, userId: number) {
    if (!(await repo.deletePause(this.db, pauseId, userId))) throw AppError.notFound(PAUSE_NOT_FOUND);
  }

  /** Everything on the pro's calendar between two Taipei dates: hours, pauses, hires, bookings. */
  async calendar(serviceId: number, userId: number, from: string, to: string, now: Date): Promise<CalendarResponse> {
    const service = await this.requireOwned(serviceId, userId);
    const range = taipeiRange(from, to);
    // The pro's own calendar shows him the service's bookings: none of them is new any more.
    await markBookingsSeen(this.db, userId, { serviceId }, now);
    const [hours, pauses, hires, reserves, unreadBookings, shopReservations, appointments] = await Promise.all([
      repo.businessHours(this.db, serviceId),
      repo.pauses(this.db, serviceId, range),
      repo.hires(this.db, serviceId, range),
      serviceReserves(this.db, serviceId, range),
      countUnreadBookings(this.db, userId),
      serviceShopReservations(this.db, serviceId, range),
      openAppointmentsOfService(this.db, serviceId, range),
    ]);
    return {
      quote_service: { id: service.id, title: service.title },
      from,
      to,
      ...toBusinessHoursResponse(toSpans(hours)),
      suspension_events: pauses.map(toSuspensionEventResponse),
      hires: hires.map((h) => ({
        quote_bid_id: h.quote_bid_id,
        quote_request_id: h.quote_request_id,
        quote_status_id: h.quote_status_id,
        hired_on: toUtcString(h.hired_on),
        category_name: h.category_name,
        consumer_name: consumerNameForPro(
          { username: h.consumer_username, first_name: h.consumer_first_name, last_name: h.consumer_last_name },
          { hiredByConsumer: h.hired_by_requester },
        ),
      })),
      service_reserves: reserves.map((r) => toReserveResponse(r, userId, now)),
      shop_reservations: shopReservations.map((r) => ({
        nshop_order_id: r.nshop_order_id,
        shop_item_id: r.shop_item_id,
        item_name: r.item_name,
        begin_time: toUtcString(r.begin_time),
        end_time: toUtcString(r.end_time),
        date: taipeiDateKey(r.begin_time),
        // The order shows its pro the consumer's full name; so does the calendar.
        consumer_name: fullName({ username: r.username, first_name: r.first_name, last_name: r.last_name }),
        status: r.status,
      })),
      voice_appointments: appointments.map((a) => toAppointmentAnswer(a, userId)),
      /** New bookings left on his other services (the header's count after this view). */
      unread_booking_count: unreadBookings,
    };
  }
}

/** A pause that is already over changes nothing and is refused. */
function refusePastPause(input: SuspensionEventInput, now: Date) {
  if (input.end_time.getTime() <= now.getTime()) {
    throw AppError.invalid([{ field: 'end_time', message: '暫停結束時間已經過去了' }]);
  }
}
