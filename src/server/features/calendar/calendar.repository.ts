import { type Kysely, sql, type Transaction } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { BusinessHoursSpan, SuspensionEventInput } from '../../../domain/calendar';
import type { Database } from '../../db/schema';
import { bidRequestQuery, CONSUMER_NAME_COLUMNS, joinConsumer } from '../requests';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database> | Transaction<Database>;

/** Bids whose work is booked or done: their hired_on shows on the calendar. */
const HIRED_STATUSES = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

/** The service when the user owns it; undefined otherwise (someone else's is "not found"). */
export function ownedService(db: Db, serviceId: number, userId: number) {
  return db
    .selectFrom('quote_services')
    .select(['id', 'user_id', 'title'])
    .where('id', '=', serviceId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The user's services not archived, for picking whose calendar to open. */
export function servicesOfUser(db: Db, userId: number) {
  return db.selectFrom('quote_services').select(['id', 'title', 'is_public']).where('user_id', '=', userId).where('is_archived', '=', false).orderBy('id').limit(100).execute();
}

/** A service anyone may book: public and not archived. */
export function publicService(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_services')
    .select(['id', 'user_id', 'title', 'slug', sql<string>`pro_display_name(user_id)`.as('pro_name')])
    .where('id', '=', serviceId)
    .where(publicServiceAs(''))
    .executeTakeFirst();
}

export function businessHours(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_business_hours')
    .select(['weekday', 'open_time', 'close_time'])
    .where('quote_service_id', '=', serviceId)
    .orderBy('weekday')
    .orderBy('open_time')
    .execute();
}

/** Replaces the service's hours; the caller runs it in a transaction. */
export async function replaceBusinessHours(trx: Transaction<Database>, serviceId: number, spans: readonly BusinessHoursSpan[]) {
  await trx.deleteFrom('quote_service_business_hours').where('quote_service_id', '=', serviceId).execute();
  if (spans.length === 0) return;
  await trx
    .insertInto('quote_service_business_hours')
    .values(spans.map((s) => ({ quote_service_id: serviceId, weekday: s.weekday, open_time: s.open_time, close_time: s.close_time })))
    .execute();
}

/** Pauses overlapping [from, to); all of the service's when no range is given. */
export function pauses(db: Db, serviceId: number, range?: { from: Date; to: Date }) {
  let query = db.selectFrom('suspension_events').selectAll().where('quote_service_id', '=', serviceId);
  if (range) query = query.where('begin_time', '<', range.to).where('end_time', '>', range.from);
  return query.orderBy('begin_time').orderBy('id').limit(500).execute();
}

export function addPause(db: Db, serviceId: number, input: SuspensionEventInput) {
  return db
    .insertInto('suspension_events')
    .values({ quote_service_id: serviceId, ...input })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Edits a pause of a service the user owns; undefined when there is none. */
export function editPause(db: Db, pauseId: number, userId: number, input: SuspensionEventInput) {
  return db
    .updateTable('suspension_events')
    .set({ ...input, modified: new Date() })
    .where('id', '=', pauseId)
    .where('quote_service_id', 'in', (eb) => eb.selectFrom('quote_services').select('id').where('user_id', '=', userId))
    .returningAll()
    .executeTakeFirst();
}

export async function deletePause(db: Db, pauseId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('suspension_events')
    .where('id', '=', pauseId)
    .where('quote_service_id', 'in', (eb) => eb.selectFrom('quote_services').select('id').where('user_id', '=', userId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The service's hires (bids with hired_on) in [from, to), with the consumer's name. */
export function hires(db: Db, serviceId: number, range: { from: Date; to: Date }, statuses: readonly number[] = HIRED_STATUSES) {
  return bidRequestQuery(db)
    .$call(joinConsumer)
    .select([
      'b.id as quote_bid_id',
      'b.quote_request_id',
      'b.hired_on',
      'b.quote_status_id',
      'c.name as category_name',
      'b.hired_by_requester',
      ...CONSUMER_NAME_COLUMNS,
    ])
    .where('b.quote_service_id', '=', serviceId)
    .where('b.quote_status_id', 'in', [...statuses])
    .where('b.hired_on', '>=', range.from)
    .where('b.hired_on', '<', range.to)
    .orderBy('b.hired_on')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, hired_on: row.hired_on as Date })));
}

/** Hires still to be done: they fill their day slot for bookings. */
export function liveHires(db: Db, serviceId: number, range: { from: Date; to: Date }) {
  return hires(db, serviceId, range, [QuoteStatus.Hired]);
}
