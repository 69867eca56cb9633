import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The user's blocks with the blocked people's names, newest first. */
export function listBlocks(db: Db, userId: number) {
  return db
    .selectFrom('blocked_users as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
    .select(['b.id', 'b.blocked_user_id', 'b.created', 'u.username', 'u.first_name', 'u.last_name', 'u.avatar_thumb_url'])
    .where('b.user_id', '=', userId)
    .orderBy('b.id', 'desc')
    .execute();
}
export type BlockRow = Awaited<ReturnType<typeof listBlocks>>[number];

export function findBlock(db: Db, userId: number, blockedUserId: number) {
  return db.selectFrom('blocked_users').select(['id', 'created']).where('user_id', '=', userId).where('blocked_user_id', '=', blockedUserId).executeTakeFirst();
}

/** A block, once: a second add (or two at the same moment) keeps the first. */
export async function insertBlock(db: Db, userId: number, blockedUserId: number): Promise<void> {
  await db
    .insertInto('blocked_users')
    .values({ user_id: userId, blocked_user_id: blockedUserId })
    .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
    .execute();
}

/** Removes one of the user's own blocks; false when there is no such block of theirs. */
export async function deleteBlock(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blocked_users').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countBlocks(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('blocked_users').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user who can be blocked: exists and is not deleted. */
export function findLiveUser(db: Db, id: number) {
  return db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function publicServiceOwner(db: Db, serviceId: number): Promise<number | undefined> {
  const row = await db.selectFrom('quote_services').select('user_id').where('id', '=', serviceId).where('is_public', '=', true).where('is_archived', '=', false).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.user_id;
}

/** The ids of the people the user blocked, for the user state. */
export async function blockedIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('blocked_users').select('blocked_user_id').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((r) => r.blocked_user_id);
}

/** Whether either user has blocked the other: every action between two people checks this. */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocked_users')
    .select('id')
    .where((eb) =>
      eb.or([eb.and([eb('user_id', '=', a), eb('blocked_user_id', '=', b)]), eb.and([eb('user_id', '=', b), eb('blocked_user_id', '=', a)])]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
