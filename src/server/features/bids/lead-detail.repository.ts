import type { Kysely } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';
import { providerBidQuery } from './provider-bids.repository';

type Db = Kysely<Database>;

/** One of the pro's own live bids (passed leads left out): scoped by his id, so anyone else's is none. */
export function findOwnLead(db: Db, userId: number, bidId: number) {
  return providerBidQuery(db)
    .where('b.id', '=', bidId)
    .where('b.user_id', '=', userId)
    .where('b.quote_status_id', '<>', QuoteStatus.NotInterested)
    .executeTakeFirst();
}

/** The name of the consumer behind a request, for `consumerNameForPro`. */
export function findRequestConsumer(db: Db, requestId: number) {
  return db
    .selectFrom('quote_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.username', 'u.first_name', 'u.last_name'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
}
