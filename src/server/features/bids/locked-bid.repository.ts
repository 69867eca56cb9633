import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The columns of a bid every state change checks (`b` is quote_bids). */
export const BID_STATE_COLUMNS = [
  'b.id',
  'b.user_id',
  'b.quote_request_id',
  'b.quote_service_id',
  'b.quote_status_id',
  'b.is_requestor_rejected',
  'b.is_provider_archived',
  'b.is_contact_charge',
  'b.fee_amount',
  'b.narrow_status_id',
  'b.attachments',
] as const;

/**
 * A bid with what every state change checks, its request's owner and category, and its pro's standing, locked for
 * the caller's transaction; undefined when it does not exist. Who may act is the caller's check.
 */
export function lockBid(trx: Db, bidId: number) {
  return trx
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .innerJoin('users as pu', 'pu.id', 'b.user_id')
    .select([
      ...BID_STATE_COLUMNS,
      'b.hired_by_requester',
      'b.hired_on',
      'r.user_id as requester_id',
      'r.quote_category_id',
      // The pro's moderation standing: a suspended or banned pro cannot be hired.
      'pu.standing as pro_standing',
      'pu.standing_until as pro_standing_until',
    ])
    .where('b.id', '=', bidId)
    .forUpdate('b')
    .executeTakeFirst();
}
export type LockedBid = NonNullable<Awaited<ReturnType<typeof lockBid>>>;
