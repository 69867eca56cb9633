import { AppError, type FieldError } from '../errors/app-error';
import { QuoteStatus, type QuoteStatusId, REQUEST_FILTERS, type RequestFilter, WORK_LIST_STATUSES, WorkFilter } from './quote-status';

/** Bids a page of the pro's work lists (spec section 9: requests 10). */
export const WORK_LIST_PAGE_SIZE = 10;
export const WORK_LIST_MAX_PAGE = 100_000;
/** The tag that puts a bid on the Favorite list. */
export const FAVORITE_TAG = 'favorite';

export type WorkListName = keyof typeof WORK_LIST_STATUSES;
const WORK_LIST_NAMES = Object.keys(WORK_LIST_STATUSES) as WorkListName[];
const WORK_FILTER_IDS = Object.values(WorkFilter) as number[];

/** What one page of `GET /quote_bids/index/type:myworks/...` asks for, from its named parameters. */
export interface WorkListQuery {
  page: number;
  /** filter:{1-7}: Inbox, InProgress, Archived, Lead, Unread, Favorite, Hired. */
  filter: number | null;
  /** list:{Send|InProgress|Waiting|Work|Completed|Search}: the statuses listed. */
  list: WorkListName | null;
  /** request:{all|read|notread|...}. */
  request: RequestFilter;
  /** q: words to find in the request's description or category (the Search list). */
  keyword: string | null;
}

/**
 * Reads the named parameters. `filter` takes the work and message filter ids, `list` the
 * work-list names, `request` the request filters (spec section 3); unknown values are a 400.
 */
export function readWorkListQuery(named: Record<string, string>): WorkListQuery {
  const fields: FieldError[] = [];
  const page = named.page === undefined ? 1 : Number(named.page);
  if (!Number.isInteger(page) || page < 1 || page > WORK_LIST_MAX_PAGE) fields.push({ field: 'page', message: '頁數必須是正整數' });
  const filter = named.filter === undefined ? null : Number(named.filter);
  if (filter !== null && !WORK_FILTER_IDS.includes(filter)) fields.push({ field: 'filter', message: '沒有這個列表' });
  const list = named.list === undefined ? null : (WORK_LIST_NAMES.find((n) => n.toLowerCase() === named.list!.toLowerCase()) ?? null);
  if (named.list !== undefined && list === null) fields.push({ field: 'list', message: '沒有這個工作列表' });
  const request = (named.request ?? 'all') as RequestFilter;
  if (!REQUEST_FILTERS.includes(request)) fields.push({ field: 'request', message: '沒有這個篩選條件' });
  const keyword = named.q?.trim().slice(0, 50) || null;
  if (fields.length > 0) throw AppError.invalid(fields);
  return { page, filter, list, request, keyword };
}

/** The statuses a list shows; every list leaves out NotInterested (spec section 4). */
export function statusesFor(query: Pick<WorkListQuery, 'filter' | 'list'>): readonly QuoteStatusId[] {
  if (query.list) return WORK_LIST_STATUSES[query.list];
  switch (query.filter) {
    case WorkFilter.Lead:
      return [QuoteStatus.Send];
    case WorkFilter.InProgress:
      return WORK_LIST_STATUSES.InProgress;
    case WorkFilter.Hired:
      return [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];
    default:
      return [QuoteStatus.Send, QuoteStatus.InProgress, QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted, QuoteStatus.Archived];
  }
}
