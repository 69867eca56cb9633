import type { QuoteBidResponse, QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import type { ApiClient } from '../../../api/client';

/** The guest links (spec: guests reach requests and quotes through hash links); no session needed. */

export async function getRequestByHash(api: ApiClient, hash: string): Promise<QuoteRequestResponse> {
  const { quote_request } = await api.request<{ quote_request: QuoteRequestResponse }>(`/quote_requests/hash/${encodeURIComponent(hash)}.json`, { quiet: true });
  return quote_request;
}

export function getQuoteByHash(api: ApiClient, hash: string): Promise<{ quote_bid: QuoteBidResponse; quote_request: QuoteRequestResponse }> {
  return api.request(`/quote_bids/hash/${encodeURIComponent(hash)}.json`, { quiet: true });
}
