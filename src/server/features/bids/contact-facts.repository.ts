import { type Kysely, sql } from 'kysely';
import { Activity } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocking';
import { BID_STATE_COLUMNS } from './locked-bid.repository';
import { FEE_INPUT_COLUMNS } from './quote-fee.repository';

type Db = Kysely<Database>;

/**
 * A pay-on-contact bid locked for the caller's transaction, with everything a consumer's
 * contact and the pro's switch to a manual quote check, in one read: the request's owner, the
 * fee's inputs (for `feeOf`), whether the parties blocked each other, the pro's phone and
 * category limitation, his balance, and whether the consumer has made contact already.
 */
export function readContactFacts(trx: Db, bidId: number) {
  return trx
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('wallets as w', 'w.user_id', 'b.user_id')
    .select([
      ...BID_STATE_COLUMNS,
      'r.user_id as requester_id',
      ...FEE_INPUT_COLUMNS,
      'u.is_phone_confirmed',
      sql<boolean>`exists (select 1 from user_category_limitations l where l.user_id = b.user_id and l.quote_category_id = r.quote_category_id)`.as(
        'category_limited',
      ),
      blockedEitherWay(sql.ref<number>('b.user_id'), sql.ref<number>('r.user_id')).as('blocked'),
      sql<number>`coalesce(w.balance, 0)`.as('balance'),
      sql<boolean>`exists (select 1 from activities a where a.quote_bid_id = b.id and a.type = ${Activity.Chat} and a.user_id = r.user_id)`.as('contacted'),
    ])
    .where('b.id', '=', bidId)
    .forUpdate('b')
    .executeTakeFirst();
}
