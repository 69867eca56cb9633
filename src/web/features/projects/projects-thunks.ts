import { type FormFailure, toFormFailure } from '../../api/error-info';
import { changeRequestStatus, copyRequest, getRequest, getRequestByQuote, getRequestPage, type RequestPageAnswer, type RequestStatusAction, reportRequest } from './api/projects';
import { createAppAsyncThunk } from '../../store/thunk';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';

export type ProjectsView = 'active' | 'archived';

/** One page of the consumer's requests; skipped while that very page is on its way. */
export const fetchProjectsPage = createAppAsyncThunk<RequestPageAnswer, { page: number; view: ProjectsView }, { rejectValue: FormFailure }>(
  'projects/fetchPage',
  async ({ page, view }, { extra, rejectWithValue }) => {
    try {
      return await getRequestPage(extra.api, page, view === 'archived');
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: ({ page, view }, { getState }) => !getState().projects.lists[view].fetchingPages.includes(page) },
);

/** One request with its quotes and timeline. */
export const fetchProject = createAppAsyncThunk<QuoteRequestResponse, number, { rejectValue: FormFailure }>(
  'projects/fetchProject',
  async (requestId, { extra, rejectWithValue }) => {
    try {
      return await getRequest(extra.api, requestId);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** The request that holds a quote, for the quote-only route. */
export const fetchProjectByQuote = createAppAsyncThunk<QuoteRequestResponse, number, { rejectValue: FormFailure }>(
  'projects/fetchProjectByQuote',
  async (quoteId, { extra, rejectWithValue }) => {
    try {
      return await getRequestByQuote(extra.api, quoteId);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

export const changeProjectStatus = createAppAsyncThunk<QuoteRequestResponse, { action: RequestStatusAction; requestId: number }, { rejectValue: FormFailure }>(
  'projects/changeStatus',
  async ({ action, requestId }, { extra, rejectWithValue }) => {
    try {
      return await changeRequestStatus(extra.api, action, requestId);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** Posts the request again; the answer is the new request. */
export const copyProject = createAppAsyncThunk<QuoteRequestResponse, number, { rejectValue: FormFailure }>(
  'projects/copy',
  async (requestId, { extra, rejectWithValue }) => {
    try {
      return await copyRequest(extra.api, requestId);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

export const reportProject = createAppAsyncThunk<void, { requestId: number; reason: string }, { rejectValue: FormFailure }>(
  'projects/report',
  async ({ requestId, reason }, { extra, rejectWithValue }) => {
    try {
      await reportRequest(extra.api, requestId, reason);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);
