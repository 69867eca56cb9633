import type { z } from 'zod';
import type { Answer } from '../../../../domain/http/envelope';
import type {
  CreatedReviewInvite,
  externalReviewAnswerShape,
  externalReviewBodySchema,
  ReviewInvite,
  reviewInviteBodySchema,
} from '../../../../domain/reviews/feedbacks.contract';
import type { ApiClient } from '../../../api/client';

export type { CreatedReviewInvite, ReviewInvite } from '../../../../domain/reviews/feedbacks.contract';

/**
 * POST /quote_feedbacks/invite/{serviceId}/{hash}.json: a past client's review. The tags are
 * picked from the invite's own list (its answer types them as text); the server checks each.
 */
export type ExternalReviewBody = Omit<z.input<typeof externalReviewBodySchema>, 'tags'> & { tags: string[] };

const invitePath = (serviceId: string, hash: string) => `/quote_feedbacks/invite/${encodeURIComponent(serviceId)}/${encodeURIComponent(hash)}.json`;

/** What an invite link to review opens: the service, or 404 when the link is wrong or used. */
export const getReviewInvite = (api: ApiClient, serviceId: string, hash: string) =>
  api.request<ReviewInvite>(invitePath(serviceId, hash), { quiet: true, guestOk: true });

/** A past client's review through the link; the link works once. */
export const postExternalReview = (api: ApiClient, serviceId: string, hash: string, body: ExternalReviewBody) =>
  api.request<Answer<typeof externalReviewAnswerShape>>(invitePath(serviceId, hash), { method: 'POST', body: { ...body }, quiet: true, guestOk: true });

/** The pro makes a link for a past client to review one of his services; mailed when an address is given. */
export const createReviewInvite = (api: ApiClient, serviceId: number, body: z.input<typeof reviewInviteBodySchema>) =>
  api.request<CreatedReviewInvite>(`/quote_feedbacks/invite/${serviceId}.json`, { method: 'POST', body: { ...body }, quiet: true });
