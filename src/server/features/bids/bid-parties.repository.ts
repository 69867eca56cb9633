import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * A bid with its two parties and its category: the consumer who posted the request, the pro who
 * holds the bid (and the service he quotes with), and what the notifications about it name.
 * One query for everything that tells either side about a bid (new quote, new message, hire).
 */
export function findBidWithParties(db: Db, bidId: number) {
  return db
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('users as consumer', 'consumer.id', 'r.user_id')
    .innerJoin('users as pro', 'pro.id', 'b.user_id')
    .leftJoin('quote_services as s', 's.id', 'b.quote_service_id')
    .select([
      'b.id',
      'b.quote_request_id',
      'b.quote_status_id',
      'b.rating_type',
      'b.flat_rate_at',
      'b.hourly_rate_at',
      'b.hired_by_requester',
      'b.is_contact_charge',
      'b.fee_amount',
      'b.closed_by_hire',
      'r.is_closed as request_is_closed',
      'r.closed_by_hire as request_closed_by_hire',
      'c.name as category_name',
      'r.user_id as consumer_id',
      'consumer.email as consumer_email',
      'consumer.phone as consumer_phone',
      'consumer.is_phone_confirmed as consumer_is_phone_confirmed',
      'consumer.notification_settings as consumer_notification_settings',
      'consumer.username as consumer_username',
      'consumer.first_name as consumer_first_name',
      'consumer.last_name as consumer_last_name',
      'consumer.deleted_at as consumer_deleted_at',
      'b.user_id as pro_id',
      'pro.email as pro_email',
      'pro.notification_settings as pro_notification_settings',
      'pro.username as pro_username',
      'pro.first_name as pro_first_name',
      'pro.last_name as pro_last_name',
      'pro.deleted_at as pro_deleted_at',
      's.title as service_title',
    ])
    .where('b.id', '=', bidId)
    .executeTakeFirst();
}
export type BidWithParties = NonNullable<Awaited<ReturnType<typeof findBidWithParties>>>;

/** The consumer's name parts of a bid with its parties. */
export const consumerOf = (row: BidWithParties) => ({ username: row.consumer_username, first_name: row.consumer_first_name, last_name: row.consumer_last_name });

/** The pro's name parts of a bid with its parties. */
export const proOf = (row: BidWithParties) => ({ username: row.pro_username, first_name: row.pro_first_name, last_name: row.pro_last_name });
