import type { Answer } from '../../../domain/http/envelope';
import type {
  categoryShopItemsShape,
  publicShopItemShape,
  shopFavoritesPageShape,
  shopFavoriteStateShape,
  shopItemCardsShape,
} from '../../../domain/shop/shop-public.contract';
import type { shopCartShape } from '../../../domain/shop/shop-orders.contract';
import type { ApiClient } from '../../api/client';

/** The shop's public calls (docs/shop.md). */

const ITEMS = '/new/v1/nshop_items';
const FAVORITES = '/new/v1/nshop_favorites';

export async function getShopProduct(api: ApiClient, slug: string) {
  const { shop_item } = await api.request<Answer<typeof publicShopItemShape>>(`${ITEMS}/public/${encodeURIComponent(slug)}.json`, { quiet: true });
  return shop_item;
}

/** The first page of a category's items, newest first. */
export function getCategoryShopItems(api: ApiClient, slug: string) {
  return api.request<Answer<typeof categoryShopItemsShape>>(`${ITEMS}/category/${encodeURIComponent(slug)}.json`, { quiet: true });
}

export async function getRecentShopItems(api: ApiClient) {
  return (await api.request<Answer<typeof shopItemCardsShape>>(`${ITEMS}/recent.json`, { quiet: true })).shop_items;
}

export async function getServiceShopItems(api: ApiClient, serviceId: number) {
  return (await api.request<Answer<typeof shopItemCardsShape>>(`${ITEMS}/service/${serviceId}.json`, { quiet: true })).shop_items;
}

export function getFavoriteState(api: ApiClient, itemId: number) {
  return api.request<Answer<typeof shopFavoriteStateShape>>(`${FAVORITES}/status/${itemId}.json`, { quiet: true, guestOk: true });
}

export function setFavorite(api: ApiClient, itemId: number, favorite: boolean) {
  return api.request<Answer<typeof shopFavoriteStateShape>>(`${FAVORITES}/${favorite ? 'add' : 'remove'}/${itemId}.json`, { method: 'POST' });
}

export function getFavorites(api: ApiClient, page: number) {
  return api.request<Answer<typeof shopFavoritesPageShape>>(`${FAVORITES}/index/page:${page}.json`, { quiet: true });
}

/** Puts a plan of an item in the cart (the cart's own call); the answer carries the new `cartCount`. */
export function addToCart(api: ApiClient, line: { shop_item_id: number; shop_item_plan_id: number; quantity: number }) {
  return api.request<Answer<typeof shopCartShape>>('/new/v1/nshop_carts/add.json', { method: 'POST', body: line });
}
