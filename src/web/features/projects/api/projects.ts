import type { Answer } from '../../../../domain/http/envelope';
import type { RequestStatusAction } from '../../../../domain/requests/quote-request.schema';
import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import type { quoteRequestAnswerShape, RequestPageResponse } from '../../../../domain/requests/requests.contract';
import type { ApiClient } from '../../../api/client';

/** The consumer's requests (spec section 7 "Requests and reports"). */

export type RequestPageAnswer = RequestPageResponse;

export type { RequestStatusAction };

/** One page (10) of the caller's requests, newest first; archived ones are a list of their own. */
export function getRequestPage(api: ApiClient, page: number, archived: boolean): Promise<RequestPageAnswer> {
  return api.request<RequestPageAnswer>(`/quote_requests/index/${archived ? 'archived:1/' : ''}page:${page}.json`);
}

/** One of the caller's requests with its quotes, answers, photos and timeline; 404 for anyone else's. */
export async function getRequest(api: ApiClient, requestId: number): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<Answer<typeof quoteRequestAnswerShape>>(`/quote_request/${requestId}.json`, { quiet: true });
  return quote_request;
}

/** The caller's request that holds the quote `quoteId`. */
export async function getRequestByQuote(api: ApiClient, quoteId: number): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<Answer<typeof quoteRequestAnswerShape>>(`/quote_request/quote_bid_id:${quoteId}.json`, { quiet: true });
  return quote_request;
}

export async function changeRequestStatus(api: ApiClient, action: RequestStatusAction, requestId: number): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<Answer<typeof quoteRequestAnswerShape>>(`/quote_requests/change_status/${action}/${requestId}.json`, {
    method: 'POST',
    body: {},
    quiet: true,
  });
  return quote_request;
}

/** Posts the request again as a new one, matched afresh. */
export async function copyRequest(api: ApiClient, requestId: number): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<Answer<typeof quoteRequestAnswerShape>>(`/quote_requests/copy/${requestId}.json`, {
    method: 'POST',
    body: {},
    quiet: true,
  });
  return quote_request;
}

export async function reportRequest(api: ApiClient, requestId: number, reason: string): Promise<void> {
  await api.request('/quote_reports/add.json', { method: 'POST', body: { quote_request_id: requestId, reason }, quiet: true });
}
