import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { GRESERVE_CANCEL_REASON_MAX, GreserveItemState } from '../../../domain/reserve/greserve';
import type { Database } from '../../db/schema';
import { toGreserveEventResponse, toGreserveServiceResponse } from './greserve.mappers';
import type { GreserveNotifier } from './greserve.notifier';
import * as repo from './reserve.repository';

export const GRESERVE_SERVICE_NOT_FOUND = '找不到這項服務。';
export const GRESERVE_EVENT_NOT_FOUND = '找不到這筆預約。';
export const GRESERVE_EVENTS_MAX = 100;

const refuse = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

/** The pro's side of maps-service booking: launching services, their bookings, cancelling one. */
export class GreserveService {
  constructor(private readonly deps: { db: Kysely<Database>; notifier: GreserveNotifier }) {}

  async services(proUserId: number) {
    const rows = await repo.servicesOfPro(this.deps.db, proUserId);
    return rows.map(toGreserveServiceResponse);
  }

  private async ownService(proUserId: number, serviceId: number) {
    const [row] = await repo.servicesOfPro(this.deps.db, proUserId, serviceId);
    if (!row) throw AppError.notFound(GRESERVE_SERVICE_NOT_FOUND);
    return row;
  }

  /** Launches a service that can be booked without a quote: public, with an address, hours and a reservable offer. */
  async launch(proUserId: number, serviceId: number, now: Date) {
    const row = await this.ownService(proUserId, serviceId);
    if (!row.is_public) throw refuse('服務尚未公開，請先公開服務再上架到地圖預約。');
    if (row.hidden_at !== null) throw refuse('這項服務已被平台隱藏，無法上架到地圖預約。');
    if (row.city_id === null || row.district_id === null) throw refuse('服務地址（縣市與區域）尚未填寫，請先填寫地址再上架到地圖預約。');
    if (!row.has_hours) throw refuse('營業時間尚未設定，請先到行事曆設定營業時間再上架到地圖預約。');
    if (!row.has_reservable_offer) throw refuse('沒有可直接預約的項目，請先開啟直接預約或上架可預約的商品再上架到地圖預約。');
    await repo.setLaunched(this.deps.db, serviceId, true, now);
    return toGreserveServiceResponse(await this.ownService(proUserId, serviceId));
  }

  /** Takes a service off; its bookings stay as they are (the pro cancels them one by one if need be). */
  async unlaunch(proUserId: number, serviceId: number, now: Date) {
    const row = await this.ownService(proUserId, serviceId);
    if (toGreserveServiceResponse(row).state !== GreserveItemState.Launched) throw refuse('這項服務沒有上架到地圖預約。');
    await repo.setLaunched(this.deps.db, serviceId, false, now);
    return toGreserveServiceResponse(await this.ownService(proUserId, serviceId));
  }

  async events(proUserId: number, serviceId: number, now: Date) {
    await this.ownService(proUserId, serviceId);
    const rows = await repo.eventsOfService(this.deps.db, serviceId, proUserId, GRESERVE_EVENTS_MAX);
    return rows.map((row) => toGreserveEventResponse(row, 'pro', now));
  }

  /** One booking, for the pro who owns it or for whoever holds its link. */
  async event(eventId: number, viewer: { proUserId: number | null; hash: string | undefined }, now: Date) {
    const asPro = viewer.proUserId === null ? undefined : await repo.eventOfPro(this.deps.db, eventId, viewer.proUserId);
    if (asPro) return toGreserveEventResponse(asPro, 'pro', now);
    const asConsumer = viewer.hash ? await repo.eventByHash(this.deps.db, eventId, viewer.hash) : undefined;
    if (asConsumer) return toGreserveEventResponse(asConsumer, 'consumer', now);
    throw AppError.notFound(GRESERVE_EVENT_NOT_FOUND);
  }

  /** The pro cancels a booking that has not started, giving a reason the consumer is told. */
  async cancel(proUserId: number, eventId: number, reason: string, now: Date) {
    const row = await repo.eventOfPro(this.deps.db, eventId, proUserId);
    if (!row) throw AppError.notFound(GRESERVE_EVENT_NOT_FOUND);
    const text = reason.trim();
    if (!text) throw AppError.invalid([{ field: 'cancel_reason', message: '請填寫取消原因' }]);
    if (text.length > GRESERVE_CANCEL_REASON_MAX) throw AppError.invalid([{ field: 'cancel_reason', message: `取消原因最多 ${GRESERVE_CANCEL_REASON_MAX} 字` }]);
    if (row.cancelled_on) throw refuse('這筆預約已經取消了。');
    if (row.begin_time.getTime() <= now.getTime()) throw refuse('預約時間已開始或已過，無法取消。');
    if (!(await repo.cancelEvent(this.deps.db, eventId, 'merchant', text, now))) throw refuse('這筆預約已經取消了。');
    this.deps.notifier.cancelledByPro(row, text);
    return this.event(eventId, { proUserId, hash: undefined }, now);
  }
}
