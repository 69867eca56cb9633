import type { FormFailure } from '../api/error-info';

/** A paged list (spec section 2): the active page, the page count and the pages being fetched. */
export interface PagedList {
  /** Ids of each page that has arrived. */
  pages: Record<number, number[]>;
  activePage: number;
  totalPages: number;
  count: number;
  fetchingPages: number[];
  error: FormFailure | null;
}

export function emptyPagedList(): PagedList {
  return { pages: {}, activePage: 1, totalPages: 1, count: 0, fetchingPages: [], error: null };
}

/** A page is asked for: it becomes the active one and is marked as on its way. */
export function pageStarted(list: PagedList, page: number) {
  list.activePage = page;
  list.error = null;
  if (!list.fetchingPages.includes(page)) list.fetchingPages.push(page);
}

/** A page has arrived with its ids, the page count and the count of items. */
export function pageArrived(list: PagedList, page: number, ids: number[], totalPages: number, count: number) {
  list.fetchingPages = list.fetchingPages.filter((p) => p !== page);
  list.pages[page] = ids;
  list.totalPages = totalPages;
  list.count = count;
}

export function pageFailed(list: PagedList, page: number, failure: FormFailure | undefined) {
  list.fetchingPages = list.fetchingPages.filter((p) => p !== page);
  list.error = failure ?? null;
}
