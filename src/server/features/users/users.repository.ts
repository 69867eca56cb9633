import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';
import { blockedIdsQuery } from '../blocking';
import { unreadBookingsQuery } from '../calendar';
import { ownStatusesQuery } from '../certificates';
import { cartCountQuery } from '../shop-orders';
import { unreadMessagesQuery } from '../messages';
import { walletBalanceQuery } from '../wallet';

/** The signed-in user's row (never someone else's: the id comes from the session). */
export function findUserById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * Everything GET /user/me.json shows, in one statement: the user's row, the wallet balance
 * column, the header counts (unread messages, unseen bookings), the services count, linked
 * providers, certificate states and blocks, each a subquery the owning feature defines.
 */
export function findUserState(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users as u')
    .selectAll('u')
    .select((eb) => [
      walletBalanceQuery(db, userId).as('wallet_balance'),
      unreadMessagesQuery(db, userId).as('unread_messages'),
      unreadBookingsQuery(db, userId).as('unread_bookings'),
      cartCountQuery(db, userId).as('cart_count'),
      eb
        .selectFrom('quote_services')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_archived', '=', false)
        .as('quote_service_count'),
      jsonArrayFrom(eb.selectFrom('user_social_accounts').select('provider').where('user_id', '=', userId)).as('social'),
      jsonArrayFrom(ownStatusesQuery(db, userId)).as('certificates'),
      jsonArrayFrom(blockedIdsQuery(db, userId)).as('blocked'),
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Saves the whole settings objects (already merged with what was stored). */
export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  settings: Record<string, 0 | 1>,
  notificationSettings: Record<string, 0 | 1>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ settings: JSON.stringify(settings), notification_settings: JSON.stringify(notificationSettings), modified: new Date() })
    .where('id', '=', userId)
    .execute();
}

export interface ProfileChange {
  first_name?: string;
  last_name?: string;
  avatar_thumb_url?: string;
  avatar_original_url?: string;
}

export async function updateProfile(db: Kysely<Database>, userId: number, change: ProfileChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...change, modified: new Date() })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}
