import type { PartnerOffer } from '../../../../domain/partners/partner-discounts';
import type { CategoryShopItemsPage, PublicShopItem } from '../../../../domain/shop/shop-public.contract';
import type { ApiClient } from '../../../api/client';

export type { PartnerOffer } from '../../../../domain/partners/partner-discounts';

/** GET /partner/offers.json: the channel partner's active offers (404 outside a channel). */
export const loadPartnerOffers = async (api: ApiClient) => (await api.request<{ offers: PartnerOffer[] }>('/partner/offers.json', { quiet: true })).offers;

/** GET /new/v1/nshop_items/search.json: a page of the items on sale matching a typed text. */
export const searchShopItems = (api: ApiClient, q: string, page: number) =>
  api.request<CategoryShopItemsPage>(`/new/v1/nshop_items/search.json?q=${encodeURIComponent(q)}&page=${page}`, { quiet: true });

/** GET /new/v1/nshop_items/public/{id}.json: an item on sale (its id is enough of its slug). */
export const loadShopItem = async (api: ApiClient, id: number) =>
  (await api.request<{ shop_item: PublicShopItem }>(`/new/v1/nshop_items/public/${id}.json`, { quiet: true })).shop_item;

export interface QuickOrderBody {
  items: { shop_item_id: number; shop_item_plan_id: number; quantity: number }[];
  at_pro_place: 0 | 1;
  address?: string;
  discount_code?: string;
}

/** POST /new/v1/nshop_orders/add.json with the plan itself (no cart): the new order's id. */
export const addQuickOrder = async (api: ApiClient, body: QuickOrderBody) =>
  (await api.request<{ nshop_order: { nshop_order_id: number } }>('/new/v1/nshop_orders/add.json', { method: 'POST', body: { ...body }, quiet: true })).nshop_order.nshop_order_id;
