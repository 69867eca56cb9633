import type { Kysely } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';

/** Quotes on requests for the reading and managing tests, written straight into the tables. */

type Db = Kysely<Database>;

export type QuotePrice = { type: 'flat'; amount: number } | { type: 'hourly'; amount: number } | { type: 'required' };

/** Turns a lead into a sent quote (status 2) with the given price and note. */
export async function sendQuote(db: Db, bidId: number, price: QuotePrice, note = '含基本材料費', sentAt = new Date()) {
  const now = sentAt;
  await db
    .updateTable('quote_bids')
    .set({
      quote_status_id: QuoteStatus.InProgress,
      rating_type: price.type,
      flat_rate_at: price.type === 'flat' ? price.amount : null,
      hourly_rate_at: price.type === 'hourly' ? price.amount : null,
      is_on_site_visit_required_for_quote: price.type === 'required',
      price_note: note,
      quote_sent_on: now,
      quote_last_update_on: now,
      modified: now,
    })
    .where('id', '=', bidId)
    .execute();
}

/** Sets a bid's status, e.g. 6 when the pro passes on the lead. */
export async function setBidStatus(db: Db, bidId: number, status: QuoteStatusId) {
  await db.updateTable('quote_bids').set({ quote_status_id: status }).where('id', '=', bidId).execute();
}

/** The bids written for a request, in id order, whatever their status. */
export function bidsOf(db: Db, requestId: number) {
  return db.selectFrom('quote_bids').selectAll().where('quote_request_id', '=', requestId).orderBy('id').execute();
}
