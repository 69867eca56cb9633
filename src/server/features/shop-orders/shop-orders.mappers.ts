import { fullName } from '../../../domain/users/full-name';
import type { ShopCartLine, ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import { nextShopOrderState, SHOP_ORDER_DISPUTE_TEXT, SHOP_ORDER_STATUS_TEXT, SHOP_ORDER_USER_ACTIONS, type ShopOrderSide, type ShopOrderState } from '../../../domain/shop/shop-order-status';
import { taipeiDateKey, toUtcString } from '../../../domain/time/datetime';
import type { CartLineRow, OrderItemRow, OrderRecord, OrderRow } from './shop-orders.repository';

const zeroOne = (b: boolean) => (b ? 1 : 0) as 0 | 1;
const time = (d: Date | null) => (d ? toUtcString(d) : null);

export const orderStateOf = (row: Pick<OrderRow, 'status' | 'application' | 'application_by' | 'cancel_rejected_at' | 'dispute'>): ShopOrderState => ({
  status: row.status,
  application: row.application && row.application_by ? { kind: row.application, by: row.application_by } : null,
  ...(row.cancel_rejected_at ? { cancelRejected: true } : {}),
  ...(row.dispute ? { dispute: row.dispute } : {}),
});

export function toCartLineResponse(row: CartLineRow): ShopCartLine {
  return {
    id: row.id,
    quantity: row.quantity,
    shop_item: {
      id: row.item_id,
      name: row.item_name,
      quote_service_id: row.quote_service_id,
      quote_category_id: row.quote_category_id,
      service_title: row.service_title,
      is_reservable: zeroOne(Boolean(row.is_reservable)),
      is_on_sale: zeroOne(Boolean(row.on_sale)),
      remaining_quantity: row.remaining_quantity,
    },
    plan: { id: row.shop_item_plan_id, name: row.plan_name, price: row.price },
    subtotal: row.price * row.quantity,
    modified: toUtcString(row.modified),
  };
}

/** A cancelled order paid by CVS or ATM whose refund transfer still waits for the consumer's bank account. */
const refundAccountNeeded = (row: OrderRecord) =>
  (row.payment_state === 'refunded' || row.payment_state === 'partially_refunded') &&
  (row.payment_pay_type === 'cvs' || row.payment_pay_type === 'atm') &&
  row.payment_refund_bank_code === null;

/**
 * An order as `viewer` reads it, with its items (rows of any orders; this one's are picked), the
 * status changes the reader may make now.
 */
export function toShopOrderResponse(row: OrderRecord, items: readonly OrderItemRow[], viewer: ShopOrderSide | 'guest'): ShopOrderResponse {
  const state = orderStateOf(row);
  const actions = viewer === 'guest' ? [] : SHOP_ORDER_USER_ACTIONS.filter((action) => nextShopOrderState(state, action, viewer).allowed);
  return {
    nshop_order_id: row.id,
    status: row.status,
    status_text: row.dispute === 'open' ? SHOP_ORDER_DISPUTE_TEXT : SHOP_ORDER_STATUS_TEXT[row.status],
    dispute: row.dispute,
    dispute_reason: viewer === 'guest' ? null : row.dispute_reason,
    application: state.application && row.applied_at ? { ...state.application, applied_at: toUtcString(row.applied_at) } : null,
    total: row.total,
    partner_discount: row.partner_discount,
    amount_due: row.total - row.partner_discount,
    at_pro_place: zeroOne(row.at_pro_place),
    address: viewer === 'guest' ? null : row.address,
    note: row.note,
    consumer: { id: row.consumer_user_id, full_name: fullName({ first_name: row.consumer_first_name, last_name: row.consumer_last_name, username: row.consumer_username }) },
    pro: { id: row.pro_user_id, full_name: fullName({ first_name: row.pro_first_name, last_name: row.pro_last_name, username: row.pro_username }) },
    service: { id: row.quote_service_id, title: row.service_title },
    items: items
      .filter((i) => i.nshop_order_id === row.id)
      .map((i) => ({
        id: i.id,
        shop_item_id: i.shop_item_id,
        shop_item_plan_id: i.shop_item_plan_id,
        item_name: i.item_name,
        plan_name: i.plan_name,
        plan_description: i.plan_description,
        unit_price: i.unit_price,
        quantity: i.quantity,
        subtotal: i.unit_price * i.quantity,
      })),
    viewer,
    actions,
    hash: viewer === 'consumer' ? row.hash : null,
    payment:
      viewer === 'guest' || !row.payment_pid || !row.payment_state
        ? null
        : {
            pid: row.payment_pid,
            state: row.payment_state,
            payment_hash: viewer === 'consumer' ? row.payment_hash : null,
            refund_account_needed: refundAccountNeeded(row),
            refunded_amount: row.payment_refunded_amount ?? 0,
          },
    reservation:
      row.reservation_item_id && row.reservation_begin && row.reservation_end
        ? { shop_item_id: row.reservation_item_id, date: taipeiDateKey(row.reservation_begin), begin_time: toUtcString(row.reservation_begin), end_time: toUtcString(row.reservation_end) }
        : null,
    paid_at: time(row.paid_at),
    confirmed_at: time(row.confirmed_at),
    completed_at: time(row.completed_at),
    cancelled_at: time(row.cancelled_at),
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
  };
}
