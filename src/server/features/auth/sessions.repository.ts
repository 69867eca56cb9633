import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION_IDLE_TIMEOUT_SECONDS, SESSION_MAX_AGE_DEFAULT, SESSION_MAX_AGE_SAVED, SESSION_TOUCH_INTERVAL_SECONDS } from '../../../domain/limits';
import type { Database } from '../../db/schema';
import type { SessionCache, SessionRow } from './session-cache';

/** 32 random bytes: 256 bits, far above the 128 the conventions ask for. */
const TOKEN_BYTES = 32;
const USER_AGENT_MAX = 300;

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** "Keep me signed in": decides the cookie's Max-Age when it is refreshed. */
  saved: boolean;
  /** The last time the user proved it was them in this session (the login counts). */
  reauthAt: Date | null;
  /** last_seen was just written: the cookie is refreshed with this answer (sliding expiry). */
  touched: boolean;
  /** The partner channel the session was signed in through (its partner flag), or null. */
  partnerChannel: string | null;
}

/** SHA-256 of a session token: only this is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its token (shown once, never stored). A login counts as a fresh proof. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  options: { deviceId?: string | null; saved?: boolean; maxAgeSeconds?: number; partnerChannel?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // Logins pass the app's clock; factories and benches that sign users in directly use the machine's.
  const now = options.now ?? new Date();
  const maxAge = options.maxAgeSeconds ?? (options.saved ? SESSION_MAX_AGE_SAVED : SESSION_MAX_AGE_DEFAULT);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      device_id: options.deviceId ?? null,
      expires_at: new Date(now.getTime() + maxAge * 1000),
      partner_channel: options.partnerChannel ?? null,
      saved: options.saved ?? false,
      user_agent: options.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      reauth_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/**
 * The live session behind a token, or undefined when it is unknown, revoked, past its absolute
 * lifetime, or unused for SESSION_IDLE_TIMEOUT_SECONDS. Use moves last_seen forward at most once
 * per SESSION_TOUCH_INTERVAL_SECONDS, so most requests read without writing; with a cache, most
 * requests do not read either (a row due for its touch is read again).
 */
export async function findActiveSession(db: Kysely<Database>, token: string, at: Date, cache?: SessionCache): Promise<ActiveSession | undefined> {
  const now = at.getTime();
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now);
  if (cached && isLive(cached, now) && !dueForTouch(cached, now)) return toActiveSession(cached, false);
  const generation = cache?.generation ?? 0;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen', 'sessions.expires_at', 'sessions.saved', 'sessions.reauth_at', 'sessions.partner_channel'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date(now))
    .where('sessions.last_seen', '>', new Date(now - SESSION_IDLE_TIMEOUT_SECONDS * 1000))
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const touched = dueForTouch(row, now);
  if (touched) await db.updateTable('sessions').set({ last_seen: new Date(now) }).where('id', '=', row.id).execute();
  const seen = touched ? { ...row, last_seen: new Date(now) } : row;
  cache?.put(tokenHash, seen, generation, now);
  return toActiveSession(seen, touched);
}

/** The same test as the lookup's SQL, for a row already in memory. */
function isLive(row: SessionRow, now: number): boolean {
  return row.expires_at.getTime() > now && row.last_seen.getTime() > now - SESSION_IDLE_TIMEOUT_SECONDS * 1000;
}

function dueForTouch(row: SessionRow, now: number): boolean {
  return now - row.last_seen.getTime() > SESSION_TOUCH_INTERVAL_SECONDS * 1000;
}

function toActiveSession(row: SessionRow, touched: boolean): ActiveSession {
  return { sessionId: row.id, userId: row.user_id, saved: row.saved, reauthAt: row.reauth_at, touched, partnerChannel: row.partner_channel };
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

/** The user's live sessions, newest use first (the settings' list of signed-in devices). */
export function listLiveSessions(db: Kysely<Database>, userId: number, at: Date) {
  const now = at.getTime();
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created', 'last_seen'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen', '>', new Date(now - SESSION_IDLE_TIMEOUT_SECONDS * 1000))
    .orderBy('last_seen', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the user's own sessions; false when the id is not a live session of theirs. */
export async function revokeOwnSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Notes that the user just proved it was them in this session (password or a fresh code). */
export async function markReauthenticated(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ reauth_at: now }).where('id', '=', sessionId).execute();
}

/** Which of these sessions are still live (not revoked, not expired) at `now`. */
export function liveSessionIds(db: Kysely<Database>, ids: number[], now: Date) {
  return db.selectFrom('sessions').select('id').where('id', 'in', ids).where('revoked_at', 'is', null).where('expires_at', '>', now).execute();
}
