import type { Answer } from '../../../domain/http/envelope';
import type { shopOrderAnswerShape, ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import type { ApiClient } from '../../api/client';

/** One order as its consumer or pro reads it (its payment says whether a refund waits for an account). */
export async function getShopOrder(api: ApiClient, orderId: number): Promise<ShopOrderResponse> {
  const { nshop_order } = await api.request<Answer<typeof shopOrderAnswerShape>>(`/new/v1/nshop_orders/view/${orderId}.json`, { quiet: true });
  return nshop_order;
}
