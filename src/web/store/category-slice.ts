import { createSlice } from '@reduxjs/toolkit';
import type { CityResponse, GenreResponse, QuoteCategoryDetailResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { CategoryPreload } from '../ssr-contract';
import { fetchCatalogue, fetchCategory, fetchCities } from './category-thunks';

/** Category state of spec section 3; the genre tree is derived by a selector, never stored. */
export interface CategoryState {
  genres: GenreResponse[];
  categories: QuoteCategoryResponse[];
  /** Category detail (with its questions) by slug. */
  categoryData: Record<string, QuoteCategoryDetailResponse>;
  cities: CityResponse[];
  isFetchingCategory: boolean;
  isFetchingCatalogue: boolean;
}

export function initialCategoryState(preload: Partial<CategoryPreload> = {}): CategoryState {
  return {
    genres: preload.genres ?? [],
    categories: preload.categories ?? [],
    categoryData: preload.categoryData ?? {},
    cities: preload.cities ?? [],
    isFetchingCategory: false,
    isFetchingCatalogue: false,
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
      });
  },
});
