import { createSelector } from '@reduxjs/toolkit';
import type { GenreResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { RootState } from './types';

export interface CategoryGroup {
  name: string;
  categories: QuoteCategoryResponse[];
}

export interface GenreNode {
  genre: GenreResponse;
  groups: CategoryGroup[];
}

const selectGenres = (state: RootState) => state.category.genres;
const selectCategories = (state: RootState) => state.category.categories;

/** Groups categories by group_name in first-seen order, the order the catalogue lists them. */
export function groupCategories(categories: readonly QuoteCategoryResponse[]): CategoryGroup[] {
  const groups = new Map<string, QuoteCategoryResponse[]>();
  for (const category of categories) {
    const list = groups.get(category.group_name);
    if (list) list.push(category);
    else groups.set(category.group_name, [category]);
  }
  return [...groups].map(([name, list]) => ({ name, categories: list }));
}

/** Genre → group → category, in catalogue order; genres without categories are kept (empty). */
export const selectCategoryTree = createSelector([selectGenres, selectCategories], (genres, categories): GenreNode[] =>
  genres.map((genre) => ({ genre, groups: groupCategories(categories.filter((c) => c.genre.slug === genre.slug)) })),
);

export const selectGenreNode = (state: RootState, slug: string | undefined): GenreNode | undefined =>
  selectCategoryTree(state).find((node) => node.genre.slug === slug);

export const selectCategorySummary = (state: RootState, slug: string | undefined): QuoteCategoryResponse | undefined =>
  state.category.categories.find((c) => c.slug === slug);

/** Popular categories of each genre, for the home page. */
export const selectPopularByGenre = createSelector([selectCategoryTree], (tree) =>
  tree
    .map((node) => ({ genre: node.genre, categories: node.groups.flatMap((g) => g.categories).filter((c) => c.is_popular) }))
    .filter((entry) => entry.categories.length > 0),
);

/** Other categories of the same genre, nearest (same group) first. */
export function relatedCategories(all: readonly QuoteCategoryResponse[], current: QuoteCategoryResponse, limit = 8): QuoteCategoryResponse[] {
  const siblings = all.filter((c) => c.genre.slug === current.genre.slug && c.slug !== current.slug);
  const sameGroup = siblings.filter((c) => c.group_name === current.group_name);
  const others = siblings.filter((c) => c.group_name !== current.group_name);
  return [...sameGroup, ...others].slice(0, limit);
}
