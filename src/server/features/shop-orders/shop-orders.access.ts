import type { ShopOrderSide } from '../../../domain/shop/shop-order-status';
import type { OrderRow } from './shop-orders.repository';

/** The caller's side of an order, or null when it is neither its consumer nor its pro (then it is "not found"). */
export function sideOf(order: Pick<OrderRow, 'consumer_user_id' | 'pro_user_id'>, userId: number): ShopOrderSide | null {
  if (order.consumer_user_id === userId) return 'consumer';
  if (order.pro_user_id === userId) return 'pro';
  return null;
}
