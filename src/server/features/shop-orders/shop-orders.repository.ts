import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { ShopOrderSide } from '../../../domain/shop/shop-order-status';
import type { Database, NshopOrderItemsTable, NshopOrdersTable } from '../../db/schema';
import { SELLABLE_APART_FROM_PAUSES } from '../shop-public';

/** The carts' and orders' rows: what is on sale, the stock, the cart lines, the orders and their items. */

type Db = Kysely<Database>;
/**
 * Whether an item is sold at `now`: the public side's rule (published, approved and undeleted, its
 * service public, unarchived and undeleted, its pro undeleted and in good standing) and no pause of
 * its service running at `now`.
 */
function onSale(now: Date) {
  return sql<boolean>`(${SELLABLE_APART_FROM_PAUSES} and not exists (select 1 from suspension_events se where se.quote_service_id = qs.id and se.begin_time <= ${now} and se.end_time > ${now}))`;
}

/** Plans with their items as an order or a cart needs them, and whether each is on sale now. */
export function plansForSale(db: Db, planIds: readonly number[], now: Date) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shop_item_plans as p')
    .innerJoin('shop_items as i', 'i.id', 'p.shop_item_id')
    .innerJoin('quote_services as qs', 'qs.id', 'i.quote_service_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'p.id as plan_id',
      'p.name as plan_name',
      'p.description as plan_description',
      'p.price',
      'i.id as item_id',
      'i.name as item_name',
      'i.user_id as pro_user_id',
      'i.quote_service_id',
      'i.is_quantity_limited',
      'i.remaining_quantity',
      onSale(now).as('on_sale'),
    ])
    .where('p.id', 'in', planIds)
    .execute();
}
export type PlanForSale = Awaited<ReturnType<typeof plansForSale>>[number];

