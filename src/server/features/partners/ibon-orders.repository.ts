import type { Kysely } from 'kysely';
import { IBON_ORDERS_PAGE_SIZE, type IbonOrder } from '../../../domain/partners/ibon-orders.contract';
import { SAFETY_PAYMENT_STATE_TEXT, type SafetyPaymentStateId } from '../../../domain/safety-payments/states';
import { SHOP_ORDER_STATUS_TEXT } from '../../../domain/shop/shop-order-status';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';

/**
 * The channel's orders of one consumer: his payments stamped with the partner (a shop order's
 * payment carries its order's stamp), with the shop order's status and the service's title.
 * Index third_party_payments_partner_consumer (0123) serves the filter and the order.
 */
function channelOrders(db: Kysely<Database>, partnerId: string, consumerId: number) {
  return db
    .selectFrom('third_party_payments as t')
    .leftJoin('nshop_orders as o', 'o.id', 't.nshop_order_id')
    .leftJoin('quote_bids as b', 'b.id', 't.quote_bid_id')
    .leftJoin('quote_services as s', (join) => join.on((eb) => eb('s.id', '=', eb.fn.coalesce('o.quote_service_id', 'b.quote_service_id'))))
    .where('t.partner_id', '=', partnerId)
    .where('t.consumer_user_id', '=', consumerId);
}

const COLUMNS = [
  't.id',
  't.pid',
  't.nshop_order_id',
  't.quote_bid_id',
  't.items',
  't.amount',
  't.fee',
  't.state',
  't.pay_type',
  't.payment_code',
  't.payment_expires_at',
  't.paid_at',
  't.created',
  'o.status as order_status',
  's.title as service_title',
] as const;

type Row = {
  id: number;
  pid: string;
  nshop_order_id: number | null;
  quote_bid_id: number | null;
  items: string[];
  amount: number;
  fee: number;
  state: SafetyPaymentStateId;
  pay_type: string | null;
  payment_code: string | null;
  payment_expires_at: Date | null;
  paid_at: Date | null;
  created: Date;
  order_status: number | null;
  service_title: string | null;
};

const UNPAID: ReadonlySet<SafetyPaymentStateId> = new Set(['requested', 'awaiting_payment']);

function toIbonOrder(row: Row): IbonOrder {
  const unpaid = UNPAID.has(row.state);
  const orderStatus = row.order_status as keyof typeof SHOP_ORDER_STATUS_TEXT | null;
  return {
    id: row.id,
    kind: row.nshop_order_id !== null ? 'shop_order' : 'safety_payment',
    nshop_order_id: row.nshop_order_id,
    quote_bid_id: row.quote_bid_id,
    pid: row.pid,
    title: row.service_title?.trim() || row.items[0] || row.pid,
    items: row.items,
    amount: row.amount,
    fee: row.fee,
    payment_state: row.state,
    payment_state_text: SAFETY_PAYMENT_STATE_TEXT[row.state],
    order_status: orderStatus,
    order_status_text: orderStatus !== null ? SHOP_ORDER_STATUS_TEXT[orderStatus] : null,
    pay_type: row.pay_type,
    payment_code: unpaid ? row.payment_code : null,
    payment_expires_at: unpaid && row.payment_expires_at ? toUtcString(row.payment_expires_at) : null,
    paid_at: row.paid_at ? toUtcString(row.paid_at) : null,
    created: toUtcString(row.created),
  };
}

/** One page of the consumer's channel orders, newest first, with the total count (one statement). */
export async function ibonOrdersPage(db: Kysely<Database>, partnerId: string, consumerId: number, page: number) {
  const rows = await channelOrders(db, partnerId, consumerId)
    .select([...COLUMNS, (eb) => eb.fn.countAll<string>().over().as('total')])
    .orderBy('t.created', 'desc')
    .orderBy('t.id', 'desc')
    .limit(IBON_ORDERS_PAGE_SIZE)
    .offset((page - 1) * IBON_ORDERS_PAGE_SIZE)
    .execute();
  const count = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countIbonOrders(db, partnerId, consumerId);
  return { orders: rows.map((row) => toIbonOrder(row as Row)), count };
}

async function countIbonOrders(db: Kysely<Database>, partnerId: string, consumerId: number): Promise<number> {
  const row = await db
    .selectFrom('third_party_payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('partner_id', '=', partnerId)
    .where('consumer_user_id', '=', consumerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the consumer's channel orders, or undefined (someone else's, another channel's, none). */
export async function ibonOrderOf(db: Kysely<Database>, partnerId: string, consumerId: number, id: number): Promise<IbonOrder | undefined> {
  const row = await channelOrders(db, partnerId, consumerId).select(COLUMNS).where('t.id', '=', id).executeTakeFirst();
  return row ? toIbonOrder(row as Row) : undefined;
}
