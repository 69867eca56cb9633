import { type Kysely, sql } from 'kysely';
import { OPS_SANCTION_HISTORY_SIZE, type SanctionKind, type StandingState } from '../../../domain/ops/moderation';
import type { Sanction } from '../../../domain/ops/moderation.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';

/** SQL of moderation: a user's standing and sanctions, and what a sanction ends or closes. */

type Db = Kysely<Database>;

export interface ModeratedUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  state: StandingState;
}

/** The user (not deleted), its row locked for the caller's transaction when `lock`. */
export async function findModeratedUser(db: Db, userId: number, lock = false): Promise<ModeratedUser | undefined> {
  const query = db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'standing', 'standing_until'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, state: { standing: row.standing, until: row.standing_until } };
}

export async function setStanding(trx: Db, userId: number, next: StandingState, now: Date): Promise<void> {
  await trx.updateTable('users').set({ standing: next.standing, standing_until: next.until, modified: now }).where('id', '=', userId).execute();
}

export async function insertSanction(
  trx: Db,
  row: { userId: number; kind: SanctionKind; until: Date | null; reason: string; operatorId: number; now: Date },
): Promise<number> {
  const inserted = await trx
    .insertInto('user_sanctions')
    .values({ user_id: row.userId, kind: row.kind, until: row.until, reason: row.reason, operator_id: row.operatorId, created: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The user's newest sanctions, with the operator's name. */
export async function listSanctions(db: Db, userId: number): Promise<Sanction[]> {
  const rows = await db
    .selectFrom('user_sanctions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id', 's.kind', 's.until', 's.reason', 's.created', 'o.full_name'])
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .limit(OPS_SANCTION_HISTORY_SIZE)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    until: r.until ? toUtcString(r.until) : null,
    reason: r.reason,
    operator_name: r.full_name,
    created: toUtcString(r.created),
  }));
}

/**
 * Ends every live session of the user. The sessions trigger (0061) announces it on the change
 * feed at commit, so every server copy forgets the user's cached sessions at once.
 */
export async function endUserSessions(trx: Db, userId: number, now: Date): Promise<number> {
  const result = await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Closes the user's open requests (as if the consumer closed them); returns their ids. */
export async function closeOpenRequests(trx: Db, userId: number, now: Date): Promise<number[]> {
  const rows = await trx
    .updateTable('quote_requests')
    .set({ is_closed: true, modified: now })
    .where('user_id', '=', userId)
    .where('is_closed', '=', false)
    .where('is_archived', '=', false)
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Raises the public pros data version, so every copy drops its cached pro lists and profiles. */
export async function bumpPublicPros(trx: Db): Promise<void> {
  await sql`select public_data_version_bump('pros')`.execute(trx);
}

/** Hides or shows a message or a request; the row before, or undefined when there is none. */
export async function setHidden(
  trx: Db,
  table: 'messages' | 'quote_requests',
  id: number,
  hide: { by: number; reason: string; now: Date } | null,
): Promise<{ hidden_at: Date | null; hidden_reason: string | null } | undefined> {
  const before = await trx.selectFrom(table).select(['hidden_at', 'hidden_reason']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) return undefined;
  // Hiding a hidden thing again keeps its first time and reason (the audit keeps the new reason).
  if (hide && before.hidden_at !== null) return before;
  await trx
    .updateTable(table)
    .set(hide ? { hidden_at: hide.now, hidden_by: hide.by, hidden_reason: hide.reason } : { hidden_at: null, hidden_by: null, hidden_reason: null })
    .where('id', '=', id)
    .execute();
  return before;
}
