import type { z } from 'zod';
import type { ConsumerQuoteBidResponse, consumerBidAnswerShape } from '../../../../domain/bids/bids.contract';
import type { inviteProBodySchema } from '../../../../domain/bids/invite-pro.schema';
import { NarrowStatus, QuoteStatus } from '../../../../domain/bids/quote-status';
import type { OwnServices } from '../../../../domain/calendar/calendar.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { QuoteRequestSummaryResponse } from '../../../../domain/requests/quote-request.types';
import type { ApiClient } from '../../../api/client';
import type { RequestPageAnswer } from '../../projects';

/** Pages (10 requests each, newest first) searched for open requests: open ones are the recent ones. */
export const REQUEST_PAGES_MAX = 3;

export type OpenRequest = Pick<QuoteRequestSummaryResponse, 'id' | 'quote_category_id' | 'QuoteCategory' | 'city' | 'district' | 'created'>;

/** The consumer's open requests in the given categories, newest first (the projects list, not archived). */
export async function getOpenRequests(api: ApiClient, categoryIds: readonly number[]): Promise<OpenRequest[]> {
  const found: OpenRequest[] = [];
  for (let page = 1; page <= REQUEST_PAGES_MAX; page++) {
    const answer = await api.request<RequestPageAnswer>(`/quote_requests/index/page:${page}.json`, { quiet: true });
    found.push(...answer.quote_requests.filter((r) => !r.is_closed && !r.is_archived && categoryIds.includes(r.quote_category_id)));
    if (page >= answer.total_pages) break;
  }
  return found;
}

/** Ids of the signed-in user's own services (not archived), so a pro is never offered to invite himself. */
export async function getOwnServiceIds(api: ApiClient): Promise<number[]> {
  const { quote_services } = await api.request<OwnServices>('/calendar/index.json', { quiet: true });
  return quote_services.map((s) => s.id);
}

export type InvitedBid = Pick<ConsumerQuoteBidResponse, 'id' | 'quote_request_id' | 'quote_status_id' | 'recommend_source' | 'narrow_status_id'>;

/** POST invite_pro: the pro's lead on the request; a pro already on it answers with that lead. */
export async function invitePro(api: ApiClient, body: z.input<typeof inviteProBodySchema>): Promise<InvitedBid> {
  const { quote_bid } = await api.request<Answer<typeof consumerBidAnswerShape>>('/new/v1/quote_bids/invite_pro.json', { method: 'POST', body, quiet: true });
  return quote_bid;
}

export type InviteOutcome = 'invited' | 'alreadyListed' | 'declined';

/** What the answer means for the consumer: a (pending) invitation, a pro already on the request, or one who said no. */
export function inviteOutcome(bid: InvitedBid): InviteOutcome {
  if (bid.quote_status_id === QuoteStatus.NotInterested) return 'declined';
  const pending = bid.recommend_source === 'invite' && bid.narrow_status_id === NarrowStatus.Pending && bid.quote_status_id === QuoteStatus.Send;
  return pending ? 'invited' : 'alreadyListed';
}
