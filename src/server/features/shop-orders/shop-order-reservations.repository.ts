import { type Kysely, sql } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { Interval } from '../../../domain/calendar/free-slots';
import { SHOP_CATEGORY_DEFAULTS } from '../../../domain/shop/shop-category-settings';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { daySlotInterval } from '../../../domain/shop/shop-reservation';
import type { Database } from '../../db/schema';
import { SELLABLE_APART_FROM_PAUSES } from '../shop-public';

/** The SQL of shop reservations: the reservable item, the pro's hours, pauses and busy time, the reservation rows. */

type Db = Kysely<Database>;

/** An item with its category's reservation rules and whether it is sold at `now` (a running pause stops it). */
export function reservableItem(db: Db, itemId: number, now: Date) {
  return db
    .selectFrom('shop_items as i')
    .innerJoin('quote_services as qs', 'qs.id', 'i.quote_service_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('shop_category_settings as scs', (join) => join.onRef('scs.quote_service_id', '=', 'i.quote_service_id').onRef('scs.quote_category_id', '=', 'i.quote_category_id'))
    .select([
      'i.id',
      'i.name',
      'i.quote_service_id',
      'i.quote_category_id',
      'i.user_id as pro_user_id',
      'i.is_reservable',
      sql<number>`coalesce(scs.reservation_slot_minutes, ${SHOP_CATEGORY_DEFAULTS.reservation_slot_minutes})::int`.as('slot_minutes'),
      sql<number>`coalesce(scs.reservation_notice_hours, ${SHOP_CATEGORY_DEFAULTS.reservation_notice_hours})::int`.as('notice_hours'),
      sql<boolean>`(${SELLABLE_APART_FROM_PAUSES} and not exists (select 1 from suspension_events se where se.quote_service_id = qs.id and se.begin_time <= ${now} and se.end_time > ${now}))`.as('on_sale'),
    ])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}
export type ReservableItemRow = NonNullable<Awaited<ReturnType<typeof reservableItem>>>;

/** The reservable items among these (an order's lines), in id order. */
export async function reservableAmong(db: Db, itemIds: readonly number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db.selectFrom('shop_items').select('id').where('id', 'in', itemIds).where('is_reservable', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export function businessHours(db: Db, serviceId: number) {
  return db.selectFrom('quote_service_business_hours').select(['weekday', 'open_time', 'close_time']).where('quote_service_id', '=', serviceId).execute();
}

export async function pauses(db: Db, serviceId: number, range: Interval): Promise<Interval[]> {
  const rows = await db
    .selectFrom('suspension_events')
    .select(['begin_time', 'end_time'])
    .where('quote_service_id', '=', serviceId)
    .where('begin_time', '<', range.end)
    .where('end_time', '>', range.begin)
    .execute();
  return rows.map((r) => ({ begin: r.begin_time, end: r.end_time }));
}

/**
 * The pro's taken time in the range, on any of his services: live site bookings, the day slots of
 * hires still to be done (as the calendar counts them) and live shop reservations.
 */
export async function proBusy(db: Db, proUserId: number, range: Interval): Promise<Interval[]> {
  const proServices = db.selectFrom('quote_services').select('id').where('user_id', '=', proUserId);
  const [bookings, hires, reservations] = await Promise.all([
    db
      .selectFrom('service_reserves')
      .select(['begin_time', 'end_time'])
      .where('quote_service_id', 'in', proServices)
      .where('cancelled_on', 'is', null)
      .where('begin_time', '<', range.end)
      .where('end_time', '>', range.begin)
      .execute(),
    db
      .selectFrom('quote_bids')
      .select('hired_on')
      .where('quote_service_id', 'in', proServices)
      .where('quote_status_id', '=', QuoteStatus.Hired)
      .where('hired_on', '>=', range.begin)
      .where('hired_on', '<', range.end)
      .execute(),
    liveReservations(db)
      .select(['r.begin_time', 'r.end_time'])
      .where('r.pro_user_id', '=', proUserId)
      .where('r.begin_time', '<', range.end)
      .where('r.end_time', '>', range.begin)
      .execute(),
  ]);
  return [
    ...bookings.map((b) => ({ begin: b.begin_time, end: b.end_time })),
    ...hires.flatMap((h) => (h.hired_on ? [daySlotInterval(h.hired_on)] : [])),
    ...reservations.map((r) => ({ begin: r.begin_time, end: r.end_time })),
  ];
}

/** Reservations whose order is not cancelled: a cancelled order's slot is free again. */
export function liveReservations(db: Db) {
  return db
    .selectFrom('nshop_order_reservations as r')
    .innerJoin('nshop_orders as o', 'o.id', 'r.nshop_order_id')
    .where('o.status', '<>', ShopOrderStatus.Cancelled);
}

export async function insertReservation(
  db: Db,
  values: { nshop_order_id: number; shop_item_id: number; pro_user_id: number; quote_service_id: number; begin_time: Date; end_time: Date; created: Date },
): Promise<void> {
  await db.insertInto('nshop_order_reservations').values(values).execute();
}
