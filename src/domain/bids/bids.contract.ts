import { z } from 'zod';
import {
  bookingResponseSchema,
  flagSchema,
  quoteBidResponseSchema,
  quoteRequestSummaryResponseSchema,
  requestContentSchema,
} from '../requests/quote-request.types';
import { pagedShape, slugRefSchema } from '../http/refs';

/** The pro's side of quote bids as the API answers it: each shape a schema and its type. */

/** A bid as its pro sees it: the consumer's view plus the pro's own fields. */
export const providerQuoteBidResponseSchema = quoteBidResponseSchema.extend({
  provider_tag: z.string().nullable(),
  is_provider_archived: flagSchema,
  provider_last_read_on: z.string().nullable(),
  last_used_template_id: z.number().nullable(),
  fee_amount: z.number().nullable(),
  /** A lead the consumer invited this pro to: 1 waiting for his answer, 2 accepted, 3 declined; null otherwise. */
  narrow_status_id: z.number().nullable(),
  narrow_decline_reason: z.string().nullable(),
  /** 1 when the consumer hired another pro and that closed this lead or quote. */
  closed_by_hire: flagSchema,
  /** 1 once the consumer reviewed this (hired) job. */
  is_reviewed: flagSchema,
  /**
   * Why the lead reached the pro when it was his drawn area (docs/services.md, "Areas"): its shape
   * and, for a circle, the job's distance from his base in km (one decimal); null otherwise.
   */
  match_area: z.object({ shape: z.enum(['radius', 'polygon']), distance_km: z.number().nullable() }).nullable().optional(),
});
export type ProviderQuoteBidResponse = z.infer<typeof providerQuoteBidResponseSchema>;

/** A bid as the consumer sees it from a pro action (invite, contact): the pro's private fields left out. */
export const consumerQuoteBidResponseSchema = providerQuoteBidResponseSchema.omit({
  provider_tag: true,
  is_provider_archived: true,
  provider_last_read_on: true,
  last_used_template_id: true,
  fee_amount: true,
  closed_by_hire: true,
  is_reviewed: true,
  match_area: true,
});
export type ConsumerQuoteBidResponse = z.infer<typeof consumerQuoteBidResponseSchema>;

/** A pro action's answer, and a consumer action's. */
export const providerBidAnswerShape = { quote_bid: providerQuoteBidResponseSchema };
export const consumerBidAnswerShape = { quote_bid: consumerQuoteBidResponseSchema };

/** What a lead costs and how crowded it is, as every lead card and lead page shows it. */
export const leadFiguresSchema = z.object({
  /** The fee of quoting it (credit points): what was paid when the fee was taken, else what it would cost now. */
  quote_fee: z.number(),
  /** Pros who have quoted the request so far (passed leads left out). */
  quote_count: z.number(),
  /** Quotes the request takes (REQUEST_MAX_QUOTES). */
  quote_limit: z.number(),
});
export type LeadFigures = z.infer<typeof leadFiguresSchema>;

/** The request behind a lead, as the pro's work lists and the job center show it. */
export const workRequestResponseSchema = z.object({
  id: z.number(),
  description: z.string(),
  created: z.string(),
  is_closed: flagSchema,
  is_archived: flagSchema,
  category: slugRefSchema,
  city: z.string(),
  district: z.string(),
  /** The consumer's name as `consumerNameForPro` gives it: masked (王○○) until the consumer hires the pro. */
  consumer_name: z.string(),
});
export type WorkRequestResponse = z.infer<typeof workRequestResponseSchema>;

/** One lead or job of the pro's work lists. */
export const workItemResponseSchema = providerQuoteBidResponseSchema.extend({
  ...leadFiguresSchema.shape,
  QuoteRequest: workRequestResponseSchema,
});
export type WorkItemResponse = z.infer<typeof workItemResponseSchema>;

/** The request behind a lead as its pro reads it: answers, when, place, photos, the consumer's name (masked until hired). */
export const leadRequestResponseSchema = quoteRequestSummaryResponseSchema.extend({
  ...requestContentSchema.shape,
  consumer_name: z.string(),
  /** The appointment, the address and the consumer's contact details, once the consumer hired this pro. */
  booking: bookingResponseSchema.nullable().optional(),
});
export type LeadRequestResponse = z.infer<typeof leadRequestResponseSchema>;

/** GET /quote_bids/view/{id}.json: one of the pro's bids with its request. */
export const leadDetailResponseSchema = providerQuoteBidResponseSchema.extend({
  ...leadFiguresSchema.shape,
  QuoteRequest: leadRequestResponseSchema,
});
export type LeadDetailResponse = z.infer<typeof leadDetailResponseSchema>;
export const leadDetailAnswerShape = { quote_bid: leadDetailResponseSchema };

/** GET /quote_bids/index/type:myworks/...: a page of the pro's work list. */
export const workPageResponseSchema = z.object(pagedShape('quote_bids', workItemResponseSchema));
export type WorkPageResponse = z.infer<typeof workPageResponseSchema>;

/** The fee preview: what sending a quote on this lead costs and what the wallet holds. */
export const feePreviewSchema = z.object({
  fee: z.number(),
  balance: z.number(),
  is_contact_charge: flagSchema,
  /** 1 when the fee has been taken for this bid already (a resend costs nothing). */
  is_paid: flagSchema,
});
export type FeePreview = z.infer<typeof feePreviewSchema>;

/** One open request of the job center (GET /new/v1/quote_requests/job_center). */
export const jobCenterItemSchema = z.object({
  id: z.number(),
  quote_request_id: z.number(),
  description: z.string(),
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  created: z.string(),
  category: slugRefSchema,
  city: z.string(),
  district: z.string(),
  /** Masked: the family name (else the first letter of the username) and two circles. */
  consumer_name: z.string(),
  ...leadFiguresSchema.shape,
});
export type JobCenterItem = z.infer<typeof jobCenterItemSchema>;

export const jobCenterPageSchema = z.object(pagedShape('quote_requests', jobCenterItemSchema));
export type JobCenterPage = z.infer<typeof jobCenterPageSchema>;
