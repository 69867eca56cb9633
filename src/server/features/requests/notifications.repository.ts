import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The in-app unread count of a user (GET /user/me.json's unreadCount). */
export async function countUnreadNotifications(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The user opened a quote's conversation or page: what the notifications of that quote told them
 * (a new lead, a new quote, a new message) is seen, so the header's count goes down with it.
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
