import { createSlice } from '@reduxjs/toolkit';
import type { CityResponse, GenreResponse, QuoteCategoryDetailResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { CategoryShopItemsPage, PublicShopItem, ShopItemCard } from '../../domain/shop/shop-public.contract';
import type { CategoryPreload } from '../ssr-contract';
import { fetchCatalogue, fetchCategory, fetchCities } from './category-thunks';
import { fetchCategoryShopItems, fetchRecentShopItems, fetchServiceShopItems, fetchShopProduct } from './shop-item-thunks';

/** Category state of spec section 3; the genre tree is derived by a selector, never stored. */
export interface CategoryState {
  genres: GenreResponse[];
  categories: QuoteCategoryResponse[];
  /** Category detail (with its questions) by slug. */
  categoryData: Record<string, QuoteCategoryDetailResponse>;
  cities: CityResponse[];
  isFetchingCategory: boolean;
  isFetchingCatalogue: boolean;
  /** A category's shop items on sale (first page, newest first), by category slug. */
  categoryShopItems: Record<string, CategoryShopItemsPage>;
  /** The newest shop items on sale (the home page); null until loaded. */
  recentShopItems: ShopItemCard[] | null;
  /** Items on their product pages, by the slug of the address. */
  shopProducts: Record<string, PublicShopItem>;
  /** A service's items on sale (its profile), by service id. */
  serviceShopItems: Record<number, ShopItemCard[]>;
  /** Shop reads that failed (a product 404 among them), by the key they were asked by. */
  shopFailed: Record<string, true>;
}

export function initialCategoryState(preload: Partial<CategoryPreload> = {}): CategoryState {
  return {
    genres: preload.genres ?? [],
    categories: preload.categories ?? [],
    categoryData: preload.categoryData ?? {},
    cities: preload.cities ?? [],
    isFetchingCategory: false,
    isFetchingCatalogue: false,
    categoryShopItems: preload.categoryShopItems ?? {},
    recentShopItems: preload.recentShopItems ?? null,
    shopProducts: preload.shopProducts ?? {},
    serviceShopItems: preload.serviceShopItems ?? {},
    shopFailed: {},
  };
}

// Spec section 4: a failed fetch leaves the data as it was; only the busy flag is cleared.
export const categorySlice = createSlice({
  name: 'category',
  initialState: initialCategoryState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCatalogue.pending, (state) => {
        state.isFetchingCatalogue = true;
      })
      .addCase(fetchCatalogue.fulfilled, (state, { payload }) => {
        state.genres = payload.genres;
        state.categories = payload.quote_categories;
        state.isFetchingCatalogue = false;
      })
      .addCase(fetchCatalogue.rejected, (state) => {
        state.isFetchingCatalogue = false;
      })
      .addCase(fetchCategory.pending, (state) => {
        state.isFetchingCategory = true;
      })
      .addCase(fetchCategory.fulfilled, (state, { payload }) => {
        state.categoryData[payload.slug] = payload;
        state.isFetchingCategory = false;
      })
      .addCase(fetchCategory.rejected, (state) => {
        state.isFetchingCategory = false;
      })
      .addCase(fetchCities.fulfilled, (state, { payload }) => {
        state.cities = payload;
      })
      .addCase(fetchShopProduct.fulfilled, (state, { payload, meta }) => {
        state.shopProducts[meta.arg] = payload;
      })
      .addCase(fetchShopProduct.rejected, (state, { meta }) => {
        state.shopFailed[`product:${meta.arg}`] = true;
      })
      .addCase(fetchCategoryShopItems.fulfilled, (state, { payload, meta }) => {
        state.categoryShopItems[meta.arg] = payload;
      })
      .addCase(fetchRecentShopItems.fulfilled, (state, { payload }) => {
        state.recentShopItems = payload;
      })
      .addCase(fetchServiceShopItems.fulfilled, (state, { payload, meta }) => {
        state.serviceShopItems[meta.arg] = payload;
      });
  },
});
