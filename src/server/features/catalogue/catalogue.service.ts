import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import type { Database } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type {
  CityResponse,
  GenreResponse,
  QuoteCategoryDetailResponse,
  QuoteCategoryResponse,
} from '../../../domain/catalogue/catalogue.types';
import {
  toCityResponse,
  toQuoteCategoryResponse,
  toQuoteFormFieldResponse,
} from './catalogue.mappers';
import * as repo from './catalogue.repository';
import { buildCategoryGroups, buildCategoryTree, type CategoryGroupNode, type GenreTreeNode } from '../../../domain/catalogue/category-tree';

export interface CatalogueSnapshot {
  genres: GenreResponse[];
  categories: QuoteCategoryResponse[];
}

/** Public catalogue reads, cached for the spec's cache TTL. */
export class CatalogueService {
  private readonly cache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000);

  constructor(private readonly db: Kysely<Database>) {}

  /** Every genre and active category. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.get('snapshot', async () => {
      const [genres, categories] = await Promise.all([repo.listGenres(this.db), repo.listCategories(this.db)]);
      return {
        genres: genres.map(({ id, slug, name, description, icon }) => ({ id, slug, name, description, icon })),
        categories: categories.map(toQuoteCategoryResponse),
      };
    }) as Promise<CatalogueSnapshot>;
  }

  /** Categories, optionally of one genre (404 for an unknown genre). */
  async categories(genreSlug?: string): Promise<QuoteCategoryResponse[]> {
    const { genres, categories } = await this.snapshot();
    if (!genreSlug) return categories;
    if (!genres.some((g) => g.slug === genreSlug)) throw AppError.notFound('找不到這個服務類型。');
    return categories.filter((c) => c.genre.slug === genreSlug);
  }

  /** One category with its question form; 404 for an unknown slug. */
  category(slug: string): Promise<QuoteCategoryDetailResponse> {
    return this.cache.get(`category:${slug}`, async () => {
      const summary = (await this.snapshot()).categories.find((c) => c.slug === slug);
      if (!summary) throw AppError.notFound('找不到這個服務類別。');
      const fields = await repo.listFormFields(this.db, summary.id);
      return { ...summary, QuoteFormField: fields.map(toQuoteFormFieldResponse) };
    }) as Promise<QuoteCategoryDetailResponse>;
  }

  /** The catalogue as a tree (spec section 3, category state) and its cross-genre groups. */
  async tree(): Promise<{ tree: GenreTreeNode[]; category_groups: CategoryGroupNode[] }> {
    const { genres, categories } = await this.snapshot();
    return { tree: buildCategoryTree(genres, categories), category_groups: buildCategoryGroups(categories) };
  }

  /** Taiwan's cities and counties with their districts. */
  cities(): Promise<CityResponse[]> {
    return this.cache.get('cities', async () => (await repo.listCities(this.db)).map(toCityResponse)) as Promise<CityResponse[]>;
  }

  /** Forget cached reads (after the catalogue changes). */
  invalidate(): void {
    this.cache.clear();
  }
}
