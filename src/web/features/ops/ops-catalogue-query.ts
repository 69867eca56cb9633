import type { OpsCategoryFilter } from './api/catalogue';

/** What the category list's URL holds: the filters and the page. */
export interface CatalogueListState extends OpsCategoryFilter {
  page: number;
}

/** The list's state from a query string; anything malformed is left out. */
export function catalogueStateFromSearch(search: string): CatalogueListState {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const genre = query.get('genre') ?? '';
  const active = query.get('active') ?? '';
  return {
    q: query.get('q')?.trim().slice(0, 50) ?? '',
    genre: /^[a-z0-9-]{1,80}$/.test(genre) ? genre : '',
    active: active === '1' || active === '0' ? active : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of the list's URL (empty parts and page 1 left out). */
export function catalogueSearch(state: CatalogueListState): string {
  const query = new URLSearchParams();
  if (state.q.trim()) query.set('q', state.q.trim());
  if (state.genre) query.set('genre', state.genre);
  if (state.active) query.set('active', state.active);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
