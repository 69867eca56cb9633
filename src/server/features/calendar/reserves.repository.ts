import { type Kysely, sql, type Transaction } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { daySlotInstants } from '../../../domain/shop/shop-reservation';
import type { RowOf } from '../../db/queries/row-of';
import type { Database } from '../../db/schema';
import { CONSUMER_NAME_COLUMNS, joinRequest } from '../requests';

type Db = Kysely<Database> | Transaction<Database>;

/** A quote the consumer may book against: sent (or further along) and not turned down. */
const BOOKABLE_BID_STATUSES = [QuoteStatus.InProgress, QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

function reserveQuery(db: Db) {
  return db
    .selectFrom('service_reserves as sr')
    .innerJoin('quote_services as s', 's.id', 'sr.quote_service_id')
    .innerJoin('users as cu', 'cu.id', 'sr.user_id')
    .leftJoin('quote_bids as b', 'b.id', 'sr.quote_bid_id')
    .select([
      'sr.id',
      'sr.quote_service_id',
      'sr.quote_bid_id',
      'sr.user_id',
      'sr.begin_time',
      'sr.end_time',
      'sr.note',
      'sr.cancelled_on',
      'sr.cancelled_by',
      'sr.created',
      's.title as service_title',
      's.user_id as pro_user_id',
      sql<string>`pro_display_name(s.user_id)`.as('pro_name'),
      ...CONSUMER_NAME_COLUMNS,
      // A booking on a quote the consumer hired him for shows the full name to the pro; else masked.
      sql<boolean>`coalesce(b.hired_by_requester, false)`.as('consumer_hired'),
    ]);
}
export type ReserveRow = RowOf<typeof reserveQuery>;

/** One booking the user may see: they booked it or own the service. */
export function visibleReserve(db: Db, reserveId: number, userId: number) {
  return reserveQuery(db)
    .where('sr.id', '=', reserveId)
    .where((eb) => eb.or([eb('sr.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .executeTakeFirst();
}

/** The user's bookings, as consumer and as pro, latest first. */
export function reservesOfUser(db: Db, userId: number, limit: number) {
  return reserveQuery(db)
    .where((eb) => eb.or([eb('sr.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .orderBy('sr.begin_time', 'desc')
    .orderBy('sr.id', 'desc')
    .limit(limit)
    .execute();
}

/** Live bookings of a service in [from, to). */
export function serviceReserves(db: Db, serviceId: number, range: { from: Date; to: Date }) {
  return reserveQuery(db)
    .where('sr.quote_service_id', '=', serviceId)
    .where('sr.cancelled_on', 'is', null)
    .where('sr.begin_time', '>=', range.from)
    .where('sr.begin_time', '<', range.to)
    .orderBy('sr.begin_time')
    .execute();
}

/** The services of the same pro as `serviceId` (his own time is one calendar, whatever the service). */
function sameProServices(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_services as own')
    .innerJoin('quote_services as sib', 'sib.user_id', 'own.user_id')
    .select('sib.id')
    .where('own.id', '=', serviceId);
}

/**
 * Begin times of live bookings (site and maps) of any of the pro's services in [from, to), and an instant in each
 * day slot a live shop reservation of his touches (a booking fills its day slot, so it must not
 * share one with a shop reservation; the database checks it too, migration 0094).
 */
export async function proBookingTimes(db: Db, serviceId: number, range: { from: Date; to: Date }): Promise<Date[]> {
  const [rows, shop, maps] = await Promise.all([
    db
      .selectFrom('service_reserves')
      .select('begin_time')
      .where('quote_service_id', 'in', sameProServices(db, serviceId))
      .where('cancelled_on', 'is', null)
      .where('begin_time', '>=', range.from)
      .where('begin_time', '<', range.to)
      .execute(),
    liveShopReservations(db)
      .select(['r.begin_time', 'r.end_time'])
      .where('r.pro_user_id', '=', (eb) => eb.selectFrom('quote_services').select('user_id').where('id', '=', serviceId))
      .where('r.begin_time', '<', range.to)
      .where('r.end_time', '>', range.from)
      .execute(),
    // Bookings made through the maps service fill their day slot as a site booking does (0102).
    db
      .selectFrom('greserve_events')
      .select('begin_time')
      .where('pro_user_id', '=', (eb) => eb.selectFrom('quote_services').select('user_id').where('id', '=', serviceId))
      .where('cancelled_on', 'is', null)
      .where('begin_time', '>=', range.from)
      .where('begin_time', '<', range.to)
      .execute(),
  ]);
  return [
    ...rows.map((row) => row.begin_time),
    ...maps.map((row) => row.begin_time),
    ...shop.flatMap((r) => daySlotInstants({ begin: r.begin_time, end: r.end_time })),
  ];
}

/** Shop reservations whose order is not cancelled (a cancelled order frees its slot). */
function liveShopReservations(db: Db) {
  return db
    .selectFrom('nshop_order_reservations as r')
    .innerJoin('nshop_orders as o', 'o.id', 'r.nshop_order_id')
    .where('o.status', '<>', ShopOrderStatus.Cancelled);
}

/** Live shop reservations of a service's orders starting in [from, to), with the item and the consumer. */
export function serviceShopReservations(db: Db, serviceId: number, range: { from: Date; to: Date }) {
  return liveShopReservations(db)
    .innerJoin('shop_items as i', 'i.id', 'r.shop_item_id')
    .innerJoin('users as cu', 'cu.id', 'o.consumer_user_id')
    .select(['r.nshop_order_id', 'r.shop_item_id', 'i.name as item_name', 'r.begin_time', 'r.end_time', 'o.status', 'cu.username', 'cu.first_name', 'cu.last_name'])
    .where('r.quote_service_id', '=', serviceId)
    .where('r.begin_time', '>=', range.from)
    .where('r.begin_time', '<', range.to)
    .orderBy('r.begin_time')
    .execute();
}

/** hired_on of the pro's hires still to be done, on any of his services, in [from, to). */
export async function proHireTimes(db: Db, serviceId: number, range: { from: Date; to: Date }): Promise<Date[]> {
  const rows = await db
    .selectFrom('quote_bids')
    .select('hired_on')
    .where('quote_service_id', 'in', sameProServices(db, serviceId))
    .where('quote_status_id', '=', QuoteStatus.Hired)
    .where('hired_on', '>=', range.from)
    .where('hired_on', '<', range.to)
    .execute();
  return rows.flatMap((row) => (row.hired_on ? [row.hired_on] : []));
}

/**
 * The consumer's quote from this service to book against: the named one, or else their hired
 * one, or else their latest sent quote. Undefined when they have none.
 */
export function bookableBid(db: Db, consumerId: number, serviceId: number, bidId: number | undefined) {
  let query = db
    .selectFrom('quote_bids as b')
    .$call(joinRequest)
    .select(['b.id', 'b.quote_status_id'])
    .where('r.user_id', '=', consumerId)
    .where('b.quote_service_id', '=', serviceId)
    .where('b.quote_status_id', 'in', BOOKABLE_BID_STATUSES)
    .where('b.is_requestor_rejected', '=', false);
  if (bidId !== undefined) query = query.where('b.id', '=', bidId);
  return query
    .orderBy(sql`case when b.quote_status_id = ${QuoteStatus.Hired} then 0 else 1 end`)
    .orderBy('b.modified', 'desc')
    .orderBy('b.id', 'desc')
    .executeTakeFirst();
}

/** Whether a category of the service lets consumers book without a quote first. */
export async function directReserveOn(db: Db, serviceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quote_service_categories')
    .select('id')
    .where('quote_service_id', '=', serviceId)
    .where('is_direct_reserve_on', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertReserve(
  db: Db,
  values: { quote_service_id: number; quote_bid_id: number | null; user_id: number; begin_time: Date; end_time: Date; note: string },
) {
  return db.insertInto('service_reserves').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Cancels a live booking the user booked or whose service they own; false when there is none. */
export async function cancelReserve(db: Db, reserveId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('service_reserves')
    .set({ cancelled_on: now, cancelled_by: userId, modified: now })
    .where('id', '=', reserveId)
    .where('cancelled_on', 'is', null)
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb('quote_service_id', 'in', eb.selectFrom('quote_services').select('id').where('user_id', '=', userId))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Live bookings of the pro's services he has not seen yet (the header's unreadBookingCount). */
export async function countUnreadBookings(db: Db, proUserId: number): Promise<number> {
  const row = await unreadBookingsQuery(db, proUserId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The same count as a one-column query, for reading it inside another statement (the user state). */
export function unreadBookingsQuery(db: Db, proUserId: number) {
  return db
    .selectFrom('service_reserves as sr')
    .innerJoin('quote_services as s', 's.id', 'sr.quote_service_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.user_id', '=', proUserId)
    .where('sr.provider_read_on', 'is', null)
    .where('sr.cancelled_on', 'is', null);
}

/** The pro has seen these bookings of his services: all of one service, or the given ones. */
export async function markBookingsSeen(db: Db, proUserId: number, which: { serviceId: number } | { reserveIds: number[] }, now: Date): Promise<void> {
  if ('reserveIds' in which && which.reserveIds.length === 0) return;
  let query = db
    .updateTable('service_reserves')
    .set({ provider_read_on: now })
    .where('provider_read_on', 'is', null)
    .where('quote_service_id', 'in', (eb) => eb.selectFrom('quote_services').select('id').where('user_id', '=', proUserId));
  query = 'serviceId' in which ? query.where('quote_service_id', '=', which.serviceId) : query.where('id', 'in', which.reserveIds);
  await query.execute();
}
