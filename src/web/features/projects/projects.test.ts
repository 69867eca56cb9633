import { describe, expect, it } from 'vitest';
import type { QuoteBidResponse, QuoteRequestResponse, QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { createI18n } from '../../i18n';
import { availableActions, projectActionOf } from './project-actions';
import { idParam, isQuote, isWaitingLead, pageParam, projectStatus, quotePriceText, taipeiTime } from './project-format';
import { quoteRequestSummary } from '../../test/fixtures';
import { initialProjectsState, projectsSlice } from './projects-slice';
import { changeProjectStatus, fetchProject, fetchProjectsPage } from './projects-thunks';

const i18n = createI18n();
const reduce = projectsSlice.reducer;

function summary(id: number, extra: Partial<QuoteRequestSummaryResponse> = {}): QuoteRequestSummaryResponse {
  return quoteRequestSummary({ id, quote_request_id: id, ...extra });
}

function detail(id: number, bids: Partial<QuoteBidResponse>[] = []): QuoteRequestResponse {
  return {
    ...summary(id),
    fields: [],
    QuoteFormSubmissionField: [],
    photos: [],
    activities: [],
    QuoteBid: bids.map((b, i) => ({ id: 100 + i, quote_request_id: id, quote_status_id: 2, ...b }) as QuoteBidResponse),
  };
}

const price = (bid: Partial<QuoteBidResponse>) =>
  quotePriceText(i18n.t, { rating_type: null, flat_rate_at: null, hourly_rate_at: null, is_on_site_visit_required_for_quote: 0, ...bid });

describe('how the projects put values into words', () => {
  it('writes a flat, hourly or on-site price', () => {
    expect(price({ rating_type: 'flat', flat_rate_at: 1200 })).toBe('NT$1,200');
    expect(price({ rating_type: 'hourly', hourly_rate_at: 800 })).toBe('NT$800/小時');
    expect(price({ rating_type: 'required' })).toBe('需現場估價');
    expect(price({ is_on_site_visit_required_for_quote: 1 })).toBe('需現場估價');
    expect(price({})).toBe('尚未報價');
  });

  it('shows the API time (UTC) at Taiwan time', () => {
    expect(taipeiTime('2026-11-23 17:05:00')).toBe('2026-11-24 01:05');
    expect(taipeiTime(null)).toBe('');
  });

  it('names the status: archived wins over closed', () => {
    expect(projectStatus({ is_archived: 0, is_closed: 0 })).toBe('open');
    expect(projectStatus({ is_archived: 0, is_closed: 1 })).toBe('closed');
    expect(projectStatus({ is_archived: 1, is_closed: 1 })).toBe('archived');
  });

  it('tells a waiting lead (status 1) from a quote', () => {
    expect(isWaitingLead({ quote_status_id: 1, quote_sent_on: null })).toBe(true);
    expect(isWaitingLead({ quote_status_id: 2, quote_sent_on: '2026-11-20 10:00:00' })).toBe(false);
    // A lead closed by another pro's hire without a quote is neither waiting nor a quote.
    expect(isWaitingLead({ quote_status_id: 9, quote_sent_on: null })).toBe(false);
    expect(isQuote({ quote_sent_on: null })).toBe(false);
    expect(isQuote({ quote_sent_on: '2026-11-20 10:00:00' })).toBe(true);
  });

  it('reads page and id segments, refusing anything but positive whole numbers', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBeUndefined();
    expect(pageParam('x')).toBeUndefined();
    expect(idParam('12')).toBe(12);
    expect(idParam('99999999999')).toBeUndefined();
    expect(idParam('details')).toBeUndefined();
  });

  it('offers closing only while open and archiving until archived', () => {
    const open = detail(1);
    expect(availableActions(open)).toEqual(['close', 'archive', 'copy', 'report']);
    expect(availableActions({ ...open, is_closed: 1 })).toEqual(['archive', 'copy', 'report']);
    expect(availableActions({ ...open, is_closed: 1, is_archived: 1 })).toEqual(['copy', 'report']);
    expect(projectActionOf('close')).toBe('close');
    expect(projectActionOf('delete')).toBeUndefined();
  });
});

describe('the projects state', () => {
  const arg = { page: 2, view: 'active' as const };

  it('marks the page being fetched and the active page, then stores it', () => {
    const busy = reduce(initialProjectsState(), fetchProjectsPage.pending('r', arg));
    expect(busy.lists.active).toMatchObject({ activePage: 2, fetchingPages: [2] });
    const done = reduce(busy, fetchProjectsPage.fulfilled({ quote_requests: [summary(5), summary(4)], page: 2, total_pages: 3, count: 25 }, 'r', arg));
    expect(done.lists.active).toMatchObject({ activePage: 2, fetchingPages: [], totalPages: 3, count: 25, pages: { 2: [5, 4] } });
    expect(done.items[5]?.id).toBe(5);
    expect(done.lists.archived.pages).toEqual({});
  });

  it('keeps the pages it had when a fetch fails, with the failure', () => {
    const loaded = reduce(initialProjectsState(), fetchProjectsPage.fulfilled({ quote_requests: [summary(1)], page: 1, total_pages: 1, count: 1 }, 'r', { page: 1, view: 'active' }));
    const failure = { code: 'network', kind: 'network' as const, fields: [], status: 0 };
    const failed = reduce(reduce(loaded, fetchProjectsPage.pending('s', arg)), fetchProjectsPage.rejected(null, 's', arg, failure));
    expect(failed.lists.active).toMatchObject({ pages: { 1: [1] }, fetchingPages: [], error: failure });
  });

  it('stores a request with its quotes and knows which request a quote belongs to', () => {
    const state = reduce(initialProjectsState(), fetchProject.fulfilled(detail(7, [{}, {}]), 'r', 7));
    expect(state.details[7]?.QuoteBid).toHaveLength(2);
    expect(state.requestOfQuote).toEqual({ 100: 7, 101: 7 });
    expect(state.items[7]).not.toHaveProperty('QuoteBid');
  });

  it('forgets the list pages after a status change so they are read again', () => {
    const loaded = reduce(initialProjectsState(), fetchProjectsPage.fulfilled({ quote_requests: [summary(1)], page: 1, total_pages: 1, count: 1 }, 'r', { page: 1, view: 'active' }));
    const closed = { ...detail(1), is_closed: 1 as const };
    const after = reduce(loaded, changeProjectStatus.fulfilled(closed, 'r', { action: 'close', requestId: 1 }));
    expect(after.lists.active.pages).toEqual({});
    expect(after.items[1]?.is_closed).toBe(1);
  });
});
