import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocking';
import { BID_STATE_COLUMNS } from './locked-bid.repository';
import { FEE_INPUT_COLUMNS } from './quote-fee.repository';

type Db = Kysely<Database>;

/**
 * What every read before a pro pays for a bid starts from, in one statement: the bid's state, its
 * request's owner, the fee's inputs (for `feeOf`), whether the two parties blocked each other, the
 * pro's phone, standing and category limitation, and his balance. The quote and the
 * pay-on-contact reads add their own columns and their lock to it.
 */
export function bidFacts(trx: Db, bidId: number) {
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
      'u.standing',
      'u.standing_until',
      sql<boolean>`exists (select 1 from user_category_limitations l where l.user_id = b.user_id and l.quote_category_id = r.quote_category_id)`.as(
        'category_limited',
      ),
      blockedEitherWay(sql.ref<number>('b.user_id'), sql.ref<number>('r.user_id')).as('blocked'),
      sql<number>`coalesce(w.balance, 0)`.as('balance'),
    ])
    .where('b.id', '=', bidId);
}
