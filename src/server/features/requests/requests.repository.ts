import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { RequestWhen } from '../../../domain/requests/when';
import type { RowOf } from '../../db/queries/row-of';
import type { Database } from '../../db/schema';
import { REQUEST_PLACE_COLUMNS, requestPlaceQuery } from './request-summary.query';

/** SQL of the requests feature: requests, their answers, photos, quotes, timeline and reports. */

type Db = Kysely<Database>;

/**
 * Requests with their category, place and quote counts. Quotes the pro passed on (status 6)
 * never count.
 */
export function requestQuery(db: Db) {
  return requestPlaceQuery(db)
    .leftJoin('cities as dci', 'dci.id', 'r.destination_city_id')
    .leftJoin('districts as dd', 'dd.id', 'r.destination_district_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('quote_bids as b')
          .select([
            sql<number>`count(*)`.as('bid_count'),
            sql<number>`count(*) filter (where b.quote_sent_on is not null)`.as('quoted_count'),
            sql<number>`count(*) filter (where b.quote_sent_on is not null and not b.is_requestor_readed)`.as('unread_count'),
            // The request's stage (domain/requests/request-stage.ts): the furthest hired bid and its review.
            sql<number | null>`max(b.quote_status_id) filter (where b.quote_status_id in (${sql.join([QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted])}))`.as(
              'hired_status',
            ),
            sql<boolean>`coalesce(bool_or(b.quote_status_id in (${sql.join([QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted])}) and exists (select 1 from reviews rv where rv.quote_bid_id = b.id)), false)`.as(
              'reviewed',
            ),
          ])
          .whereRef('b.quote_request_id', '=', 'r.id')
          .where('b.quote_status_id', '<>', QuoteStatus.NotInterested)
          .as('counts'),
      (join) => join.onTrue(),
    )
    .select([
      'r.id',
      'r.user_id',
      'r.quote_category_id',
      'c.slug as category_slug',
      ...REQUEST_PLACE_COLUMNS,
      'r.city_id',
      'r.district_id',
      'd.zipcode',
      'r.description',
      'r.when_day_label',
      'r.when_day_slots',
      'r.is_archived',
      'r.is_closed',
      'r.closed_by_hire',
      'r.hidden_at',
      'r.address',
      'r.destination_city_id',
      'dci.name as destination_city_name',
      'r.destination_district_id',
      'dd.name as destination_district_name',
      'dd.zipcode as destination_zipcode',
      'r.recommend_source',
      'r.created',
      'r.modified',
    ])
    .selectAll('counts');
}
export type RequestRow = RowOf<typeof requestQuery>;

/** The request holding the bid, unless the pro passed on it (status 6). */
export function findRequestByBid(db: Db, bidId: number) {
  return requestQuery(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('quote_bids as qb')
          .select('qb.id')
          .whereRef('qb.quote_request_id', '=', 'r.id')
          .where('qb.id', '=', bidId)
          .where('qb.quote_status_id', '<>', QuoteStatus.NotInterested),
      ),
    )
    .executeTakeFirst();
}

export function findRequestById(db: Db, requestId: number) {
  return requestQuery(db).where('r.id', '=', requestId).executeTakeFirst();
}

/** The request a live guest link is for; an expired or replaced link finds nothing. */
export function findRequestByDigest(db: Db, digest: string, now = new Date()) {
  return requestQuery(db).where('r.hash_digest', '=', digest).where('r.hash_expires_at', '>', now).executeTakeFirst();
}

/** Gives the request a new guest link; the old one stops working. */
export async function replaceRequestHash(db: Db, requestId: number, digest: string, expiresAt: Date): Promise<void> {
  await db.updateTable('quote_requests').set({ hash_digest: digest, hash_expires_at: expiresAt }).where('id', '=', requestId).execute();
}

