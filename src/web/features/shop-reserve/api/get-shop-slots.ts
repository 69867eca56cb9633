import { SHOP_SLOT_DAYS_MAX, type ShopSlotsResponse } from '../../../../domain/shop/shop-reservation';
import type { ApiClient } from '../../../api/client';

/** The free reservation slots of a reservable item, from today (Taipei) for the most days; guests may ask. */
export const getShopSlots = (api: ApiClient, itemId: number) =>
  api.request<ShopSlotsResponse>(`/new/v1/nshop_items/slots/${itemId}.json?days=${SHOP_SLOT_DAYS_MAX}`, { quiet: true, guestOk: true });