/** The user's cart lines with their items and plans, newest change first. */
export function cartLines(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('nshop_carts as c')
    .innerJoin('shop_items as i', 'i.id', 'c.shop_item_id')
    .innerJoin('shop_item_plans as p', 'p.id', 'c.shop_item_plan_id')
    .innerJoin('quote_services as qs', 'qs.id', 'i.quote_service_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'c.id',
      'c.quantity',
      'c.modified',
      'c.shop_item_plan_id',
      'i.id as item_id',
      'i.name as item_name',
      'i.quote_service_id',
      'i.quote_category_id',
      'i.is_reservable',
      'i.remaining_quantity',
      'qs.title as service_title',
      'p.name as plan_name',
      'p.price',
      onSale(now).as('on_sale'),
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.modified', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/** How many lines the user's cart holds (the user state's `cartCount`), as a subquery. */
export function cartCountQuery(db: Db, userId: number) {
  return db
    .selectFrom('nshop_carts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId);
}

/** Adds to the line of this item and plan (a new line, or more of it); null when it would pass `max`. */
export async function addToCart(trx: Db, userId: number, itemId: number, planId: number, quantity: number, max: number, now: Date): Promise<number | null> {
  const row = await trx
    .insertInto('nshop_carts')
    .values({ user_id: userId, shop_item_id: itemId, shop_item_plan_id: planId, quantity, created: now, modified: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'shop_item_id', 'shop_item_plan_id'])
        .doUpdateSet((eb) => ({ quantity: eb('nshop_carts.quantity', '+', eb.ref('excluded.quantity')), modified: now }))
        .where((eb) => eb(eb('nshop_carts.quantity', '+', eb.ref('excluded.quantity')), '<=', max)),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function removeFromCart(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('nshop_carts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The user's own cart lines among these ids (inside the order's transaction, locked). */
export function ownCartLines(trx: Db, userId: number, ids: readonly number[]) {
  return trx.selectFrom('nshop_carts').selectAll().where('user_id', '=', userId).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export async function dropCartLines(trx: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('nshop_carts').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/**
 * Takes `quantity` from a quantity-limited item's stock in one conditional statement: true when
 * taken (or the item is not limited), false when less is left. Never oversells: concurrent orders
 * wait on the row and re-check the condition.
 */
export async function takeStock(trx: Db, itemId: number, quantity: number): Promise<{ taken: boolean; left: number | null }> {
  const taken = await trx
    .updateTable('shop_items')
    .set((eb) => ({ remaining_quantity: eb('remaining_quantity', '-', quantity) }))
    .where('id', '=', itemId)
    .where('is_quantity_limited', '=', true)
    .where('remaining_quantity', '>=', quantity)
    .returning('remaining_quantity')
    .executeTakeFirst();
  if (taken) return { taken: true, left: taken.remaining_quantity };
  const item = await trx.selectFrom('shop_items').select(['is_quantity_limited', 'remaining_quantity']).where('id', '=', itemId).executeTakeFirst();
  return item && !item.is_quantity_limited ? { taken: true, left: null } : { taken: false, left: item?.remaining_quantity ?? 0 };
}

/** Gives an order's quantities back to the stock of its items that are still quantity-limited. */
export async function giveBackStock(trx: Db, orderId: number): Promise<void> {
  await sql`
    update shop_items i set remaining_quantity = i.remaining_quantity + q.n
    from (select shop_item_id, sum(quantity)::integer as n from nshop_order_items where nshop_order_id = ${orderId} group by shop_item_id) q
    where i.id = q.shop_item_id and i.is_quantity_limited`.execute(trx);
}

export type OrderRow = Selectable<NshopOrdersTable>;
export type OrderItemRow = Selectable<NshopOrderItemsTable>;

export interface NewOrder {
  hash: string;
  consumer_user_id: number;
  pro_user_id: number;
  quote_service_id: number;
  total: number;
  at_pro_place: boolean;
  address: string | null;
  note: string;
  /** The partner channel it is placed in (the session's partner flag), or null. */
  partner_id: string | null;
  /** Whole TWD off the total by a partner's discount code (docs/fet.md). */
  partner_discount: number;
  created: Date;
}

export async function insertOrder(trx: Db, order: NewOrder, items: Omit<Insertable<NshopOrderItemsTable>, 'nshop_order_id' | 'position'>[]): Promise<number> {
  const { id } = await trx
    .insertInto('nshop_orders')
    .values({ ...order, modified: order.created })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('nshop_order_items')
    .values(items.map((item, position) => ({ ...item, nshop_order_id: id, position })))
    .execute();
  return id;
}

function orderQuery(db: Db) {
  return db
    .selectFrom('nshop_orders as o')
    .innerJoin('users as cu', 'cu.id', 'o.consumer_user_id')
    .innerJoin('users as pu', 'pu.id', 'o.pro_user_id')
    .innerJoin('quote_services as s', 's.id', 'o.quote_service_id')
    // The order's safety payment (0090: one per order, written with it).
    .leftJoin('third_party_payments as t', 't.nshop_order_id', 'o.id')
    // The slot a reservable item's order reserved (0094).
    .leftJoin('nshop_order_reservations as r', 'r.nshop_order_id', 'o.id')
    .selectAll('o')
    .select([
      'r.shop_item_id as reservation_item_id',
      'r.begin_time as reservation_begin',
      'r.end_time as reservation_end',
      't.pid as payment_pid',
      't.state as payment_state',
      't.hash as payment_hash',
      't.pay_type as payment_pay_type',
      't.refund_bank_code as payment_refund_bank_code',
      't.refunded_amount as payment_refunded_amount',
      'cu.first_name as consumer_first_name',
      'cu.last_name as consumer_last_name',
      'cu.username as consumer_username',
      'pu.first_name as pro_first_name',
      'pu.last_name as pro_last_name',
      'pu.username as pro_username',
      's.title as service_title',
    ]);
}
export type OrderRecord = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

export function findOrder(db: Db, by: { id: number } | { hash: string }) {
  return ('id' in by ? orderQuery(db).where('o.id', '=', by.id) : orderQuery(db).where('o.hash', '=', by.hash)).executeTakeFirst();
}

export function lockOrder(trx: Db, id: number) {
  return trx.selectFrom('nshop_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** One side's orders, newest first, paged in SQL (on the side's index), and how many in all. */
export async function listOrders(db: Db, userId: number, side: ShopOrderSide, page: number, perPage: number) {
  const column = side === 'pro' ? 'o.pro_user_id' : 'o.consumer_user_id';
  const [rows, count] = await Promise.all([
    orderQuery(db)
      .where(column, '=', userId)
      .orderBy('o.created', 'desc')
      .orderBy('o.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('nshop_orders as o')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

export function itemsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
  return db.selectFrom('nshop_order_items').selectAll().where('nshop_order_id', 'in', orderIds).orderBy('nshop_order_id').orderBy('position').execute();
}

/** The categories an order buys in (of its lines' items), for their confirmation mode. */
export async function orderCategoryIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('nshop_order_items as oi')
    .innerJoin('shop_items as si', 'si.id', 'oi.shop_item_id')
    .select('si.quote_category_id')
    .distinct()
    .where('oi.nshop_order_id', '=', orderId)
    .execute();
  return rows.map((r) => r.quote_category_id);
}

/** Orders whose application has waited since `cutoff` or longer, oldest first (the partial index of 0087). */
export async function applicationsWaitingSince(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('nshop_orders')
    .select('id')
    .where('application', 'is not', null)
    .where('applied_at', '<=', cutoff)
    .orderBy('applied_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
