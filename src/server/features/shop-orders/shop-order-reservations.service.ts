import type { Kysely } from 'kysely';
import { datesBetween, taipeiMidnight } from '../../../domain/calendar/free-slots';
import { addDays } from '../../../domain/calendar/dates';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText, ShopItemError } from '../../../domain/errors/codes';
import { type ShopSlot, type ShopSlotsResponse, shopReservationSlots } from '../../../domain/shop/shop-reservation';
import { DAY_MS, taipeiDateKey, toUtcString, type WeekdayId } from '../../../domain/time';
import type { Database } from '../../db/schema';
import * as repo from './shop-order-reservations.repository';

type Db = Kysely<Database>;

export const SHOP_RESERVATION_MESSAGES = {
  itemNotReservable: '找不到這個需要預約的商品，或它目前沒有販售。',
  required: '這張訂單的商品需要預約時段，請選擇預約時段（reservation_begin）。',
  notNeeded: '這張訂單的商品不需要預約時段，請不要填寫預約時段（reservation_begin）。',
  oneReservable: '一張訂單只能預約一個商品的時段，請把需要預約的商品分開下單（items）。',
  notASlot: '這個時間不是可預約的時段，請從可預約時段中選擇（reservation_begin）。',
  taken: '這個時段已經有人預約了，請選擇其他時段（reservation_begin）。',
} as const;

const isExclusion = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';

/** The order being written, as the reservation needs it. */
export interface ReservingOrder {
  orderId: number;
  proUserId: number;
  serviceId: number;
  itemIds: readonly number[];
  begin: Date | undefined;
}

/**
 * Reservation slots of reservable shop items: the free slots of an item (public), and the slot an
 * order takes in its own transaction. The database refuses two overlapping uses of one pro's time
 * (migration 0094), so two orders, or an order and a site booking, never both get it.
 */
export class ShopOrderReservations {
  constructor(private readonly db: Db) {}

  /** The item's free slots over `days` Taipei dates from `from` (today when absent). */
  async slots(itemId: number, from: string | undefined, days: number, now: Date): Promise<ShopSlotsResponse> {
    const item = await repo.reservableItem(this.db, itemId, now);
    if (!item?.on_sale || !item.is_reservable) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_RESERVATION_MESSAGES.itemNotReservable);
    const start = from ?? taipeiDateKey(now);
    if (!taipeiMidnight(start)) throw AppError.invalid([{ field: 'from', message: '開始日期（from）不是有效的日期' }]);
    const slots = await this.freeSlots(this.db, item, datesBetween(start, addDays(start, days - 1)), now);
    return {
      shop_item: { id: item.id, name: item.name, quote_service_id: item.quote_service_id, quote_category_id: item.quote_category_id },
      reservation_slot_minutes: item.slot_minutes,
      reservation_notice_hours: item.notice_hours,
      from: start,
      days,
      slots: slots.map((s) => ({ date: s.date, begin_time: toUtcString(s.begin), end_time: toUtcString(s.end) })),
    };
  }

  /** Free slots on the dates; `withBusy: false` leaves the pro's taken time in (to tell "taken" from "no slot"). */
  private async freeSlots(db: Db, item: repo.ReservableItemRow, dates: string[], now: Date, withBusy = true): Promise<ShopSlot[]> {
    const first = taipeiMidnight(dates[0] ?? '');
    if (!first) return [];
    const range = { begin: first, end: new Date(first.getTime() + dates.length * DAY_MS) };
    const [hours, pauses, busy] = await Promise.all([
      repo.businessHours(db, item.quote_service_id),
      repo.pauses(db, item.quote_service_id, range),
      withBusy ? repo.proBusy(db, item.pro_user_id, range) : Promise.resolve([]),
    ]);
    return shopReservationSlots(dates, {
      hours: hours.map((h) => ({ weekday: h.weekday as WeekdayId, open_time: h.open_time.slice(0, 5), close_time: h.close_time.slice(0, 5) })),
      pauses,
      busy,
      slotMinutes: item.slot_minutes,
      noticeHours: item.notice_hours,
      now,
    });
  }

  /**
   * Inside the order's transaction: the slot its reservable item needs (required then, refused
   * for an order without one), checked against the free slots and written; the database's check
   * decides between two writers at once.
   */
  async take(trx: Db, order: ReservingOrder, now: Date): Promise<void> {
    const reservable = await repo.reservableAmong(trx, order.itemIds);
    if (reservable.length === 0) {
      if (order.begin) throw AppError.invalid([{ field: 'reservation_begin', message: SHOP_RESERVATION_MESSAGES.notNeeded }]);
      return;
    }
    if (reservable.length > 1) throw AppError.invalid([{ field: 'items', message: SHOP_RESERVATION_MESSAGES.oneReservable }]);
    const begin = order.begin;
    if (!begin) throw AppError.invalid([{ field: 'reservation_begin', message: SHOP_RESERVATION_MESSAGES.required }]);
    const item = await repo.reservableItem(trx, reservable[0]!, now);
    if (!item) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_RESERVATION_MESSAGES.itemNotReservable);
    const dates = [taipeiDateKey(begin)];
    const isAt = (s: ShopSlot) => s.begin.getTime() === begin.getTime();
    const slot = (await this.freeSlots(trx, item, dates, now)).find(isAt);
    if (!slot) {
      if ((await this.freeSlots(trx, item, dates, now, false)).some(isAt)) throw taken();
      throw AppError.invalid([{ field: 'reservation_begin', message: SHOP_RESERVATION_MESSAGES.notASlot }]);
    }
    try {
      await repo.insertReservation(trx, {
        nshop_order_id: order.orderId,
        shop_item_id: item.id,
        pro_user_id: order.proUserId,
        quote_service_id: order.serviceId,
        begin_time: slot.begin,
        end_time: slot.end,
        created: now,
      });
    } catch (error) {
      if (isExclusion(error)) throw taken();
      throw error;
    }
  }
}

const taken = () => new AppError('conflict', ErrorText.ActionNotAllowed, SHOP_RESERVATION_MESSAGES.taken);
