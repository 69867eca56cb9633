import { type Kysely, sql } from 'kysely';
import { Activity } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';
import { bidFacts } from './bid-facts.repository';

type Db = Kysely<Database>;

/**
 * A pay-on-contact bid locked for the caller's transaction, with everything a consumer's
 * contact and the pro's switch to a manual quote check, in one read: the request's owner, the
 * fee's inputs (for `feeOf`), whether the parties blocked each other, the pro's phone and
 * category limitation, his balance, and whether the consumer has made contact already.
 */
export function readContactFacts(trx: Db, bidId: number) {
  return bidFacts(trx, bidId)
    .select(sql<boolean>`exists (select 1 from activities a where a.quote_bid_id = b.id and a.type = ${Activity.Chat} and a.user_id = r.user_id)`.as('contacted'))
    .forUpdate('b')
    .executeTakeFirst();
}
