import { type FormFailure, toFormFailure } from '../../api/error-info';
import { answerInvitation, type BidAction, changeBidStatus, type FeePreview, getLead, getWorkPage, type LeadDetail, previewQuoteFee, type ProviderBid, tagBid, type WorkListQuery, type WorkPageAnswer } from './api/works';
import { getQuoteTemplates, type QuoteTemplate } from '../services';
import { createAppAsyncThunk } from '../../store/thunk';
import { addTemplate, type NewTemplate } from './quote-files';
import { deleteTemplate, editTemplate, type TemplateEdit } from './template-api';
import { listKey } from './works-paths';

/** One page of a work list; skipped while that very page is on its way. */
export const fetchWorksPage = createAppAsyncThunk<WorkPageAnswer, WorkListQuery, { rejectValue: FormFailure }>(
  'works/fetchPage',
  async (query, { extra, rejectWithValue }) => {
    try {
      return await getWorkPage(extra.api, query);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (query, { getState }) => !getState().works.lists[listKey(query)]?.fetchingPages.includes(query.page) },
);

/** One lead with its request's answers and photos. */
export const fetchLead = createAppAsyncThunk<LeadDetail, number, { rejectValue: FormFailure }>('works/fetchLead', async (bidId, { extra, rejectWithValue }) => {
  try {
    return await getLead(extra.api, bidId);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** A change of the pro's bid: send a quote (rating), read, pass, archive, complete. */
export const changeLead = createAppAsyncThunk<ProviderBid, { action: BidAction; bidId: number; body?: Record<string, unknown> | FormData }, { rejectValue: FormFailure }>(
  'works/change',
  async ({ action, bidId, body }, { extra, rejectWithValue }) => {
    try {
      return await changeBidStatus(extra.api, action, bidId, body);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** The pro's answer to a consumer's invitation: accept, or decline with a reason. */
export const answerLeadInvitation = createAppAsyncThunk<ProviderBid, { bidId: number; accept: boolean; reason?: string }, { rejectValue: FormFailure }>(
  'works/answerInvitation',
  async ({ bidId, accept, reason }, { extra, rejectWithValue }) => {
    try {
      return await answerInvitation(extra.api, bidId, accept, reason);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** Adds a lead to the favourites or takes it off. */
export const tagLead = createAppAsyncThunk<ProviderBid, { bidId: number; favorite: boolean }, { rejectValue: FormFailure }>(
  'works/tag',
  async ({ bidId, favorite }, { extra, rejectWithValue }) => {
    try {
      return await tagBid(extra.api, bidId, favorite ? 'favorite' : '');
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** What sending the quote would cost, asked for before every send. */
export const fetchQuoteFee = createAppAsyncThunk<FeePreview, number, { rejectValue: FormFailure }>('works/fee', async (bidId, { extra, rejectWithValue }) => {
  try {
    return await previewQuoteFee(extra.api, bidId);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** 存為範本: the quote form's price, note and files as a new template. */
export const saveQuoteTemplate = createAppAsyncThunk<QuoteTemplate, NewTemplate, { rejectValue: FormFailure }>('works/saveTemplate', async (input, { extra, rejectWithValue }) => {
  try {
    return await addTemplate(extra.api, input);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

export const fetchQuoteTemplates = createAppAsyncThunk<QuoteTemplate[], void, { rejectValue: FormFailure }>('works/templates', async (_arg, { extra, rejectWithValue }) => {
  try {
    return await getQuoteTemplates(extra.api);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** The templates manager: saves a template's changes. */
export const editQuoteTemplate = createAppAsyncThunk<QuoteTemplate, TemplateEdit, { rejectValue: FormFailure }>('works/editTemplate', async (edit, { extra, rejectWithValue }) => {
  try {
    return await editTemplate(extra.api, edit);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** Deletes a template; one already gone (404) counts as deleted, which is what the pro asked for. */
export const deleteQuoteTemplate = createAppAsyncThunk<number, number, { rejectValue: FormFailure }>('works/deleteTemplate', async (id, { extra, rejectWithValue }) => {
  try {
    await deleteTemplate(extra.api, id);
    return id;
  } catch (error) {
    const failure = toFormFailure(error);
    return failure.status === 404 ? id : rejectWithValue(failure);
  }
});
