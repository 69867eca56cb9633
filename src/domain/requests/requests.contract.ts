import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { createdQuoteRequestResponseSchema, quoteBidResponseSchema, quoteRequestResponseSchema, quoteRequestSummaryResponseSchema } from './quote-request.types';

/** The consumer's request answers beside the request itself (quote-request.types.ts). */

/** GET /quote_requests/index/...: a page of the caller's requests. */
export const requestPageResponseSchema = z.object(pagedShape('quote_requests', quoteRequestSummaryResponseSchema));
export type RequestPageResponse = z.infer<typeof requestPageResponseSchema>;

/** POST /quote_reports/add.json: the report as stored. */
export const quoteReportResponseSchema = z.object({
  id: z.number(),
  quote_request_id: z.number(),
  reason: z.string(),
  created: z.string(),
});
export type QuoteReportResponse = z.infer<typeof quoteReportResponseSchema>;

/** POST /quote_requests/new_hash/{id}.json: the request's new guest link, shown this once. */
export const newHashResponseSchema = z.object({ hash: z.string(), hash_expires: z.string() });
export type NewHashResponse = z.infer<typeof newHashResponseSchema>;

/** One request (its page, the guest link), and a request just posted or copied. */
export const quoteRequestAnswerShape = { quote_request: quoteRequestResponseSchema };
export const createdRequestAnswerShape = { quote_request: createdQuoteRequestResponseSchema };

/** GET /quote_bids/hash/{hash}.json: a guest's one quote with its request. */
export const bidByHashResponseSchema = z.object({ quote_bid: quoteBidResponseSchema, quote_request: quoteRequestResponseSchema });
export type BidByHashResponse = z.infer<typeof bidByHashResponseSchema>;
