import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import type { Database, QuoteBidsTable } from '../../db/schema';
import type { ProRef } from './pros';
import { createConsumer, createUser } from './users';

/** Requests, bids, quotes and reviews written straight into the tables (no matching, no mail). */

type Db = Kysely<Database>;

export interface BidFixture {
  /** The request's category. */
  categoryId: number;
  /** Where the request's job is. */
  place: { cityId: number; districtId: number };
  /** Who asked; a new consumer with a confirmed phone unless given. */
  consumer?: Awaited<ReturnType<typeof createConsumer>>;
  /** The bid's own columns (status, dates, price); a new lead (status 1) unless given. */
  bid?: Omit<Insertable<QuoteBidsTable>, 'quote_request_id' | 'quote_service_id' | 'user_id'>;
}

/** A consumer's request and the pro's bid on it. */
export async function createBid(db: Db, pro: ProRef, fixture: BidFixture) {
  const consumer = fixture.consumer ?? (await createConsumer(db));
  const request = await db
    .insertInto('quote_requests')
    .values({
      user_id: consumer.user.id,
      quote_category_id: fixture.categoryId,
      city_id: fixture.place.cityId,
      district_id: fixture.place.districtId,
      hash_digest: `test-${randomBytes(8).toString('hex')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bid = await db
    .insertInto('quote_bids')
    .values({ quote_request_id: request.id, quote_service_id: pro.service.id, user_id: pro.user.id, ...fixture.bid })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { consumer, requestId: request.id, bidId: bid.id };
}

/** A bid the consumer hired the pro on: status 3 unless told (4 once the work is done), hired `hiredOn` (now). */
export function createHiredBid(db: Db, pro: ProRef, fixture: BidFixture & { status?: QuoteStatusId; hiredOn?: Date }) {
  return createBid(db, pro, { ...fixture, bid: { quote_status_id: fixture.status ?? QuoteStatus.Hired, hired_on: fixture.hiredOn ?? new Date(), ...fixture.bid } });
}

/** A request of a known consumer and a bid of the pro's service on it, at the status (a flat NT$2,400 quote once sent). */
export async function bidBetween(
  db: Db,
  parties: { consumerId: number; proId: number; serviceId: number; categoryId: number; cityId: number; districtId: number },
  status: QuoteStatusId = QuoteStatus.InProgress,
) {
  const request = await db
    .insertInto('quote_requests')
    .values({
      user_id: parties.consumerId,
      quote_category_id: parties.categoryId,
      city_id: parties.cityId,
      district_id: parties.districtId,
      hash_digest: `cal-${randomBytes(8).toString('hex')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bid = await db
    .insertInto('quote_bids')
    .values({ quote_request_id: request.id, quote_service_id: parties.serviceId, user_id: parties.proId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== QuoteStatus.Send) {
    await sendQuote(db, bid.id, { type: 'flat', amount: 2400 });
    await setBidStatus(db, bid.id, status);
  }
  return { requestId: request.id, bidId: bid.id };
}

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

/** The consumer's review of the pro's hired bid (a verified review, tied to the bid). */
export async function addReview(
  db: Db,
  pro: ProRef,
  hire: { bidId: number; consumer: { user: { id: number } } },
  review: { rating?: number; feedback?: string; tags?: string[]; created?: Date } = {},
) {
  return db
    .insertInto('reviews')
    .values({
      quote_service_id: pro.service.id,
      quote_bid_id: hire.bidId,
      user_id: hire.consumer.user.id,
      rating: review.rating ?? 5,
      feedback: review.feedback ?? '很專業',
      tags: JSON.stringify(review.tags ?? []),
      ...(review.created ? { created: review.created } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A review of the service by a new user (陳美玲), tied to no bid. */
export async function addUnverifiedReview(db: Db, quoteServiceId: number, rating: number, feedback: string) {
  const reviewer = await createUser(db, { last_name: '陳', first_name: '美玲' });
  return db
    .insertInto('reviews')
    .values({ quote_service_id: quoteServiceId, user_id: reviewer.id, rating, feedback, tags: JSON.stringify(['準時', '專業']) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
