import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BID_PARTIES_COLUMNS, bidRequestQuery, CONSUMER_NAME_COLUMNS, joinConsumer, joinPro, PRO_NAME_COLUMNS } from '../requests';

type Db = Kysely<Database>;

/**
 * A bid with its two parties and its category: the consumer who posted the request, the pro who
 * holds the bid (and the service he quotes with), and what the notifications about it name.
 * One query for everything that tells either side about a bid (new quote, new message, hire).
 */
export function findBidWithParties(db: Db, bidId: number) {
  return bidRequestQuery(db)
    .$call(joinConsumer)
    .$call(joinPro)
    .select([
      ...BID_PARTIES_COLUMNS,
      'b.rating_type',
      'b.flat_rate_at',
      'b.hourly_rate_at',
      'b.is_contact_charge',
      'b.fee_amount',
      'b.closed_by_hire',
      'r.is_closed as request_is_closed',
      'r.closed_by_hire as request_closed_by_hire',
      'c.name as category_name',
      'cu.email as consumer_email',
      'cu.phone as consumer_phone',
      'cu.is_phone_confirmed as consumer_is_phone_confirmed',
      'cu.notification_settings as consumer_notification_settings',
      ...CONSUMER_NAME_COLUMNS,
      'cu.deleted_at as consumer_deleted_at',
      'pro.email as pro_email',
      'pro.notification_settings as pro_notification_settings',
      ...PRO_NAME_COLUMNS,
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
