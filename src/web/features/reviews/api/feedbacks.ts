import type { CreatedReviewInvite, ReviewInvite } from '../../../../domain/reviews/feedbacks.contract';
import type { ApiClient } from '../../../api/client';

export type { CreatedReviewInvite, ReviewInvite } from '../../../../domain/reviews/feedbacks.contract';

export interface ExternalReviewBody {
  reviewer_name: string;
  rating: number;
  feedback: string;
  tags: string[];
}

const invitePath = (serviceId: string, hash: string) => `/quote_feedbacks/invite/${encodeURIComponent(serviceId)}/${encodeURIComponent(hash)}.json`;

/** What an invite link to review opens: the service, or 404 when the link is wrong or used. */
export const getReviewInvite = (api: ApiClient, serviceId: string, hash: string) =>
  api.request<ReviewInvite>(invitePath(serviceId, hash), { quiet: true, guestOk: true });

/** A past client's review through the link; the link works once. */
export const postExternalReview = (api: ApiClient, serviceId: string, hash: string, body: ExternalReviewBody) =>
  api.request<{ quote_feedback_id: number }>(invitePath(serviceId, hash), { method: 'POST', body: { ...body }, quiet: true, guestOk: true });

/** The pro makes a link for a past client to review one of his services; mailed when an address is given. */
export const createReviewInvite = (api: ApiClient, serviceId: number, body: { invitee_name: string; invitee_email?: string }) =>
  api.request<CreatedReviewInvite>(`/quote_feedbacks/invite/${serviceId}.json`, { method: 'POST', body: { ...body }, quiet: true });
