import type { GenreResponse, QuoteCategoryResponse } from './catalogue.types';

/** A genre's sub-genre: its categories sharing one group_name. */
export interface SubgenreNode {
  name: string;
  quote_categories: QuoteCategoryResponse[];
}

/** Genre → sub-genre → category: the tree of the category state (spec section 3). */
export interface GenreTreeNode {
  genre: GenreResponse;
  subgenres: SubgenreNode[];
}

/** Categories sharing a group_name across genres (冷氣服務 spans 居家維修 and 清潔). */
export interface CategoryGroupNode {
  name: string;
  quote_categories: QuoteCategoryResponse[];
}

function groupBy(categories: readonly QuoteCategoryResponse[]): Map<string, QuoteCategoryResponse[]> {
  const groups = new Map<string, QuoteCategoryResponse[]>();
  for (const category of categories) {
    const name = category.group_name;
    const list = groups.get(name);
    if (list) list.push(category);
    else groups.set(name, [category]);
  }
  return groups;
}

/** The tree in catalogue order; a genre without categories keeps an empty list. */
export function buildCategoryTree(genres: readonly GenreResponse[], categories: readonly QuoteCategoryResponse[]): GenreTreeNode[] {
  return genres.map((genre) => ({
    genre,
    subgenres: [...groupBy(categories.filter((c) => c.genre.slug === genre.slug))].map(([name, list]) => ({ name, quote_categories: list })),
  }));
}

/** Every named category group, in first-seen order. */
export function buildCategoryGroups(categories: readonly QuoteCategoryResponse[]): CategoryGroupNode[] {
  return [...groupBy(categories)].filter(([name]) => name !== '').map(([name, list]) => ({ name, quote_categories: list }));
}

/** Where a category sits: its sub-genre (siblings in the genre) and its group (across genres). */
export function categoryPlace(categories: readonly QuoteCategoryResponse[], category: QuoteCategoryResponse) {
  const subgenre = categories.filter((c) => c.genre.slug === category.genre.slug && c.group_name === category.group_name);
  const group = category.group_name === '' ? [category] : categories.filter((c) => c.group_name === category.group_name);
  return { subgenre: { name: category.group_name, quote_categories: subgenre }, group: { name: category.group_name, quote_categories: group } };
}
