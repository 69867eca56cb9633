import type { CatalogueIndex, CategorySearchAnswer, categoryDetailShape, citiesShape } from '../../../../domain/catalogue/catalogue.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { CityResponse, QuoteCategoryDetailResponse } from '../../../../domain/catalogue/catalogue.types';
import type { ApiClient } from '../../../api/client';

export type { CatalogueIndex, CategorySearchAnswer } from '../../../../domain/catalogue/catalogue.contract';

/** Every genre and category summary. */
export function getCatalogue(api: ApiClient): Promise<CatalogueIndex> {
  return api.request<CatalogueIndex>('/quote_categories/index.json');
}

/** One category with its question form; 404 for an unknown slug. */
export async function getCategory(api: ApiClient, slug: string): Promise<QuoteCategoryDetailResponse> {
  const { quote_category } = await api.request<Answer<typeof categoryDetailShape>>(`/quote_categories/${encodeURIComponent(slug)}.json`, {
    quiet: true,
  });
  return quote_category;
}

/** Taiwan's cities with their districts. */
export async function getCities(api: ApiClient): Promise<CityResponse[]> {
  const { cities } = await api.request<Answer<typeof citiesShape>>('/cities/index.json');
  return cities;
}

/** Categories matching a query by name, everyday word or near miss (洗冷氣 → 冷氣清潔). */
export function searchCategoryIndex(api: ApiClient, query: string): Promise<CategorySearchAnswer> {
  return api.request<CategorySearchAnswer>(`/quote_categories/search.json?q=${encodeURIComponent(query)}`, { quiet: true });
}
