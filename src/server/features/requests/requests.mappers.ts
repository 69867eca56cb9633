import { ACTIVITY_TEXT, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { answerText, decodeAnswer } from '../../../domain/requests/form-answers';
import type {
  ActivityResponse,
  Flag,
  QuoteBidResponse,
  QuoteFormSubmissionFieldResponse,
  QuoteRequestSummaryResponse,
  RequestFieldResponse,
} from '../../../domain/requests/quote-request.types';
import { requestStage } from '../../../domain/requests/request-stage';
import { describeWhen, readDaySlots, type RequestWhen } from '../../../domain/requests/when';
import { HIDDEN_CONTENT_TEXT } from '../../../domain/ops/moderation';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { ActivityRow } from './activities.repository';
import type { BidRow } from './request-bids.repository';
import type { AnswerRow, RequestRow } from './requests.repository';

/** Rows to API answers: only the fields named here ever leave the server. */

const flag = (value: boolean): Flag => (value ? 1 : 0);
const time = (value: Date | null): string | null => (value ? toUtcString(value) : null);

export function toRequestWhen(row: Pick<RequestRow, 'when_day_label' | 'when_day_slots'>): RequestWhen {
  return { day_label: row.when_day_label, day_slots: readDaySlots(row.when_day_slots) };
}

/** A request as its owner sees it, or (`forOwner` false) as a pro sees it: hidden, its text is withheld. */
export function toRequestSummaryResponse(row: RequestRow, forOwner = true): QuoteRequestSummaryResponse {
  const when = toRequestWhen(row);
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    quote_request_id: row.id,
    quote_category_id: row.quote_category_id,
    QuoteCategory: { id: row.quote_category_id, slug: row.category_slug, name: row.category_name },
    city: { id: row.city_id, name: row.city_name },
    district: { id: row.district_id, name: row.district_name, zipcode: row.zipcode },
    description: hidden && !forOwner ? HIDDEN_CONTENT_TEXT : row.description,
    when: { ...when, text: describeWhen(when) },
    recommend_source: row.recommend_source,
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
    is_archived: flag(row.is_archived),
    is_closed: flag(row.is_closed),
    is_hidden: flag(hidden),
    stage: requestStage({
      is_archived: row.is_archived,
      is_closed: row.is_closed,
      hired_status: row.hired_status === null ? null : Number(row.hired_status),
      reviewed: row.reviewed === true,
    }),
    address: row.address,
    destination:
      row.destination_city_id !== null && row.destination_district_id !== null
        ? {
            city: { id: row.destination_city_id, name: row.destination_city_name ?? '' },
            district: { id: row.destination_district_id, name: row.destination_district_name ?? '', zipcode: row.destination_zipcode ?? '' },
          }
        : null,
    bid_count: Number(row.bid_count),
    quoted_count: Number(row.quoted_count),
    unread_count: Number(row.unread_count),
  };
}

export function toRequestFieldResponse(row: AnswerRow): RequestFieldResponse {
  const value = decodeAnswer(row.type, row.value);
  return { quote_form_field_id: row.quote_form_field_id, label: row.label, type: row.type, value, text: answerText(value) };
}

export function toSubmissionFieldResponse(row: AnswerRow): QuoteFormSubmissionFieldResponse {
  return { id: row.id, quote_request_id: row.quote_request_id, quote_form_field_id: row.quote_form_field_id, value: row.value };
}

function ratingOf(row: BidRow): { average: number | null; count: number } {
  const count = row.rating_count ?? 0;
  return { average: count > 0 ? Math.round(((row.rating_sum ?? 0) / count) * 10) / 10 : null, count };
}

function responseRateOf(row: BidRow): number | null {
  const leads = row.lead_count ?? 0;
  return leads > 0 ? Math.round((Math.min(row.response_count ?? 0, leads) / leads) * 100) : null;
}

/** A quote as the requester sees it: the pro's private tag, archive flag and score stay out. */
export function toQuoteBidResponse(row: BidRow): QuoteBidResponse {
  return {
    id: row.id,
    quote_bid_id: row.id,
    quote_request_id: row.quote_request_id,
    quote_service_id: row.quote_service_id,
    quote_status_id: row.quote_status_id as QuoteStatusId,
    hired_on: time(row.hired_on),
    is_provider_readed: flag(row.is_provider_readed),
    is_requestor_readed: flag(row.is_requestor_readed),
    is_requestor_rejected: flag(row.is_requestor_rejected),
    rating_type: row.rating_type,
    flat_rate_at: row.flat_rate_at,
    hourly_rate_at: row.hourly_rate_at,
    price_note: row.price_note,
    is_contact_charge: flag(row.is_contact_charge),
    quote_sent_on: time(row.quote_sent_on),
    quote_last_update_on: time(row.quote_last_update_on),
    completed_on: time(row.completed_on),
    is_on_site_visit_required_for_quote: flag(row.is_on_site_visit_required_for_quote),
    is_more_information_required: flag(row.is_more_information_required),
    is_interested: row.is_interested === null ? null : flag(row.is_interested),
    recommend_source: row.recommend_source,
    // Hiring a suspended or banned pro is refused: an unhired quote of his is marked, and its hire button is off.
    is_pro_unavailable: flag(row.pro_barred && row.hired_on === null),
    attachments: row.attachments.map(({ url, name, type, size }) => ({ url, name, type, size })),
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
    QuoteService: {
      id: row.quote_service_id,
      slug: row.service_slug,
      title: row.service_title,
      rating: ratingOf(row),
      response_rate: responseRateOf(row),
    },
    Provider: { id: row.user_id, full_name: fullName(row), s3_thumb_url: row.avatar_thumb_url },
  };
}

export function toActivityResponse(row: ActivityRow): ActivityResponse {
  const actor =
    row.user_id !== null && row.username !== null
      ? { id: row.user_id, full_name: fullName({ username: row.username, first_name: row.first_name, last_name: row.last_name }) }
      : null;
  return {
    id: row.id,
    type: row.type,
    text: ACTIVITY_TEXT[row.type],
    quote_bid_id: row.quote_bid_id,
    actor,
    created: toUtcString(row.created),
  };
}
