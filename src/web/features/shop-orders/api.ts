import type { Answer } from '../../../domain/http/envelope';
import type { shopCartShape, shopOrderAnswerShape, shopOrdersPageShape } from '../../../domain/shop/shop-orders.contract';
import type { ShopOrderUserAction } from '../../../domain/shop/shop-order-status';
import type { ApiClient } from '../../api/client';

export type { ShopCartLine, ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';

/** The shop's cart and order calls (docs/shop.md, "Cart" and "Orders"). */

const CARTS = '/new/v1/nshop_carts';
const ORDERS = '/new/v1/nshop_orders';

export type ShopCartAnswer = Answer<typeof shopCartShape>;
export type ShopOrdersPage = Answer<typeof shopOrdersPageShape>;
/** Which side's orders: the pro's sales or the consumer's purchases. */
export type OrderSide = 'provider' | 'consumer';

export const loadCart = (api: ApiClient) => api.request<ShopCartAnswer>(`${CARTS}/index.json`, { quiet: true });
export const removeCartLine = (api: ApiClient, id: number) => api.request<ShopCartAnswer>(`${CARTS}/remove/${id}.json`, { method: 'POST', body: {}, quiet: true });

export interface NewOrderBody {
  cart_ids: number[];
  at_pro_place: 0 | 1;
  address?: string;
  note?: string;
  /** A partner's discount code (only inside the partner's channel). */
  discount_code?: string;
}

export const addOrder = (api: ApiClient, body: NewOrderBody) =>
  api.request<Answer<typeof shopOrderAnswerShape>>(`${ORDERS}/add.json`, { method: 'POST', body: { ...body }, quiet: true });

export const loadOrders = (api: ApiClient, side: OrderSide, page: number) => api.request<ShopOrdersPage>(`${ORDERS}/index/type:${side}/page:${page}.json`, { quiet: true });

export const loadOrder = (api: ApiClient, id: number) => api.request<Answer<typeof shopOrderAnswerShape>>(`${ORDERS}/view/${id}.json`, { quiet: true });

/** change_status/{action}; `reason` is dispute's (the consumer's own words to the platform). */
export const changeOrderStatus = (api: ApiClient, action: ShopOrderUserAction, id: number, reason?: string) =>
  api.request<Answer<typeof shopOrderAnswerShape>>(`${ORDERS}/change_status/${action}/${id}.json`, { method: 'POST', body: reason === undefined ? {} : { reason }, quiet: true });
