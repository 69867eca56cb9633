import { type FormFailure, toFormFailure } from '../../api/error-info';
import { answerInvitation, type BidAction, changeBidStatus, type FeePreview, getLead, getWorkPage, type LeadDetail, previewQuoteFee, type ProviderBid, tagBid, type WorkListQuery, type WorkPageAnswer } from './api/works';
import { getQuoteTemplates, type QuoteTemplate } from '../services';
import { createApiThunk, createAppAsyncThunk } from '../../store/thunk';
import { addTemplate, type NewTemplate } from './quote-files';
import { deleteTemplate, editTemplate, type TemplateEdit } from './api/template';
import { listKey } from './works-paths';

/** One page of a work list; skipped while that very page is on its way. */
export const fetchWorksPage = createApiThunk<WorkPageAnswer, WorkListQuery>('works/fetchPage', (query, { extra }) => getWorkPage(extra.api, query), {
  condition: (query, { getState }) => !getState().works.lists[listKey(query)]?.fetchingPages.includes(query.page),
});

/** One lead with its request's answers and photos. */
export const fetchLead = createApiThunk<LeadDetail, number>('works/fetchLead', (bidId, { extra }) => getLead(extra.api, bidId));

/** A change of the pro's bid: send a quote (rating), read, pass, archive, complete. */
export const changeLead = createApiThunk<ProviderBid, { action: BidAction; bidId: number; body?: Record<string, unknown> | FormData }>(
  'works/change',
  ({ action, bidId, body }, { extra }) => changeBidStatus(extra.api, action, bidId, body),
);

/** The pro's answer to a consumer's invitation: accept, or decline with a reason. */
export const answerLeadInvitation = createApiThunk<ProviderBid, { bidId: number; accept: boolean; reason?: string }>(
  'works/answerInvitation',
  ({ bidId, accept, reason }, { extra }) => answerInvitation(extra.api, bidId, accept, reason),
);

/** Adds a lead to the favourites or takes it off. */
export const tagLead = createApiThunk<ProviderBid, { bidId: number; favorite: boolean }>('works/tag', ({ bidId, favorite }, { extra }) =>
  tagBid(extra.api, bidId, favorite ? 'favorite' : ''),
);

/** What sending the quote would cost, asked for before every send. */
export const fetchQuoteFee = createApiThunk<FeePreview, number>('works/fee', (bidId, { extra }) => previewQuoteFee(extra.api, bidId));

/** 存為範本: the quote form's price, note and files as a new template. */
export const saveQuoteTemplate = createApiThunk<QuoteTemplate, NewTemplate>('works/saveTemplate', (input, { extra }) => addTemplate(extra.api, input));

export const fetchQuoteTemplates = createApiThunk<QuoteTemplate[]>('works/templates', (_arg, { extra }) => getQuoteTemplates(extra.api));

/** The templates manager: saves a template's changes. */
export const editQuoteTemplate = createApiThunk<QuoteTemplate, TemplateEdit>('works/editTemplate', (edit, { extra }) => editTemplate(extra.api, edit));

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
