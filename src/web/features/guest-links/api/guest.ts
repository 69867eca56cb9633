import type { Answer } from '../../../../domain/http/envelope';
import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import type { BidByHashResponse, quoteRequestAnswerShape } from '../../../../domain/requests/requests.contract';
import type { ApiClient } from '../../../api/client';

/** The guest links (spec: guests reach requests and quotes through hash links); no session needed. */

export async function getRequestByHash(api: ApiClient, hash: string): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<Answer<typeof quoteRequestAnswerShape>>(`/quote_requests/hash/${encodeURIComponent(hash)}.json`, { quiet: true });
  return quote_request;
}

export function getQuoteByHash(api: ApiClient, hash: string): Promise<BidByHashResponse> {
  return api.request<BidByHashResponse>(`/quote_bids/hash/${encodeURIComponent(hash)}.json`, { quiet: true });
}
