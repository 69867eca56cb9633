import type { Kysely } from 'kysely';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { Database } from '../../db/schema';
import { listActivities } from './activities.repository';
import { type BidRow, listRequestBids } from './request-bids.repository';
import {
  toActivityResponse,
  toQuoteBidResponse,
  toRequestFieldResponse,
  toRequestSummaryResponse,
  toSubmissionFieldResponse,
} from './requests.mappers';
import { listAnswers, listPhotos, type RequestRow } from './requests.repository';

/**
 * A request with its answers, photos, quotes and timeline: a fixed number of queries whatever
 * the number of quotes. With `onlyBid` (a guest's quote link) the quotes and the timeline are
 * narrowed to that one quote.
 */
export async function loadRequestDetail(db: Kysely<Database>, row: RequestRow, onlyBid?: BidRow): Promise<QuoteRequestResponse> {
  const [answers, photos, bids, activities] = await Promise.all([
    listAnswers(db, row.id),
    listPhotos(db, row.id),
    onlyBid ? Promise.resolve([onlyBid]) : listRequestBids(db, row.id),
    listActivities(db, row.id, onlyBid ? { bidId: onlyBid.id } : {}),
  ]);
  return {
    ...toRequestSummaryResponse(row),
    fields: answers.map(toRequestFieldResponse),
    QuoteFormSubmissionField: answers.map(toSubmissionFieldResponse),
    photos: photos.map((p) => ({ id: p.id, url: p.path })),
    QuoteBid: bids.map(toQuoteBidResponse),
    activities: activities.map(toActivityResponse),
  };
}
