import { type Kysely, sql } from 'kysely';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import type { RowOf } from '../../db/queries/row-of';
import type { Database } from '../../db/schema';
import { userBarredNow } from '../standing';
import { joinPro } from './request-summary.query';

/** SQL of the quotes on a request as the requester (or a guest with a link) sees them. */

type Db = Kysely<Database>;

/** Bid columns with the pro and their service; the caller narrows the rows. */
export function bidQuery(db: Db) {
  return db
    .selectFrom('quote_bids as b')
    .$call(joinPro)
    .leftJoin('quote_service_stats as st', 'st.quote_service_id', 's.id')
    .select([
      'b.id',
      'b.quote_request_id',
      'b.quote_service_id',
      'b.user_id',
      'b.quote_status_id',
      'b.hired_on',
      'b.is_provider_readed',
      'b.is_requestor_readed',
      'b.is_requestor_rejected',
      'b.rating_type',
      'b.flat_rate_at',
      'b.hourly_rate_at',
      'b.price_note',
      'b.is_contact_charge',
      'b.quote_sent_on',
      'b.quote_last_update_on',
      'b.completed_on',
      'b.is_on_site_visit_required_for_quote',
      'b.is_more_information_required',
      'b.is_interested',
      'b.recommend_source',
      'b.attachments',
      'b.match_score',
      'b.created',
      'b.modified',
      's.slug as service_slug',
      's.title as service_title',
      'pro.username',
      'pro.first_name',
      'pro.last_name',
      'pro.avatar_thumb_url',
      'st.lead_count',
      'st.response_count',
      'st.rating_sum',
      'st.rating_count',
      userBarredNow('pro').as('pro_barred'),
    ]);
}
export type BidRow = RowOf<typeof bidQuery>;

/** A pro's declined invitation to the request, with his name and reason. */
export interface DeclinedInvitationRow {
  id: number;
  quote_service_id: number;
  user_id: number;
  narrow_decline_reason: string | null;
  username: string;
  first_name: string;
  last_name: string;
}

/**
 * The quotes the requester sees, in their order, and the declined invitations in theirs
 * (oldest first), in one statement.
 */
export async function listRequestBidsAndDeclined(db: Db, requestId: number): Promise<{ bids: BidRow[]; declined: DeclinedInvitationRow[] }> {
  const rows = await bidQuery(db)
    .select(['b.narrow_status_id', 'b.narrow_decline_reason', sql<number>`(row_number() over (order by b.modified, b.id))::int`.as('declined_order')])
    .where('b.quote_request_id', '=', requestId)
    // The quotes' order: sent quotes first (oldest first), then leads by fit.
    .orderBy(sql`b.quote_sent_on is null`)
    .orderBy('b.quote_sent_on')
    .orderBy(sql`b.match_score desc nulls last`)
    .orderBy('b.id')
    .execute();
  const bids = rows.filter((row) => row.quote_status_id !== QuoteStatus.NotInterested);
  const declined = rows
    .filter((row) => row.narrow_status_id === NarrowStatus.Lost)
    .sort((a, b) => a.declined_order - b.declined_order)
    .map(({ id, quote_service_id, user_id, narrow_decline_reason, username, first_name, last_name }) => ({ id, quote_service_id, user_id, narrow_decline_reason, username, first_name, last_name }));
  return { bids, declined };
}

/** The quote a live guest link is for; an expired or replaced link finds nothing. */
export function findBidByDigest(db: Db, digest: string, now = new Date()) {
  return bidQuery(db)
    .where('b.hash_digest', '=', digest)
    .where('b.hash_expires_at', '>', now)
    .where('b.quote_status_id', '<>', QuoteStatus.NotInterested)
    .executeTakeFirst();
}

/** Whether the user holds a lead or quote on the request (a pro who may report it). */
export async function hasBidOnRequest(db: Db, userId: number, requestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quote_bids')
    .select('id')
    .where('quote_request_id', '=', requestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
