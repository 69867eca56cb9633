import { createSlice } from '@reduxjs/toolkit';
import type { QuoteRequestResponse, QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import type { FormFailure } from '../../api/error-info';
import { sessionGone } from '../../store/session-actions';
import type { DecidedBid } from './decisions/decisions-api';
import { contactPro, decideQuote } from './decisions/decisions-thunks';
import { mergeDecidedBid } from './decisions/merge-bid';
import { changeProjectStatus, copyProject, fetchProject, fetchProjectByQuote, fetchProjectsPage, type ProjectsView } from './projects-thunks';

/** A paged list (spec section 2): the active page, the page count and the pages being fetched. */
export interface ProjectsList {
  /** Request ids of each page that has arrived. */
  pages: Record<number, number[]>;
  activePage: number;
  totalPages: number;
  count: number;
  fetchingPages: number[];
  error: FormFailure | null;
}

export interface ProjectsState {
  lists: Record<ProjectsView, ProjectsList>;
  /** Request summaries by id, as the lists show them. */
  items: Record<number, QuoteRequestSummaryResponse>;
  /** Requests with their quotes and timeline, by id. */
  details: Record<number, QuoteRequestResponse>;
  fetchingDetails: number[];
  /** The last failure loading a request, by the id asked for (a 404 means not found). */
  detailErrors: Record<number, FormFailure>;
  /** Quote id to request id, for the quote-only route. */
  requestOfQuote: Record<number, number>;
  quoteErrors: Record<number, FormFailure>;
}

function storeDecidedBid(state: ProjectsState, bid: DecidedBid) {
  const requestId = state.requestOfQuote[bid.id];
  const request = requestId === undefined ? undefined : state.details[requestId];
  if (request) mergeDecidedBid(request, bid);
}

function emptyList(): ProjectsList {
  return { pages: {}, activePage: 1, totalPages: 1, count: 0, fetchingPages: [], error: null };
}

export function initialProjectsState(): ProjectsState {
  return {
    lists: { active: emptyList(), archived: emptyList() },
    items: {},
    details: {},
    fetchingDetails: [],
    detailErrors: {},
    requestOfQuote: {},
    quoteErrors: {},
  };
}

function storeDetail(state: ProjectsState, request: QuoteRequestResponse) {
  state.details[request.id] = request;
  const { fields: _f, QuoteFormSubmissionField: _q, photos: _p, QuoteBid, activities: _a, ...summary } = request;
  state.items[request.id] = summary;
  for (const bid of QuoteBid) state.requestOfQuote[bid.id] = request.id;
  delete state.detailErrors[request.id];
}

export const projectsSlice = createSlice({
  name: 'projects',
  initialState: initialProjectsState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProjectsPage.pending, (state, { meta }) => {
        const list = state.lists[meta.arg.view];
        list.activePage = meta.arg.page;
        list.error = null;
        if (!list.fetchingPages.includes(meta.arg.page)) list.fetchingPages.push(meta.arg.page);
      })
      .addCase(fetchProjectsPage.fulfilled, (state, { meta, payload }) => {
        const list = state.lists[meta.arg.view];
        list.fetchingPages = list.fetchingPages.filter((p) => p !== meta.arg.page);
        list.pages[meta.arg.page] = payload.quote_requests.map((r) => r.id);
        list.totalPages = payload.total_pages;
        list.count = payload.count;
        for (const item of payload.quote_requests) state.items[item.id] = item;
      })
      .addCase(fetchProjectsPage.rejected, (state, { meta, payload }) => {
        if (meta.condition) return;
        const list = state.lists[meta.arg.view];
        list.fetchingPages = list.fetchingPages.filter((p) => p !== meta.arg.page);
        list.error = payload ?? null;
      })
      .addCase(fetchProject.pending, (state, { meta }) => {
        if (!state.fetchingDetails.includes(meta.arg)) state.fetchingDetails.push(meta.arg);
      })
      .addCase(fetchProject.fulfilled, (state, { meta, payload }) => {
        state.fetchingDetails = state.fetchingDetails.filter((id) => id !== meta.arg);
        storeDetail(state, payload);
      })
      .addCase(fetchProject.rejected, (state, { meta, payload }) => {
        state.fetchingDetails = state.fetchingDetails.filter((id) => id !== meta.arg);
        if (payload) state.detailErrors[meta.arg] = payload;
      })
      .addCase(fetchProjectByQuote.pending, (state, { meta }) => {
        delete state.quoteErrors[meta.arg];
      })
      .addCase(fetchProjectByQuote.fulfilled, (state, { payload }) => {
        storeDetail(state, payload);
      })
      .addCase(fetchProjectByQuote.rejected, (state, { meta, payload }) => {
        if (payload) state.quoteErrors[meta.arg] = payload;
      })
      .addCase(changeProjectStatus.fulfilled, (state, { payload }) => {
        storeDetail(state, payload);
        // Archiving moves the request to the other list: both are read again on the next visit.
        state.lists.active.pages = {};
        state.lists.archived.pages = {};
      })
      .addCase(copyProject.fulfilled, (state, { payload }) => {
        storeDetail(state, payload);
        state.lists.active.pages = {};
      })
      .addCase(decideQuote.fulfilled, (state, { payload }) => storeDecidedBid(state, payload))
      .addCase(contactPro.fulfilled, (state, { payload }) => {
        if (payload) storeDecidedBid(state, payload);
      })
      .addCase(sessionGone, () => initialProjectsState());
  },
});
