import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The signed-in user's row (never someone else's: the id comes from the session). */
export function findUserById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
