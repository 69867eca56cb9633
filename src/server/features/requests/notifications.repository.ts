import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The user opened a quote's conversation or page: what the notifications of that quote told them
 * (a new lead, a new quote, a new message) is seen, so they are no longer counted as unread.
 */
export async function markBidNotificationsRead(db: Kysely<Database>, userId: number, bidId: number): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('quote_bid_id', '=', bidId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
