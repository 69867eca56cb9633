import { describe, expect, it } from 'vitest';
import { workListPath, type ProviderBid, type WorkItem } from './api/works';
import { initialWorksState, lastWorkShown, leadAdded, worksSlice } from './works-slice';
import { changeLead, fetchLead, fetchWorksPage, tagLead } from './works-thunks';
import { listKey, parseWorkPlace, readPage, readRequestTab, readWorkTab, requestsPath, requestsQuery, worksPath, worksQuery } from './works-paths';
import { quoteErrorOf } from './quote-errors';

const reduce = worksSlice.reducer;

function item(id: number, extra: Partial<WorkItem> = {}): WorkItem {
  return {
    id,
    quote_request_id: id,
    quote_status_id: 1,
    is_provider_readed: 0,
    QuoteRequest: { id, description: '', created: '2026-11-23 15:30:00', is_closed: 0, is_archived: 0, category: { id: 1, slug: 'a', name: 'A' }, city: 'c', district: 'd', consumer_name: 'x' },
    ...extra,
  } as WorkItem;
}

const meta = (arg: unknown, requestId = 'r') => ({ arg, requestId, requestStatus: 'pending' as const });

describe('the work-list paths', () => {
  it('names the list parameters of each screen', () => {
    expect(workListPath(requestsQuery('all', 1))).toBe('/quote_bids/index/type:myworks/page:1/filter:1.json');
    expect(workListPath(requestsQuery('notquoted', 3))).toBe('/quote_bids/index/type:myworks/page:3/filter:1/request:notquoted.json');
    expect(workListPath(worksQuery('inProgress', 2))).toBe('/quote_bids/index/type:myworks/page:2/list:Waiting.json');
    expect(workListPath(worksQuery('hired', 1))).toBe('/quote_bids/index/type:myworks/page:1/filter:7.json');
    expect(workListPath(worksQuery('completed', 1))).toBe('/quote_bids/index/type:myworks/page:1/list:Completed.json');
    expect(workListPath(worksQuery('archived', 1))).toBe('/quote_bids/index/type:myworks/page:1/filter:3.json');
    // The spec's Lead, Unread, Send and Search lists.
    expect(workListPath(worksQuery('lead', 1))).toBe('/quote_bids/index/type:myworks/page:1/filter:4.json');
    expect(workListPath(worksQuery('unread', 2))).toBe('/quote_bids/index/type:myworks/page:2/filter:5.json');
    expect(workListPath(worksQuery('send', 1))).toBe('/quote_bids/index/type:myworks/page:1/list:Send.json');
    expect(workListPath(worksQuery('search', 1, ' 冷氣 安裝/清洗 '))).toBe(
      `/quote_bids/index/type:myworks/page:1/list:Search/q:${encodeURIComponent('冷氣 安裝 清洗')}.json`,
    );
    expect(listKey(worksQuery('search', 1, '冷氣'))).not.toBe(listKey(worksQuery('search', 1, '洗衣機')));
    expect(worksPath({ tab: 'search', page: 2, q: '冷氣 清洗' })).toBe(`/dashboard/works?tab=search&page=2&q=${encodeURIComponent('冷氣 清洗')}`);
    expect(parseWorkPlace(JSON.stringify({ tab: 'search', page: 1, q: '冷氣' }))).toEqual({ tab: 'search', page: 1, q: '冷氣' });
  });

  it('reads refusals 2 and 211 of a quote as their own', () => {
    const refused = (code: number) => ({ status: 409, code, kind: 'server' as const, fields: [] });
    expect(quoteErrorOf(refused(2))).toEqual({ kind: 'card' });
    expect(quoteErrorOf(refused(211))).toEqual({ kind: 'foreignCard' });
    expect(quoteErrorOf(refused(10))).toEqual({ kind: 'credit' });
  });

  it('keys a list by its query without the page', () => {
    expect(listKey(worksQuery('hired', 1))).toBe(listKey(worksQuery('hired', 5)));
    expect(listKey(requestsQuery('read', 1))).not.toBe(listKey(requestsQuery('notread', 1)));
  });

  it('reads the page and the tab of a query string, falling back to the first', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage('0')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage(null)).toBe(1);
    expect(readRequestTab('favorite')).toBe('favorite');
    expect(readRequestTab('bogus')).toBe('all');
    expect(readWorkTab('archived')).toBe('archived');
    expect(readWorkTab(null)).toBe('inProgress');
    expect(requestsPath('all', 1)).toBe('/dashboard/requests');
    expect(requestsPath('quoted', 2)).toBe('/dashboard/requests?filter=quoted&page=2');
    expect(worksPath({ tab: 'hired', page: 3 })).toBe('/dashboard/works?tab=hired&page=3');
  });

  it('reads a remembered work page back, refusing anything malformed', () => {
    expect(parseWorkPlace(JSON.stringify({ tab: 'completed', page: 2 }))).toEqual({ tab: 'completed', page: 2 });
    expect(parseWorkPlace(JSON.stringify({ tab: 'nope', page: 2 }))).toBeNull();
    expect(parseWorkPlace(JSON.stringify({ tab: 'hired', page: 0 }))).toBeNull();
    expect(parseWorkPlace('{')).toBeNull();
    expect(parseWorkPlace(null)).toBeNull();
  });
});

