import { type RequestFilter, WorkFilter } from '../../../domain/bids/quote-status';
import type { WorkListQuery } from './api/works';

/** The filters of the pro's leads (dashboard/requests), in the order they are offered. */
export const REQUEST_TABS = ['all', 'notread', 'read', 'quoted', 'notquoted', 'favorite', 'phoneonly', 'discount'] as const satisfies readonly RequestFilter[];
export type RequestTab = (typeof REQUEST_TABS)[number];

/**
 * The tabs of the pro's jobs (dashboard/works); the first is the default. After the jobs come
 * the spec's other work lists: Lead (filter 4), Unread (filter 5), Send (list Send) and Search
 * (list Search with words).
 */
export const WORK_TABS = ['inProgress', 'hired', 'completed', 'archived', 'lead', 'unread', 'send', 'search'] as const;
export type WorkTab = (typeof WORK_TABS)[number];

/** The longest search the Search list takes (the server keeps the first 50 characters). */
export const WORK_SEARCH_MAX = 50;

/** Where the last work page is kept for the browser tab's lifetime. */
export const LAST_WORK_STORAGE_KEY = 'works:last';

export interface WorkPlace {
  tab: WorkTab;
  page: number;
  /** The Search list's words. */
  q?: string;
}

/** The leads of one filter: every lead and quote of the pro (the inbox), narrowed by the filter. */
export function requestsQuery(tab: RequestTab, page: number): WorkListQuery {
  return { page, filter: WorkFilter.Inbox, request: tab };
}

/** The work list behind each tab of dashboard/works. */
export function worksQuery(tab: WorkTab, page: number, q = ''): WorkListQuery {
  switch (tab) {
    case 'lead':
      return { page, filter: WorkFilter.Lead };
    case 'unread':
      return { page, filter: WorkFilter.Unread };
    case 'send':
      return { page, list: 'Send' };
    case 'search':
      return { page, list: 'Search', q: q.trim() };
    case 'hired':
      return { page, filter: WorkFilter.Hired };
    case 'completed':
      return { page, list: 'Completed' };
    case 'archived':
      return { page, filter: WorkFilter.Archived };
    default:
      return { page, list: 'Waiting' };
  }
}

/** The store's name of a list: the query without its page. */
export function listKey(query: WorkListQuery): string {
  return [query.filter ?? '-', query.list ?? '-', query.request ?? 'all', ...(query.q ? [query.q] : [])].join('/');
}

/** A page number of a query string: a positive whole number, else 1. */
export function readPage(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function readRequestTab(value: string | null): RequestTab {
  return REQUEST_TABS.find((tab) => tab === value) ?? 'all';
}

export function readWorkTab(value: string | null): WorkTab {
  return WORK_TABS.find((tab) => tab === value) ?? 'inProgress';
}

export function requestsPath(tab: RequestTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('filter', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/dashboard/requests?${query}` : '/dashboard/requests';
}

export function worksPath(place: WorkPlace): string {
  const q = place.tab === 'search' && place.q ? `&q=${encodeURIComponent(place.q)}` : '';
  return `/dashboard/works?tab=${place.tab}&page=${place.page}${q}`;
}

/** The Search list's words from the query string, trimmed to what the server reads. */
export function readWorkSearch(value: string | null): string {
  return (value ?? '').trim().slice(0, WORK_SEARCH_MAX);
}

/** The remembered work page, if the stored value is one. */
export function parseWorkPlace(raw: string | null): WorkPlace | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { tab, page, q } = value as { tab?: unknown; page?: unknown; q?: unknown };
    const known = WORK_TABS.find((t) => t === tab);
    if (!known || typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
    return typeof q === 'string' && q ? { tab: known, page, q: readWorkSearch(q) } : { tab: known, page };
  } catch {
    return null;
  }
}
