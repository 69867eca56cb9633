import type { ProListKind } from './discovery.types';

/** Screens that list pros, as the route table names them. */
export const PRO_LIST_SCREENS = ['pro-list', 'pro-search', 'nearme', 'featured-pros'] as const;
export type ProListScreen = (typeof PRO_LIST_SCREENS)[number];

export function isProListScreen(screen: string): screen is ProListScreen {
  return (PRO_LIST_SCREENS as readonly string[]).includes(screen);
}

/** Deepest page a list serves (also the API's limit). */
export const MAX_PRO_LIST_PAGE = 500;

/** How pro-list orders its pros: recommended (the Bayesian rating), most reviews, newest. */
export const PRO_LIST_SORTS = ['recommended', 'reviews', 'newest'] as const;
export type ProListSort = (typeof PRO_LIST_SORTS)[number];

export function isProListSort(value: string | null | undefined): value is ProListSort {
  return (PRO_LIST_SORTS as readonly (string | null | undefined)[]).includes(value);
}

export interface ProListRequest {
  kind: ProListKind;
  page: number;
  /** pro-search only: the words searched for. */
  query: string;
  /** pro-search and pro-list: the city slug ('' for all). */
  city: string;
  /** pro-list only: the order ('' is recommended). */
  sort?: ProListSort | '';
}

// Route params arrive percent-encoded (a district's name is Chinese).
function decoded(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function pageOf(raw: string | null): number {
  const n = Number(raw ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= MAX_PRO_LIST_PAGE ? n : 1;
}

/** What a pro list page shows, from its route's screen and params and the URL's query. */
export function proListRequest(screen: ProListScreen, params: Record<string, string | undefined>, search: URLSearchParams): ProListRequest {
  const page = pageOf(search.get('page'));
  switch (screen) {
    case 'pro-list': {
      const sort = search.get('sort');
      return {
        kind: { kind: 'all', filter: params.filter ?? null },
        page,
        query: '',
        city: search.get('city') ?? '',
        sort: isProListSort(sort) && sort !== 'recommended' ? sort : '',
      };
    }
    case 'pro-search':
      return {
        kind: { kind: 'search', slug: params.slug ?? null },
        page,
        query: (search.get('q') ?? '').trim().slice(0, 50),
        city: search.get('city') ?? '',
      };
    case 'nearme':
      return { kind: { kind: 'nearme', slug: params.slug ?? '', city: decoded(params.city), district: decoded(params.district) }, page, query: '', city: '' };
    case 'featured-pros':
      return { kind: { kind: 'featured' }, page, query: '', city: '' };
  }
}

/** The key a list is stored under in the preloaded state and the store. */
export function proListKey(request: ProListRequest): string {
  return JSON.stringify([request.kind, request.page, request.query, request.city, ...(request.sort ? [request.sort] : [])]);
}

/** The API path (under the API base) that answers the list. */
export function proListApiPath(request: ProListRequest): string {
  const q = new URLSearchParams();
  if (request.page > 1) q.set('page', String(request.page));
  const { kind } = request;
  let path: string;
  switch (kind.kind) {
    case 'all':
      path = '/quote_services/list.json';
      if (kind.filter) q.set('filter', kind.filter);
      if (request.city) q.set('city', request.city);
      if (request.sort) q.set('sort', request.sort);
      break;
    case 'search':
      path = '/quote_services/search.json';
      if (kind.slug) q.set('category', kind.slug);
      if (request.query) q.set('q', request.query);
      if (request.city) q.set('city', request.city);
      break;
    case 'nearme':
      path = `/quote_services/nearme/${encodeURIComponent(kind.slug)}.json`;
      if (kind.city) q.set('city', kind.city);
      if (kind.district) q.set('district', kind.district);
      break;
    case 'featured':
      path = '/quote_services/featured.json';
      break;
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The page's own path with a page number (page 1 has none), for pagers and canonical URLs. */
export function proListPagePath(pathname: string, request: ProListRequest, page: number): string {
  const q = new URLSearchParams();
  if (request.kind.kind === 'search') {
    if (request.query) q.set('q', request.query);
    if (request.city) q.set('city', request.city);
  }
  if (request.kind.kind === 'all') {
    if (request.city) q.set('city', request.city);
    if (request.sort) q.set('sort', request.sort);
  }
  if (page > 1) q.set('page', String(page));
  const qs = q.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
