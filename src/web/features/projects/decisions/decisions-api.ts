import type { QuoteBidResponse } from '../../../../domain/requests/quote-request.types';
import { ApiError, type ApiClient } from '../../../api/client';

/** The consumer's decisions on a quote (spec section 4 "Bid"). */
export type DecisionAction = 'hired' | 'undo_hire' | 'reject' | 'undo_reject' | 'reviews' | 'read';

/** The bid fields a decision changes; the rest of the consumer's view is left as the list has it. */
export const DECIDED_FIELDS = ['quote_status_id', 'hired_on', 'is_requestor_readed', 'is_requestor_rejected', 'completed_on', 'modified'] as const;
export type DecidedBid = Pick<QuoteBidResponse, 'id'> & Partial<Pick<QuoteBidResponse, (typeof DECIDED_FIELDS)[number]>>;

/** JSON, or multipart when files go with it (a review's photos). */
export type DecisionBody = Record<string, unknown> | FormData;

/** The review's fields, as multipart when it has photos. */
export function reviewBody(fields: { rating: number; feedback: string; tags: string[] }, photos: readonly File[]): DecisionBody {
  if (photos.length === 0) return fields;
  const form = new FormData();
  form.append('rating', String(fields.rating));
  form.append('feedback', fields.feedback);
  for (const tag of fields.tags) form.append('tags', tag);
  for (const photo of photos) form.append('attachments', photo, photo.name);
  return form;
}

export async function decideBid(api: ApiClient, action: DecisionAction, bidId: number, body: DecisionBody = {}): Promise<DecidedBid> {
  const { quote_bid } = await api.request<{ quote_bid: DecidedBid }>(`/quote_bids/change_status/${action}/${bidId}.json`, {
    method: 'POST',
    body,
    quiet: true,
  });
  return quote_bid;
}

/** Error 17 means the contact was already asked for: the same as success. */
export const CONTACT_ALREADY_ASKED = 17;

/** The consumer asks to contact the pro; answers the bid, or null when it was asked for before. */
export async function wantToContact(api: ApiClient, bidId: number): Promise<DecidedBid | null> {
  try {
    const { quote_bid } = await api.request<{ quote_bid: DecidedBid }>(`/quote_bids/want_to_contact_provider/${bidId}.json`, {
      method: 'POST',
      body: {},
      quiet: true,
    });
    return quote_bid;
  } catch (error) {
    if (error instanceof ApiError && Number(error.code) === CONTACT_ALREADY_ASKED) return null;
    throw error;
  }
}
