import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { bidQuery } from '../requests';

type Db = Kysely<Database>;

/** A bid with what only its pro sees: tag, archive flag, read time, template and fee; whether another pro's hire closed it and whether the consumer reviewed it. */
export function providerBidQuery(db: Db) {
  return bidQuery(db).select([
    'b.provider_tag',
    'b.is_provider_archived',
    'b.provider_last_read_on',
    'b.last_used_template_id',
    'b.fee_amount',
    'b.narrow_status_id',
    'b.narrow_decline_reason',
    'b.hired_by_requester',
    'b.closed_by_hire',
    'b.match_area_shape',
    'b.match_distance_km',
    sql<boolean>`exists (select 1 from reviews rv where rv.quote_bid_id = b.id)`.as('is_reviewed'),
  ]);
}
export type ProviderBidRow = Awaited<ReturnType<ReturnType<typeof providerBidQuery>['executeTakeFirstOrThrow']>>;

export function findProviderBid(db: Db, bidId: number) {
  return providerBidQuery(db).where('b.id', '=', bidId).executeTakeFirst();
}

/** Sets or clears the pro's own tag on one of his live bids; false when he has no such bid. */
export async function tagOwnBid(db: Db, userId: number, bidId: number, tag: string | null): Promise<boolean> {
  const updated = await db
    .updateTable('quote_bids')
    .set({ provider_tag: tag, modified: new Date() })
    .where('id', '=', bidId)
    .where('user_id', '=', userId)
    .where('quote_status_id', '<>', QuoteStatus.NotInterested)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
