import { z } from 'zod';
import { ACTIVITY_TYPES, QuoteStatus } from '../bids/quote-status';
import { REQUEST_STAGES } from './request-stage';
import { WHEN_DAY_LABELS } from './when';
import { districtRefSchema, idNameSchema, slugRefSchema, type ZeroOne, zeroOne } from '../http/refs';

/**
 * Requests and their quotes as the API returns them and the web store holds them: each shape is
 * a schema (the routes serialise with it) and the type inferred from it.
 */

/** 0 or 1, as the spec's flags are sent. */
export const flagSchema = zeroOne;
export type Flag = ZeroOne;

/** A time as the API sends it: UTC `YYYY-MM-DD HH:mm:ss`. */
const utc = z.string();

export const requestWhenResponseSchema = z.object({
  day_label: z.enum(WHEN_DAY_LABELS).nullable(),
  day_slots: z.array(z.number()),
  /** zh-TW, e.g. 明天・上午 09:00-12:00 */
  text: z.string(),
});
export type RequestWhenResponse = z.infer<typeof requestWhenResponseSchema>;

/** One answered question (the `fields` of a request), in the form's order. */
export const requestFieldResponseSchema = z.object({
  quote_form_field_id: z.number(),
  label: z.string(),
  type: z.enum(['single_choice', 'multiple_choice', 'text', 'number', 'date']),
  value: z.union([z.string(), z.array(z.string())]),
  /** The answer as one line of text. */
  text: z.string(),
});
export type RequestFieldResponse = z.infer<typeof requestFieldResponseSchema>;

/** A stored answer as the spec names it. */
export const quoteFormSubmissionFieldResponseSchema = z.object({
  id: z.number(),
  quote_request_id: z.number(),
  quote_form_field_id: z.number(),
  value: z.string(),
});
export type QuoteFormSubmissionFieldResponse = z.infer<typeof quoteFormSubmissionFieldResponseSchema>;

const placeSchema = z.object({
  city: idNameSchema,
  district: districtRefSchema,
});

export const quoteRequestSummaryResponseSchema = z.object({
  id: z.number(),
  quote_request_id: z.number(),
  quote_category_id: z.number(),
  QuoteCategory: slugRefSchema,
  ...placeSchema.shape,
  description: z.string(),
  when: requestWhenResponseSchema,
  recommend_source: z.string(),
  created: utc,
  modified: utc,
  is_archived: flagSchema,
  is_closed: flagSchema,
  /** 1 when an operator hid it: pros see 此內容已被隱藏 as its description, the owner sees it marked hidden. Always sent. */
  is_hidden: flagSchema.optional(),
  /** Where the job stands: open, hired, completed, reviewed (or closed / archived before a hire). Always sent. */
  stage: z.enum(REQUEST_STAGES).optional(),
  /** The street address; the owner's views only (a pro sees it in his booking once hired). Always sent. */
  address: z.string().nullable().optional(),
  /** Where a moving job goes to (搬入地點); null for work done in one place. Always sent. */
  destination: placeSchema.nullable().optional(),
  /** Leads and quotes on the request, without the ones the pro passed on. */
  bid_count: z.number(),
  /** Pros who have sent a quote. */
  quoted_count: z.number(),
  /** Quotes the consumer has not read yet. */
  unread_count: z.number(),
});
export type QuoteRequestSummaryResponse = z.infer<typeof quoteRequestSummaryResponseSchema>;

/** The pro behind a quote, as the consumer sees them. */
export const quoteBidProviderResponseSchema = z.object({ id: z.number(), full_name: z.string(), s3_thumb_url: z.string().nullable() });
export type QuoteBidProviderResponse = z.infer<typeof quoteBidProviderResponseSchema>;

export const quoteBidServiceResponseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  /** Share of leads the pro answered, 0-100; null before their first lead. */
  response_rate: z.number().nullable(),
});
export type QuoteBidServiceResponse = z.infer<typeof quoteBidServiceResponseSchema>;

/** A file sent with a quote (as a message attachment). */
export const quoteAttachmentResponseSchema = z.object({
  url: z.string(),
  name: z.string(),
  type: z.enum(['png', 'jpeg', 'gif', 'pdf']),
  size: z.number(),
});
export type QuoteAttachmentResponse = z.infer<typeof quoteAttachmentResponseSchema>;

