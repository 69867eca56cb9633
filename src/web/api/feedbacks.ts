import type { ApiClient } from './client';

export interface ReviewInvite {
  quote_service: { id: number; title: string };
  invitee_name: string;
  tags: string[];
}

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
