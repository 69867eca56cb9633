import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, LoginTokensTable } from '../../db/schema';
import { hashToken } from './sessions.repository';

type Db = Kysely<Database> | Transaction<Database>;
export type LoginTokenPurpose = LoginTokensTable['purpose'];

/** 32 random bytes (256 bits), URL-safe, as it goes into a link. */
const TOKEN_BYTES = 32;

/** Creates a single-use token for a link and returns it; only its SHA-256 is stored. */
export async function createLoginToken(db: Db, userId: number, purpose: LoginTokenPurpose, ttlMinutes: number, now: Date): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insertInto('login_tokens')
    .values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: new Date(now.getTime() + ttlMinutes * 60_000) })
    .execute();
  return token;
}

/**
 * A login link's hash (POST /users/login_once.json signs its owner in once, before it
 * expires). Other features mail or text it inside `loginOnceUrl(publicUrl, hash)`.
 */
export function createLoginLink(db: Db, userId: number, ttlMinutes: number, now: Date): Promise<string> {
  return createLoginToken(db, userId, 'login_once', ttlMinutes, now);
}

/** The page of the web app that takes a login link's hash. */
export function loginOnceUrl(publicUrl: string, hash: string): string {
  return `${publicUrl}/login?hash=${encodeURIComponent(hash)}`;
}

/** The owner of a token that is unused, unexpired and of a live account; nothing is changed. */
export async function findLiveLoginToken(db: Db, token: string, purpose: LoginTokenPurpose, now: Date): Promise<{ userId: number } | undefined> {
  const row = await db
    .selectFrom('login_tokens')
    .innerJoin('users', 'users.id', 'login_tokens.user_id')
    .select('login_tokens.user_id')
    .where('login_tokens.token_hash', '=', hashToken(token))
    .where('login_tokens.purpose', '=', purpose)
    .where('login_tokens.used_at', 'is', null)
    .where('login_tokens.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/**
 * Uses a token up in one statement, so two requests racing with the same link cannot both
 * succeed. Returns the owner, or undefined when the token is unknown, used or expired.
 */
export async function consumeLoginToken(
  db: Db,
  token: string,
  purpose: LoginTokenPurpose,
  now: Date,
  ownerId?: number,
): Promise<{ userId: number } | undefined> {
  let query = db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is', null));
  // An activation link names its user too: someone else's hash is no hash.
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  const row = await query.returning('user_id').executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** Whether this token was ever issued to this user for this purpose (used or not). */
export async function tokenBelongsTo(db: Db, token: string, purpose: LoginTokenPurpose, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every open token of a purpose (an older reset link once a newer one is used). */
export async function retireLoginTokens(db: Db, userId: number, purpose: LoginTokenPurpose): Promise<void> {
  await db
    .updateTable('login_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
