import { type Expression, type ExpressionWrapper, expressionBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/**
 * Whether `userId` has met the user in the column `other`: a bid between them (either side's
 * request), or the other owns a public service anyone can see. Only such a user can be blocked
 * or appears in the list; for anyone else a block is answered but not kept.
 */
function haveMet(userId: number, other: RawBuilder<unknown>) {
  return sql<boolean>`(
    exists (
      select 1 from quote_bids mb join quote_requests mr on mr.id = mb.quote_request_id
      where (mb.user_id = ${userId} and mr.user_id = ${other}) or (mb.user_id = ${other} and mr.user_id = ${userId})
    )
    or exists (
      select 1 from quote_services ms
      where ms.user_id = ${other} and ${publicServiceAs('ms')} and ms.deleted_at is null
    )
  )`;
}

/**
 * Whether the caller may see the other's full name: the other is a pro to him (a public profile,
 * or the pro of a bid on the caller's request) or a consumer who hired him; else the name is
 * masked like any consumer's to a pro (src/domain/users/mask-name.ts).
 */
function nameShown(userId: number, other: RawBuilder<unknown>) {
  return sql<boolean>`(
    exists (
      select 1 from quote_services ss
      where ss.user_id = ${other} and ${publicServiceAs('ss')} and ss.deleted_at is null
    )
    or exists (
      select 1 from quote_bids sb join quote_requests sr on sr.id = sb.quote_request_id
      where (sb.user_id = ${other} and sr.user_id = ${userId})
        or (sb.user_id = ${userId} and sr.user_id = ${other} and sb.hired_by_requester)
    )
  )`;
}

/** The user's blocks of people they have met, with what decides how each name shows, newest first. */
export function listBlocks(db: Db, userId: number) {
  return db
    .selectFrom('blocked_users as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
    .select(['b.id', 'b.blocked_user_id', 'b.created', 'u.username', 'u.first_name', 'u.last_name', 'u.avatar_thumb_url'])
    .select(nameShown(userId, sql.ref('b.blocked_user_id')).as('name_shown'))
    .where('b.user_id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where(haveMet(userId, sql.ref('b.blocked_user_id')))
    .orderBy('b.id', 'desc')
    .execute();
}
export type BlockRow = Awaited<ReturnType<typeof listBlocks>>[number];

/** A live user the caller has met (see `haveMet`), or undefined. */
export function findMetUser(db: Db, userId: number, otherId: number) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', otherId)
    .where('u.deleted_at', 'is', null)
    .where(haveMet(userId, sql`${otherId}`))
    .executeTakeFirst();
}

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

export async function publicServiceOwner(db: Db, serviceId: number): Promise<number | undefined> {
  const row = await db.selectFrom('quote_services').select('user_id').where('id', '=', serviceId).where(publicServiceAs('')).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.user_id;
}

/** The ids of the people the user blocked (and has met), for the user state. */
export async function blockedIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await blockedIdsQuery(db, userId).execute();
  return rows.map((r) => r.blocked_user_id);
}

/** The query behind blockedIdsOf, for reading it inside another statement (the user state). */
export function blockedIdsQuery(db: Db, userId: number) {
  return db
    .selectFrom('blocked_users as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
    .select('b.blocked_user_id')
    .where('b.user_id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where(haveMet(userId, sql.ref('b.blocked_user_id')))
    .orderBy('b.id');
}

/** A user as a value or as a column of the caller's query (`sql.ref<number>('b.user_id')`). */
type UserOperand = number | Expression<number>;

/**
 * Whether either user has blocked the other, as an expression for any query (a column of a
 * larger read, or a statement of its own): every action between two people checks this.
 */
export function blockedEitherWay(a: UserOperand, b: UserOperand): ExpressionWrapper<Database, never, boolean> {
  const eb = expressionBuilder<Database>();
  return eb
    .exists(
      eb
        .selectFrom('blocked_users as k')
        .select('k.id')
        .where((w) => w.or([w.and([w('k.user_id', '=', a), w('k.blocked_user_id', '=', b)]), w.and([w('k.user_id', '=', b), w('k.blocked_user_id', '=', a)])])),
    )
    .$castTo<boolean>();
}

/** Whether either user has blocked the other, read on its own. */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db.selectNoFrom(blockedEitherWay(a, b).as('blocked')).executeTakeFirstOrThrow();
  return row.blocked;
}
