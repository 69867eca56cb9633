import type { PartnerOffer } from '../../../../domain/partners/partner-discounts';
import type { CategoryShopItemsPage } from '../../../../domain/shop/shop-public.contract';
import type { ApiClient } from '../../../api/client';

export type { PartnerOffer } from '../../../../domain/partners/partner-discounts';

/** GET /partner/offers.json: the channel partner's active offers (404 outside a channel). */
export const loadPartnerOffers = async (api: ApiClient) => (await api.request<{ offers: PartnerOffer[] }>('/partner/offers.json', { quiet: true })).offers;

/** GET /new/v1/nshop_items/search.json: a page of the items on sale matching a typed text. */
export const searchShopItems = (api: ApiClient, q: string, page: number) =>
  api.request<CategoryShopItemsPage>(`/new/v1/nshop_items/search.json?q=${encodeURIComponent(q)}&page=${page}`, { quiet: true });
