import type { ActivityType, QuoteStatusId } from '../bids/quote-status';
import type { FormFieldType } from '../catalogue/catalogue.types';
import type { AnswerValue } from './form-answers';
import type { RequestStage } from './request-stage';
import type { WhenDayLabel } from './when';

/** Requests and their quotes as the API returns them and the web store holds them. */

/** 0 or 1, as the spec's flags are sent. */
export type Flag = 0 | 1;

export interface RequestWhenResponse {
  day_label: WhenDayLabel | null;
  day_slots: number[];
  /** zh-TW, e.g. 明天・上午 09:00-12:00 */
  text: string;
}

/** One answered question (the `fields` of a request), in the form's order. */
export interface RequestFieldResponse {
  quote_form_field_id: number;
  label: string;
  type: FormFieldType;
  value: AnswerValue;
  /** The answer as one line of text. */
  text: string;
}

/** A stored answer as the spec names it. */
export interface QuoteFormSubmissionFieldResponse {
  id: number;
  quote_request_id: number;
  quote_form_field_id: number;
  value: string;
}

export interface QuoteRequestSummaryResponse {
  id: number;
  quote_request_id: number;
  quote_category_id: number;
  QuoteCategory: { id: number; slug: string; name: string };
  city: { id: number; name: string };
  district: { id: number; name: string; zipcode: string };
  description: string;
  when: RequestWhenResponse;
  recommend_source: string;
  created: string;
  modified: string;
  is_archived: Flag;
  is_closed: Flag;
  /** Where the job stands: open, hired, completed, reviewed (or closed / archived before a hire). Always sent. */
  stage?: RequestStage;
  /** The street address; the owner's views only (a pro sees it in his booking once hired). Always sent. */
  address?: string | null;
  /** Where a moving job goes to (搬入地點); null for work done in one place. Always sent. */
  destination?: { city: { id: number; name: string }; district: { id: number; name: string; zipcode: string } } | null;
  /** Leads and quotes on the request, without the ones the pro passed on. */
  bid_count: number;
  /** Pros who have sent a quote. */
  quoted_count: number;
  /** Quotes the consumer has not read yet. */
  unread_count: number;
}

/** The pro behind a quote, as the consumer sees them. */
export interface QuoteBidProviderResponse {
  id: number;
  full_name: string;
  s3_thumb_url: string | null;
}

export interface QuoteBidServiceResponse {
  id: number;
  slug: string;
  title: string;
  rating: { average: number | null; count: number };
  /** Share of leads the pro answered, 0-100; null before their first lead. */
  response_rate: number | null;
}

/** A quote (bid) as the requester sees it; the pro's private fields are left out. */
/** A file sent with a quote (as a message attachment). */
export interface QuoteAttachmentResponse {
  url: string;
  name: string;
  type: 'png' | 'jpeg' | 'gif' | 'pdf';
  size: number;
}

export interface QuoteBidResponse {
  id: number;
  quote_bid_id: number;
  quote_request_id: number;
  quote_service_id: number;
  quote_status_id: QuoteStatusId;
  hired_on: string | null;
  is_provider_readed: Flag;
  is_requestor_readed: Flag;
  is_requestor_rejected: Flag;
  rating_type: 'required' | 'flat' | 'hourly' | null;
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
  price_note: string | null;
  is_contact_charge: Flag;
  quote_sent_on: string | null;
  quote_last_update_on: string | null;
  completed_on: string | null;
  is_on_site_visit_required_for_quote: Flag;
  is_more_information_required: Flag;
  is_interested: Flag | null;
  recommend_source: string;
  /** Files sent with the quote: images and PDF. */
  attachments: QuoteAttachmentResponse[];
  created: string;
  modified: string;
  QuoteService: QuoteBidServiceResponse;
  Provider: QuoteBidProviderResponse;
}

export interface ActivityResponse {
  id: number;
  type: ActivityType;
  /** zh-TW word for the type. */
  text: string;
  quote_bid_id: number | null;
  /** Who acted: the requester, a pro (by name), or null for the system. */
  actor: { id: number; full_name: string } | null;
  created: string;
}

export interface QuoteRequestPhotoResponse {
  id: number;
  url: string;
}

/** Contact details of the other side of a hire. */
export interface BookingContactResponse {
  full_name: string;
  /** As Taiwan writes it: 0933-776-264; null when the account has none. */
  phone: string | null;
  email: string | null;
}

/** The agreed appointment once the consumer hired a pro, as both sides see it. */
export interface BookingResponse {
  quote_bid_id: number;
  quote_request_id: number;
  /** The agreed date and time, UTC `YYYY-MM-DD HH:mm:ss`. */
  hired_on: string;
  address: string | null;
  place: string;
  category_name: string;
  /** The pro (on the consumer's side) or the consumer (on the pro's). */
  contact: BookingContactResponse;
}

/** One hired job in a user's appointments (GET /service_reserves/hires.json), as consumer or as pro. */
export interface HiredJobResponse extends BookingResponse {
  role: 'consumer' | 'pro';
  /** 1 once the pro reported the work done. */
  is_completed: Flag;
  /** 1 once the consumer reviewed the job. */
  is_reviewed: Flag;
}

/** GET /quote_request/{id}.json and the guest hash link. */
export interface QuoteRequestResponse extends QuoteRequestSummaryResponse {
  /** The hired pro's appointment and contact details (the owner's view only); null before a hire. */
  booking?: BookingResponse | null;
  fields: RequestFieldResponse[];
  QuoteFormSubmissionField: QuoteFormSubmissionFieldResponse[];
  photos: QuoteRequestPhotoResponse[];
  QuoteBid: QuoteBidResponse[];
  activities: ActivityResponse[];
  /** Pros the consumer invited who declined, with their reason (the owner's view only). */
  declined_invitations?: DeclinedInvitationResponse[];
}

export interface DeclinedInvitationResponse {
  quote_bid_id: number;
  quote_service_id: number;
  Provider: { id: number; full_name: string };
  reason: string;
}

/** What search_add and copy return: the new request with its guest hash, shown this once. */
export interface CreatedQuoteRequestResponse extends QuoteRequestResponse {
  hash: string;
  /** When the guest link stops working (UTC `YYYY-MM-DD HH:mm:ss`); a new one replaces it. */
  hash_expires: string;
}