describe('the works slice', () => {
  const query = worksQuery('inProgress', 2);
  const key = listKey(query);

  it('marks the active page and the pages being fetched, then stores the page', () => {
    let state = reduce(initialWorksState(), fetchWorksPage.pending('r', query));
    expect(state.lists[key]?.activePage).toBe(2);
    expect(state.lists[key]?.fetchingPages).toEqual([2]);
    state = reduce(state, fetchWorksPage.pending('s', { ...query, page: 3 }));
    expect(state.lists[key]?.fetchingPages).toEqual([2, 3]);
    state = reduce(state, fetchWorksPage.fulfilled({ quote_bids: [item(7), item(5)], page: 2, total_pages: 4, count: 33 }, 'r', query));
    expect(state.lists[key]?.pages[2]).toEqual([7, 5]);
    expect(state.lists[key]?.fetchingPages).toEqual([3]);
    expect(state.lists[key]?.totalPages).toBe(4);
    expect(state.lists[key]?.count).toBe(33);
    expect(state.items[7]?.id).toBe(7);
  });

  it('keeps the failure of a page and stops waiting for it', () => {
    let state = reduce(initialWorksState(), fetchWorksPage.pending('r', query));
    state = reduce(state, {
      type: fetchWorksPage.rejected.type,
      payload: { code: 500, kind: 'server', text: 'x', fields: [], status: 500 },
      meta: { ...meta(query), rejectedWithValue: true, requestStatus: 'rejected', aborted: false, condition: false },
    });
    expect(state.lists[key]?.fetchingPages).toEqual([]);
    expect(state.lists[key]?.error?.status).toBe(500);
  });

  it('updates a changed bid and has every list read again', () => {
    let state = reduce(initialWorksState(), fetchWorksPage.fulfilled({ quote_bids: [item(7)], page: 1, total_pages: 1, count: 1 }, 'r', { ...query, page: 1 }));
    const changed = { ...item(7), quote_status_id: 2, quote_sent_on: '2026-11-23 16:00:00' } as ProviderBid;
    state = reduce(state, changeLead.fulfilled(changed, 'c', { action: 'rating', bidId: 7 }));
    expect(state.items[7]?.quote_status_id).toBe(2);
    expect(state.items[7]?.QuoteRequest.consumer_name).toBe('x');
    expect(state.lists[key]?.pages).toEqual({});
  });

  it('keeps the favourite tag the server answers with', () => {
    let state = reduce(initialWorksState(), fetchWorksPage.fulfilled({ quote_bids: [item(7)], page: 1, total_pages: 1, count: 1 }, 'r', { ...query, page: 1 }));
    state = reduce(state, tagLead.fulfilled({ ...item(7), provider_tag: 'favorite' } as ProviderBid, 't', { bidId: 7, favorite: true }));
    expect(state.items[7]?.provider_tag).toBe('favorite');
    expect(state.lists[key]?.pages).toEqual({});
  });

  it('remembers a lead that failed to load by its id', () => {
    let state = reduce(initialWorksState(), fetchLead.pending('r', 9));
    expect(state.fetchingDetails).toEqual([9]);
    state = reduce(state, {
      type: fetchLead.rejected.type,
      payload: { code: 404, kind: 'server', text: 'x', fields: [], status: 404 },
      meta: { ...meta(9), rejectedWithValue: true, requestStatus: 'rejected', aborted: false, condition: false },
    });
    expect(state.fetchingDetails).toEqual([]);
    expect(state.detailErrors[9]?.status).toBe(404);
  });

  it('remembers the last work page shown', () => {
    const state = reduce(initialWorksState(), lastWorkShown({ tab: 'completed', page: 3 }));
    expect(state.lastWork).toEqual({ tab: 'completed', page: 3 });
  });

  it('reads every list again after a lead is added from the job center, keeping what is known of each bid', () => {
    let state = reduce(initialWorksState(), fetchWorksPage.fulfilled({ quote_bids: [item(7)], page: 1, total_pages: 1, count: 1 }, 'r', { ...query, page: 1 }));
    state = reduce(state, leadAdded());
    expect(state.lists[key]?.pages).toEqual({});
    expect(state.items[7]?.id).toBe(7);
  });
});

describe('the errors of sending a quote', () => {
  const failure = (code: number | string, status = 409, fields: { field: string; message: string }[] = []) => ({ code, kind: 'server' as const, text: 't', fields, status });

  it('names what to do for each refusal code', () => {
    expect(quoteErrorOf(failure(6))).toEqual({ kind: 'phone' });
    expect(quoteErrorOf(failure(10))).toEqual({ kind: 'credit' });
    expect(quoteErrorOf(failure(690))).toEqual({ kind: 'category' });
    expect(quoteErrorOf(failure('request quote limit'))).toEqual({ kind: 'limit' });
    expect(quoteErrorOf(failure('action not allowed'))).toEqual({ kind: 'notAllowed' });
  });

  it('puts a refused price next to its field', () => {
    expect(quoteErrorOf(failure('invalid price', 400, [{ field: 'flat_rate_at', message: 'm' }]))).toEqual({ kind: 'fields', fields: { flat_rate_at: 'm' } });
    expect(quoteErrorOf(failure(500, 500))).toEqual({ kind: 'other' });
  });
});
