import type { GenreResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { RootState } from '../store/types';
import type { RouteMatch } from './route-table';

export type Lookup<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'loading' };

// Until the catalogue is in the store (a visit that started in the dashboard) nothing is "missing".
const notFound = (categories: readonly QuoteCategoryResponse[]): Lookup<never> => (categories.length > 0 ? { kind: 'missing' } : { kind: 'loading' });

export function lookupGenre(category: RootState['category'], slug: string | undefined): Lookup<GenreResponse> {
  const genre = category.genres.find((g) => g.slug === slug);
  return genre ? { kind: 'found', value: genre } : notFound(category.categories);
}

/** A category by slug; on /genre/{genre}/{slug} the genre must be the category's own. */
export function lookupCategory(categories: readonly QuoteCategoryResponse[], slug: string | undefined, genreSlug?: string): Lookup<QuoteCategoryResponse> {
  const category = categories.find((c) => c.slug === slug);
  if (category && (genreSlug === undefined || category.genre.slug === genreSlug)) return { kind: 'found', value: category };
  return notFound(categories);
}

/** The category or genre a placeholder screen is about, for titles like「冷氣清潔價格行情」. */
export function screenSubject(state: RootState, match: RouteMatch): string | undefined {
  const { slug, genreName } = match.params;
  const category = slug ? state.category.categories.find((c) => c.slug === slug) : undefined;
  if (category) return category.name;
  return genreName ? state.category.genres.find((g) => g.slug === genreName)?.name : undefined;
}
