import { getCategoryShopItems, getRecentShopItems, getServiceShopItems, getShopProduct } from '../features/shop-public/shell';
import { createAppAsyncThunk } from './thunk';

/**
 * The shop's public lists of the category state (spec section 3: categoryShopItems,
 * recentShopItems) and the product pages' items; each skipped when already loaded.
 */

export const fetchShopProduct = createAppAsyncThunk('category/fetchShopProduct', (slug: string, { extra }) => getShopProduct(extra.api, slug), {
  condition: (slug, { getState }) => getState().category.shopProducts[slug] === undefined,
});

export const fetchCategoryShopItems = createAppAsyncThunk('category/fetchCategoryShopItems', (slug: string, { extra }) => getCategoryShopItems(extra.api, slug), {
  condition: (slug, { getState }) => getState().category.categoryShopItems[slug] === undefined,
});

export const fetchRecentShopItems = createAppAsyncThunk('category/fetchRecentShopItems', (_arg: undefined, { extra }) => getRecentShopItems(extra.api), {
  condition: (_arg, { getState }) => getState().category.recentShopItems === null,
});

export const fetchServiceShopItems = createAppAsyncThunk('category/fetchServiceShopItems', (serviceId: number, { extra }) => getServiceShopItems(extra.api, serviceId), {
  condition: (serviceId, { getState }) => getState().category.serviceShopItems[serviceId] === undefined,
});
