import type { Answer } from '../../../../domain/http/envelope';
import type { shopServiceCategoriesShape, shopServiceCategoryShape } from '../../../../domain/shop/shop-category-settings';
import type { ShopItemOwnerAction } from '../../../../domain/shop/shop-item-status';
import type { shopItemAnswerShape, shopItemsIndexShape } from '../../../../domain/shop/shop-items.contract';
import type { ApiClient } from '../../../api/client';

export type { ShopOrderConfirmationMode, ShopServiceCategory } from '../../../../domain/shop/shop-category-settings';
export type { ShopItemResponse } from '../../../../domain/shop/shop-items.contract';

const ITEMS = '/new/v1/nshop_items';
const CATEGORIES = '/new/v1/nshop_categories';

export const loadShopCategories = (api: ApiClient) => api.request<Answer<typeof shopServiceCategoriesShape>>(`${CATEGORIES}/index.json`, { quiet: true });
export const loadShopCategory = (api: ApiClient, id: number) => api.request<Answer<typeof shopServiceCategoryShape>>(`${CATEGORIES}/view/${id}.json`, { quiet: true });
export const saveShopCategory = (api: ApiClient, id: number, body: Record<string, unknown>) =>
  api.request<Answer<typeof shopServiceCategoryShape>>(`${CATEGORIES}/edit/${id}.json`, { method: 'POST', body, quiet: true });

export const loadShopItems = (api: ApiClient) => api.request<Answer<typeof shopItemsIndexShape>>(`${ITEMS}/index.json`, { quiet: true });
export const loadShopItem = (api: ApiClient, id: number) => api.request<Answer<typeof shopItemAnswerShape>>(`${ITEMS}/view/${id}.json`, { quiet: true });

/** add or edit: the whole item as a multipart form (new photos as `photo` files, the order as `photos`). */
export const saveShopItem = (api: ApiClient, id: number | undefined, form: FormData) =>
  api.request<Answer<typeof shopItemAnswerShape>>(id === undefined ? `${ITEMS}/add.json` : `${ITEMS}/edit/${id}.json`, { method: 'POST', body: form, quiet: true });

export const changeShopItemStatus = (api: ApiClient, action: ShopItemOwnerAction, id: number) =>
  api.request<Answer<typeof shopItemAnswerShape>>(`${ITEMS}/change_status/${action}/${id}.json`, { method: 'POST', body: {}, quiet: true });
