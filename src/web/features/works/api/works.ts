import type { z } from 'zod';
import { NarrowStatus, type RequestFilter } from '../../../../domain/bids/quote-status';
import type {
  FeePreview,
  leadDetailAnswerShape,
  LeadDetailResponse,
  LeadFigures,
  providerBidAnswerShape,
  ProviderQuoteBidResponse,
  WorkItemResponse,
  WorkPageResponse,
  WorkRequestResponse,
} from '../../../../domain/bids/bids.contract';
import type { sendQuoteSchema } from '../../../../domain/bids/quote-input';
import type { WorkListName, WorkListQuery as ServerWorkListQuery } from '../../../../domain/bids/work-list';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** The quote form fills from the pro's templates (the services feature fetches them). */
export type { QuoteTemplate } from '../../services';

/** The pro's leads and jobs (spec section 4 "Bid"). */

/** A bid as its pro sees it: the consumer's view plus the pro's own fields. */
export type ProviderBid = ProviderQuoteBidResponse;
/** The request behind a lead, as the work lists show it. */
export type WorkRequestSummary = WorkRequestResponse;
export type { FeePreview, LeadFigures };
export type WorkItem = WorkItemResponse;
/** GET /quote_bids/view/{id}.json: a lead with its request's answers and photos. */
export type LeadDetail = LeadDetailResponse;

export type { WorkListName };

/** The named parameters of one work-list page, as the path carries them (the server reads them into its WorkListQuery). */
export type WorkListQuery = Pick<ServerWorkListQuery, 'page'> &
  Partial<{ filter: NonNullable<ServerWorkListQuery['filter']>; list: WorkListName; request: RequestFilter; /** Words to find in the request (the Search list). */ q: string }>;

export type WorkPageAnswer = WorkPageResponse;

export type BidAction = 'rating' | 'read' | 'interest' | 'archive' | 'unarchive' | 'completed' | 'self_hire';

/** The body of change_status/rating: sending or re-sending a quote. */
export type QuoteBody = z.input<typeof sendQuoteSchema>;

/** The path of one work-list page: /quote_bids/index/type:myworks/page:2/filter:1/request:notread.json */
export function workListPath(query: WorkListQuery): string {
  const parts = ['type:myworks', `page:${query.page}`];
  if (query.filter !== undefined) parts.push(`filter:${query.filter}`);
  if (query.list !== undefined) parts.push(`list:${query.list}`);
  if (query.request !== undefined && query.request !== 'all') parts.push(`request:${query.request}`);
  if (query.q) parts.push(`q:${encodeURIComponent(query.q.replace(/\//g, ' '))}`);
  return `/quote_bids/index/${parts.join('/')}.json`;
}

export function getWorkPage(api: ApiClient, query: WorkListQuery): Promise<WorkPageAnswer> {
  return api.request<WorkPageAnswer>(workListPath(query), { quiet: true });
}

export async function getLead(api: ApiClient, bidId: number): Promise<LeadDetail> {
  const { quote_bid } = await api.request<Answer<typeof leadDetailAnswerShape>>(`/quote_bids/view/${bidId}.json`, { quiet: true });
  return quote_bid;
}

export function previewQuoteFee(api: ApiClient, bidId: number): Promise<FeePreview> {
  return api.request<FeePreview>(`/quote_bids/preview_quote_fee/${bidId}.json`, { quiet: true });
}

/** The pro's own tag on a lead: `favorite` puts it on the Favorite list, '' takes it off. */
export async function tagBid(api: ApiClient, bidId: number, tag: 'favorite' | ''): Promise<ProviderBid> {
  const { quote_bid } = await api.request<Answer<typeof providerBidAnswerShape>>(`/quote_bids/tag/${bidId}.json`, { method: 'POST', body: { provider_tag: tag }, quiet: true });
  return quote_bid;
}

/** Accepts a consumer's invitation (narrow match) or declines it with a reason. */
export async function answerInvitation(api: ApiClient, bidId: number, accept: boolean, reason = ''): Promise<ProviderBid> {
  const { quote_bid } = await api.request<Answer<typeof providerBidAnswerShape>>(
    `/quote_bids/provider_accept_narrow_match/${bidId}/narrow_status_id:${accept ? NarrowStatus.Won : NarrowStatus.Lost}.json`,
    { method: 'POST', body: accept ? {} : { reason }, quiet: true },
  );
  return quote_bid;
}

export async function changeBidStatus(api: ApiClient, action: BidAction, bidId: number, body: Record<string, unknown> | FormData = {}): Promise<ProviderBid> {
  const { quote_bid } = await api.request<Answer<typeof providerBidAnswerShape>>(`/quote_bids/change_status/${action}/${bidId}.json`, {
    method: 'POST',
    body,
    quiet: true,
  });
  return quote_bid;
}

/** Turns the pro's pay-on-contact quote into one paid now (or pays a contact held for its fee). */
export async function switchToManualQuote(api: ApiClient, bidId: number): Promise<ProviderBid> {
  const { quote_bid } = await api.request<Answer<typeof providerBidAnswerShape>>(`/quote_bids/switch_to_manual_quote/${bidId}.json`, { method: 'POST', quiet: true });
  return quote_bid;
}
