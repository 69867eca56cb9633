import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_MAX_AGE_DEFAULT } from '../../../domain/limits';
import type { Database } from '../../db/schema';

/** 32 random bytes: 256 bits, far above the 128 the conventions ask for. */
const TOKEN_BYTES = 32;
// Writing last_seen on every request would turn each read into a write; once a minute is enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

/** SHA-256 of a session token: only this is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token (shown once, never stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: { deviceId?: string | null; maxAgeSeconds?: number; partnerChannel?: string | null } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expires = new Date(Date.now() + (options.maxAgeSeconds ?? SESSION_MAX_AGE_DEFAULT) * 1000);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      device_id: options.deviceId ?? null,
      expires_at: expires,
      partner_channel: options.partnerChannel ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/** The live session behind a token, or undefined when it is unknown, expired or revoked. */
export async function findActiveSession(db: Kysely<Database>, token: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.now() - row.last_seen.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen: new Date() }).where('id', '=', row.id).execute();
  }
  return { sessionId: row.id, userId: row.user_id };
}

/** Revokes one session. */
export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a user, except one (the caller's, on a password change). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}
