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
