import type { Kysely } from 'kysely';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { Database } from '../../db/schema';
import { listActivities } from './activities.repository';
import { consumerBooking, isHired, ownerTimeline } from './booking';
import { fullName } from '../../../domain/users/full-name';
import { type BidRow, type DeclinedInvitationRow, listRequestBidsAndDeclined } from './request-bids.repository';
import {
  toActivityResponse,
  toQuoteBidResponse,
  toRequestFieldResponse,
  toRequestSummaryResponse,
  toSubmissionFieldResponse,
} from './requests.mappers';
import { listAnswersAndPhotos, type RequestRow } from './requests.repository';

/**
 * A request with its answers, photos, quotes and timeline: a fixed number of queries whatever
 * the number of quotes. With `onlyBid` (a guest's quote link) the quotes and the timeline are
 * narrowed to that one quote.
 */
export async function loadRequestDetail(db: Kysely<Database>, row: RequestRow, onlyBid?: BidRow): Promise<QuoteRequestResponse> {
  const [{ answers, photos }, { bids, declined }, activities] = await Promise.all([
    listAnswersAndPhotos(db, row.id),
    onlyBid ? Promise.resolve({ bids: [onlyBid], declined: [] as DeclinedInvitationRow[] }) : listRequestBidsAndDeclined(db, row.id),
    listActivities(db, row.id, onlyBid ? { bidId: onlyBid.id } : {}),
  ]);
  // A booking needs a hired quote, and every hired quote is among those listed.
  const booking = !onlyBid && bids.some(isHired) ? await consumerBooking(db, row.id) : null;
  return {
    ...toRequestSummaryResponse(row),
    fields: answers.map(toRequestFieldResponse),
    QuoteFormSubmissionField: answers.map(toSubmissionFieldResponse),
    photos: photos.map((p) => ({ id: p.id, url: p.path })),
    QuoteBid: bids.map(toQuoteBidResponse),
    activities: ownerTimeline(activities, row.user_id).map(toActivityResponse),
    booking,
    declined_invitations: declined.map((d) => ({
      quote_bid_id: d.id,
      quote_service_id: d.quote_service_id,
      Provider: { id: d.user_id, full_name: fullName(d) },
      reason: d.narrow_decline_reason ?? '',
    })),
  };
}
