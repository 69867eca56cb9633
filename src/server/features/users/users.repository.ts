import type { Kysely } from 'kysely';
import type { Database, SocialProvider } from '../../db/schema';

/** The signed-in user's row (never someone else's: the id comes from the session). */
export function findUserById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The user's services that are not archived. */
export async function countQuoteServices(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_services')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_archived', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which providers the user has linked. */
export async function listSocialProviders(db: Kysely<Database>, userId: number): Promise<SocialProvider[]> {
  const rows = await db.selectFrom('user_social_accounts').select('provider').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider);
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
