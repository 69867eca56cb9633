import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import type { Database } from '../../db/schema';
import { type DataVersions, versionTag } from '../../lib/data-versions';
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
import { CategorySearchIndex } from '../../../domain/catalogue/category-search';
import type { CategorySearchAnswer } from '../../../domain/catalogue/catalogue.contract';
import { buildCategoryGroups, buildCategoryTree, type CategoryGroupNode, type GenreTreeNode } from '../../../domain/catalogue/category-tree';

/** What a category search answers: the matches, or the closest categories when none match. */
export type CategorySearchResult = CategorySearchAnswer;

// A name or everyday word equal to, starting with, containing or contained in the term.
const PRO_SEARCH_MIN_SCORE = 70;

export interface CatalogueSnapshot {
  genres: GenreResponse[];
  categories: QuoteCategoryResponse[];
}

/** Public catalogue reads, cached under the catalogue's data version (and at most the spec's cache TTL). */
export class CatalogueService {
  private readonly cache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000);
  private cacheVersion = -1;

  constructor(
    private readonly db: Kysely<Database>,
    /** The data versions of this copy, which every public cache is keyed by. */
    readonly versions: DataVersions,
  ) {}

  /** The tag of the catalogue's current data, for caches of answers built from it. */
  async version(): Promise<string> {
    return versionTag(await this.versions.current(), 'catalogue');
  }

  // Everything cached belongs to one version of the catalogue: a new version starts afresh.
  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { catalogue } = await this.versions.current();
    if (catalogue !== this.cacheVersion) {
      this.cache.clear();
      this.cacheVersion = catalogue;
    }
    return this.cache.get(key, load) as Promise<T>;
  }

  /** Every genre and active category. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.cached('snapshot', async () => {
      const [genres, categories] = await Promise.all([repo.listGenres(this.db), repo.listCategories(this.db)]);
      return {
        genres: genres.map(({ id, slug, name, description, icon }) => ({ id, slug, name, description, icon })),
        categories: categories.map(toQuoteCategoryResponse),
      };
    });
  }

  /** Every active category's everyday words, by slug. */
  synonyms(): Promise<Record<string, string[]>> {
    return this.cached('synonyms', () => repo.listSynonyms(this.db));
  }

  /** The search index over the categories and their everyday words, rebuilt with the snapshot. */
  searchIndex(): Promise<CategorySearchIndex<QuoteCategoryResponse>> {
    return this.cached('search-index', async () => {
      const [{ categories }, synonyms] = await Promise.all([this.snapshot(), this.synonyms()]);
      return new CategorySearchIndex(categories, synonyms);
    });
  }

  /** Categories matching a query by name, everyday word or near miss; the closest ones when none match. */
  async search(query: string, limit = 8): Promise<CategorySearchResult> {
    const index = await this.searchIndex();
    const hits = index.search(query, limit);
    const closest = hits.length === 0 && query.trim() !== '' ? index.closestMatch(query) : { categories: [], close: false };
    return {
      query,
      quote_categories: hits.map((h) => ({ ...h.category, matched_term: h.term })),
      suggestions: closest.categories,
      suggestions_close: closest.close ? 1 : 0,
    };
  }

  /**
   * Ids of the categories a pro-search term names: by name or everyday word, whole or in part
   * (near misses are left to the category search, where a person chooses among them).
   */
  async categoryIdsFor(term: string): Promise<number[]> {
    return (await this.searchIndex())
      .search(term, 20)
      .filter((h) => h.score >= PRO_SEARCH_MIN_SCORE)
      .map((h) => h.category.id);
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
    return this.cached(`category:${slug}`, async () => {
      const summary = (await this.snapshot()).categories.find((c) => c.slug === slug);
      if (!summary) throw AppError.notFound('找不到這個服務類別。');
      const fields = await repo.listFormFields(this.db, summary.id);
      return { ...summary, QuoteFormField: fields.map(toQuoteFormFieldResponse) };
    });
  }

  /** The catalogue as a tree (spec section 3, category state) and its cross-genre groups. */
  async tree(): Promise<{ tree: GenreTreeNode[]; category_groups: CategoryGroupNode[] }> {
    const { genres, categories } = await this.snapshot();
    return { tree: buildCategoryTree(genres, categories), category_groups: buildCategoryGroups(categories) };
  }

  /** Taiwan's cities and counties with their districts. */
  cities(): Promise<CityResponse[]> {
    return this.cached('cities', async () => (await repo.listCities(this.db)).map(toCityResponse));
  }
}
