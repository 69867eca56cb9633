import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../api/error-info';
import type { LeadDetail, ProviderBid, WorkItem } from './api/works';
import type { QuoteTemplate } from '../services';
import { emptyPagedList, type PagedList, pageArrived, pageFailed, pageStarted } from '../../store/paged-list';
import { sessionGone } from '../../store/session-actions';
import { listKey, type WorkPlace } from './works-paths';
import { answerLeadInvitation, changeLead, deleteQuoteTemplate, editQuoteTemplate, fetchLead, fetchQuoteTemplates, fetchWorksPage, saveQuoteTemplate, tagLead } from './works-thunks';

export interface WorksState {
  /** By listKey (the query without its page). */
  lists: Record<string, PagedList>;
  /** Bids by id, as the lists show them. */
  items: Record<number, WorkItem>;
  /** Leads with their request's answers, by bid id. */
  details: Record<number, LeadDetail>;
  fetchingDetails: number[];
  detailErrors: Record<number, FormFailure>;
  templates: QuoteTemplate[] | null;
  /** The work page last shown, opened again on a return to dashboard/works. */
  lastWork: WorkPlace | null;
}

export function initialWorksState(): WorksState {
  return { lists: {}, items: {}, details: {}, fetchingDetails: [], detailErrors: {}, templates: null, lastWork: null };
}

function listOf(state: WorksState, key: string): PagedList {
  state.lists[key] ??= emptyPagedList();
  return state.lists[key];
}

/** A changed bid: its copies are updated and every list is read again on its next showing. */
function storeBid(state: WorksState, bid: ProviderBid) {
  const item = state.items[bid.id];
  if (item) state.items[bid.id] = { ...item, ...bid };
  const detail = state.details[bid.id];
  if (detail) state.details[bid.id] = { ...detail, ...bid };
  for (const list of Object.values(state.lists)) list.pages = {};
}

export const worksSlice = createSlice({
  name: 'works',
  initialState: initialWorksState(),
  reducers: {
    lastWorkShown(state, { payload }: PayloadAction<WorkPlace>) {
      state.lastWork = payload;
    },
    /** A lead came from elsewhere (the job center): every list is read again on its next showing. */
    leadAdded(state) {
      for (const list of Object.values(state.lists)) list.pages = {};
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchWorksPage.pending, (state, { meta }) => pageStarted(listOf(state, listKey(meta.arg)), meta.arg.page))
      .addCase(fetchWorksPage.fulfilled, (state, { meta, payload }) => {
        pageArrived(listOf(state, listKey(meta.arg)), meta.arg.page, payload.quote_bids.map((b) => b.id), payload.total_pages, payload.count);
        for (const item of payload.quote_bids) state.items[item.id] = item;
      })
      .addCase(fetchWorksPage.rejected, (state, { meta, payload }) => {
        if (!meta.condition) pageFailed(listOf(state, listKey(meta.arg)), meta.arg.page, payload);
      })
      .addCase(fetchLead.pending, (state, { meta }) => {
        if (!state.fetchingDetails.includes(meta.arg)) state.fetchingDetails.push(meta.arg);
      })
      .addCase(fetchLead.fulfilled, (state, { meta, payload }) => {
        state.fetchingDetails = state.fetchingDetails.filter((id) => id !== meta.arg);
        state.details[payload.id] = payload;
        delete state.detailErrors[meta.arg];
      })
      .addCase(fetchLead.rejected, (state, { meta, payload }) => {
        state.fetchingDetails = state.fetchingDetails.filter((id) => id !== meta.arg);
        if (payload) state.detailErrors[meta.arg] = payload;
      })
      .addCase(changeLead.fulfilled, (state, { payload }) => {
        storeBid(state, payload);
      })
      .addCase(tagLead.fulfilled, (state, { payload }) => {
        storeBid(state, payload);
      })
      .addCase(answerLeadInvitation.fulfilled, (state, { payload }) => {
        storeBid(state, payload);
      })
      .addCase(saveQuoteTemplate.fulfilled, (state, { payload }) => {
        state.templates = [payload, ...(state.templates ?? []).filter((t) => t.id !== payload.id)];
      })
      .addCase(fetchQuoteTemplates.fulfilled, (state, { payload }) => {
        state.templates = payload;
      })
      .addCase(editQuoteTemplate.fulfilled, (state, { payload }) => {
        state.templates = state.templates?.map((t) => (t.id === payload.id ? payload : t)) ?? null;
      })
      .addCase(deleteQuoteTemplate.fulfilled, (state, { payload }) => {
        state.templates = state.templates?.filter((t) => t.id !== payload) ?? null;
      })
      .addCase(sessionGone, () => initialWorksState());
  },
});

export const { lastWorkShown, leadAdded } = worksSlice.actions;