/** A quote (bid) as the requester sees it; the pro's private fields are left out. */
export const quoteBidResponseSchema = z.object({
  id: z.number(),
  quote_bid_id: z.number(),
  quote_request_id: z.number(),
  quote_service_id: z.number(),
  quote_status_id: z.literal(Object.values(QuoteStatus)),
  hired_on: utc.nullable(),
  is_provider_readed: flagSchema,
  is_requestor_readed: flagSchema,
  is_requestor_rejected: flagSchema,
  rating_type: z.enum(['required', 'flat', 'hourly']).nullable(),
  flat_rate_at: z.number().nullable(),
  hourly_rate_at: z.number().nullable(),
  price_note: z.string().nullable(),
  is_contact_charge: flagSchema,
  quote_sent_on: utc.nullable(),
  quote_last_update_on: utc.nullable(),
  completed_on: utc.nullable(),
  is_on_site_visit_required_for_quote: flagSchema,
  is_more_information_required: flagSchema,
  is_interested: flagSchema.nullable(),
  recommend_source: z.string(),
  /** 1 when the pro is suspended or banned now and the quote is not hired: it cannot be hired (409) until he is reinstated. */
  is_pro_unavailable: flagSchema,
  /** Files sent with the quote: images and PDF. */
  attachments: z.array(quoteAttachmentResponseSchema),
  created: utc,
  modified: utc,
  QuoteService: quoteBidServiceResponseSchema,
  Provider: quoteBidProviderResponseSchema,
});
export type QuoteBidResponse = z.infer<typeof quoteBidResponseSchema>;

export const activityResponseSchema = z.object({
  id: z.number(),
  type: z.enum(ACTIVITY_TYPES),
  /** zh-TW word for the type. */
  text: z.string(),
  quote_bid_id: z.number().nullable(),
  /** Who acted: the requester, a pro (by name), or null for the system. */
  actor: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  created: utc,
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const quoteRequestPhotoResponseSchema = z.object({ id: z.number(), url: z.string() });
export type QuoteRequestPhotoResponse = z.infer<typeof quoteRequestPhotoResponseSchema>;

/** Contact details of the other side of a hire. */
export const bookingContactResponseSchema = z.object({
  full_name: z.string(),
  /** As Taiwan writes it: 0933-776-264; null when the account has none. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type BookingContactResponse = z.infer<typeof bookingContactResponseSchema>;

/** The agreed appointment once the consumer hired a pro, as both sides see it. */
export const bookingResponseSchema = z.object({
  quote_bid_id: z.number(),
  quote_request_id: z.number(),
  /** The agreed date and time, UTC `YYYY-MM-DD HH:mm:ss`. */
  hired_on: utc,
  address: z.string().nullable(),
  place: z.string(),
  category_name: z.string(),
  /** The pro (on the consumer's side) or the consumer (on the pro's). */
  contact: bookingContactResponseSchema,
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** One hired job in a user's appointments (GET /service_reserves/hires.json), as consumer or as pro. */
export const hiredJobResponseSchema = bookingResponseSchema.extend({
  role: z.enum(['consumer', 'pro']),
  /** 1 once the pro reported the work done. */
  is_completed: flagSchema,
  /** 1 once the consumer reviewed the job. */
  is_reviewed: flagSchema,
});
export type HiredJobResponse = z.infer<typeof hiredJobResponseSchema>;

export const declinedInvitationResponseSchema = z.object({
  quote_bid_id: z.number(),
  quote_service_id: z.number(),
  Provider: z.object({ id: z.number(), full_name: z.string() }),
  reason: z.string(),
});
export type DeclinedInvitationResponse = z.infer<typeof declinedInvitationResponseSchema>;

/** The answers and photos of a request, as every detailed view of it carries them. */
export const requestContentSchema = z.object({
  fields: z.array(requestFieldResponseSchema),
  QuoteFormSubmissionField: z.array(quoteFormSubmissionFieldResponseSchema),
  photos: z.array(quoteRequestPhotoResponseSchema),
});

/** GET /quote_request/{id}.json and the guest hash link. */
export const quoteRequestResponseSchema = quoteRequestSummaryResponseSchema.extend({
  ...requestContentSchema.shape,
  /** The hired pro's appointment and contact details (the owner's view only); null before a hire. */
  booking: bookingResponseSchema.nullable().optional(),
  QuoteBid: z.array(quoteBidResponseSchema),
  activities: z.array(activityResponseSchema),
  /** Pros the consumer invited who declined, with their reason (the owner's view only). */
  declined_invitations: z.array(declinedInvitationResponseSchema).optional(),
});
export type QuoteRequestResponse = z.infer<typeof quoteRequestResponseSchema>;

/** What search_add and copy return: the new request with its guest hash, shown this once. */
export const createdQuoteRequestResponseSchema = quoteRequestResponseSchema.extend({
  hash: z.string(),
  /** When the guest link stops working (UTC `YYYY-MM-DD HH:mm:ss`); a new one replaces it. */
  hash_expires: utc,
});
export type CreatedQuoteRequestResponse = z.infer<typeof createdQuoteRequestResponseSchema>;
