import type { CityResponse, GenreResponse, QuoteCategoryDetailResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { ApiClient } from './client';

export interface CatalogueIndex {
  quote_categories: QuoteCategoryResponse[];
  genres: GenreResponse[];
}

/** Every genre and category summary. */
export function getCatalogue(api: ApiClient): Promise<CatalogueIndex> {
  return api.request<CatalogueIndex>('/quote_categories/index.json');
}

/** One category with its question form; 404 for an unknown slug. */
export async function getCategory(api: ApiClient, slug: string): Promise<QuoteCategoryDetailResponse> {
  const { quote_category } = await api.request<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${encodeURIComponent(slug)}.json`, {
    quiet: true,
  });
  return quote_category;
}

/** Taiwan's cities with their districts. */
export async function getCities(api: ApiClient): Promise<CityResponse[]> {
  const { cities } = await api.request<{ cities: CityResponse[] }>('/cities/index.json');
  return cities;
}

export interface CategorySearchAnswer {
  query: string;
  quote_categories: (QuoteCategoryResponse & { matched_term: string })[];
  /** The closest categories when nothing matched. */
  suggestions: QuoteCategoryResponse[];
  /** 1 when the first suggestion is the query's likely meaning, 0 when they are only popular ones. */
  suggestions_close: 0 | 1;
}

/** Categories matching a query by name, everyday word or near miss (洗冷氣 → 冷氣清潔). */
export function searchCategoryIndex(api: ApiClient, query: string): Promise<CategorySearchAnswer> {
  return api.request<CategorySearchAnswer>(`/quote_categories/search.json?q=${encodeURIComponent(query)}`, { quiet: true });
}