/** One page of a user's requests, newest first, and how many there are. */
export async function listUserRequests(db: Db, userId: number, options: { archived: boolean; limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    requestQuery(db)
      .where('r.user_id', '=', userId)
      .where('r.is_archived', '=', options.archived)
      .orderBy('r.created', 'desc')
      .orderBy('r.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('quote_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_archived', '=', options.archived)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** The answers of a request with their questions, in the form's order. */
function answersQuery(db: Db, requestId: number) {
  return db
    .selectFrom('quote_form_submission_fields as a')
    .innerJoin('quote_form_fields as f', 'f.id', 'a.quote_form_field_id')
    .select(['a.id', 'a.quote_request_id', 'a.quote_form_field_id', 'a.value', 'f.label', 'f.type', 'f.is_active'])
    .where('a.quote_request_id', '=', requestId)
    .orderBy('f.display_order')
    .orderBy('a.id');
}

export function listAnswers(db: Db, requestId: number) {
  return answersQuery(db, requestId).execute();
}
export type AnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];

function photosQuery(db: Db, requestId: number) {
  return db.selectFrom('quote_request_photos').select(['id', 'path']).where('quote_request_id', '=', requestId).orderBy('display_order').orderBy('id');
}

export function listPhotos(db: Db, requestId: number) {
  return photosQuery(db, requestId).execute();
}

/** listAnswers and listPhotos in one statement (their columns are numbers, text and flags, which JSON keeps as they are). */
export function listAnswersAndPhotos(db: Db, requestId: number): Promise<{ answers: AnswerRow[]; photos: { id: number; path: string }[] }> {
  return db
    .selectNoFrom([jsonArrayFrom(answersQuery(db, requestId)).as('answers'), jsonArrayFrom(photosQuery(db, requestId)).as('photos')])
    .executeTakeFirstOrThrow();
}

/** Who posted the request, or undefined when there is none. */
export function findRequestOwner(db: Db, requestId: number) {
  return db.selectFrom('quote_requests').select(['id', 'user_id']).where('id', '=', requestId).executeTakeFirst();
}

/** Locks a request for a change; undefined when there is none. */
export function lockRequest(trx: Db, requestId: number) {
  return trx
    .selectFrom('quote_requests')
    .select(['id', 'user_id', 'is_closed', 'is_archived', 'closed_by_hire'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRequest(
  trx: Db,
  requestId: number,
  patch: { description?: string; when?: RequestWhen; address?: string | null; is_closed?: boolean; is_archived?: boolean; now: Date },
): Promise<void> {
  await trx
    .updateTable('quote_requests')
    .set({
      modified: patch.now,
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.when ? { when_day_label: patch.when.day_label, when_day_slots: JSON.stringify(patch.when.day_slots) } : {}),
      ...(patch.address !== undefined ? { address: patch.address } : {}),
      ...(patch.is_closed !== undefined ? { is_closed: patch.is_closed } : {}),
      ...(patch.is_archived !== undefined ? { is_archived: patch.is_archived } : {}),
    })
    .where('id', '=', requestId)
    .execute();
}

/** What a copy starts from: the request's own columns (its answers and photos are read apart). */
export function findRequestToCopy(db: Db, requestId: number) {
  return db
    .selectFrom('quote_requests')
    .select(['id', 'user_id', 'quote_category_id', 'city_id', 'district_id', 'description', 'when_day_label', 'when_day_slots', 'address', 'destination_city_id', 'destination_district_id'])
    .where('id', '=', requestId)
    .executeTakeFirst();
}

/** Records a report; a second report by the same user replaces the reason. */
export async function upsertReport(db: Db, input: { requestId: number; userId: number; reason: string; now: Date }) {
  return db
    .insertInto('quote_reports')
    .values({ quote_request_id: input.requestId, user_id: input.userId, reason: input.reason, created: input.now })
    .onConflict((oc) => oc.columns(['quote_request_id', 'user_id']).doUpdateSet({ reason: input.reason, created: input.now }))
    .returning(['id', 'quote_request_id', 'reason', 'created'])
    .executeTakeFirstOrThrow();
}
