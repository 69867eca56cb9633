import { type Kysely, sql, type Transaction } from 'kysely';
import { OTP_MAX_ATTEMPTS } from '../../../domain/users/otp';
import type { Database, OtpChannel, OtpPurpose } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewChallenge {
  challengeHash: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  destination: string;
  userId: number | null;
  codeHash: string;
  created: Date;
  expiresAt: Date;
  ip: string | null;
}

export function insertChallenge(db: Db, c: NewChallenge) {
  return db
    .insertInto('otp_challenges')
    .values({
      challenge_hash: c.challengeHash,
      purpose: c.purpose,
      channel: c.channel,
      destination: c.destination,
      user_id: c.userId,
      code_hash: c.codeHash,
      created: c.created,
      expires_at: c.expiresAt,
      consumed_at: null,
      ip: c.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function deleteChallenge(db: Db, id: number) {
  return db.deleteFrom('otp_challenges').where('id', '=', id).execute();
}

const CHALLENGE_COLUMNS = ['id', 'challenge_hash', 'purpose', 'channel', 'destination', 'user_id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'] as const;

export function findChallengeByHash(db: Db, challengeHash: string) {
  return db.selectFrom('otp_challenges').select(CHALLENGE_COLUMNS).where('challenge_hash', '=', challengeHash).executeTakeFirst();
}
export type ChallengeRow = NonNullable<Awaited<ReturnType<typeof findChallengeByHash>>>;

/** The newest challenge not yet used for a destination, among the given purposes. */
export function findNewestOpenChallenge(db: Db, destination: string, purposes: OtpPurpose[]) {
  return db
    .selectFrom('otp_challenges')
    .select(CHALLENGE_COLUMNS)
    .where('destination', '=', destination)
    .where('purpose', 'in', purposes)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try against a live challenge, atomically, so parallel guesses cannot exceed the
 * limit. Returns the number of tries so far, or undefined when the challenge takes no more.
 */
export async function claimAttempt(db: Db, id: number, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_challenges')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_challenges')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- the accounts OTP touches ----

const USER_COLUMNS = ['id', 'username', 'email', 'phone', 'is_phone_confirmed', 'is_activated'] as const;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
export type OtpUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** A user by username or e-mail, as the login forms accept either. */
export function findUserByLogin(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', value), eb(sql<string>`lower(email)`, '=', value)]))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The live account that has verified this phone. */
export function findUserByConfirmedPhone(db: Db, phone: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('phone', '=', phone)
    .where('is_phone_confirmed', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Gives the phone to the user who proved it: other live accounts that only typed it in
 * (unconfirmed) lose it, since a phone belongs to one account.
 */
export async function confirmPhone(db: Kysely<Database>, userId: number, phone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone: null, is_phone_confirmed: false, modified: new Date() })
      .where('phone', '=', phone)
      .where('id', '<>', userId)
      .where('is_phone_confirmed', '=', false)
      .execute();
    await trx.updateTable('users').set({ phone, is_phone_confirmed: true, modified: new Date() }).where('id', '=', userId).execute();
  });
}

export function usernameTaken(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export interface NewPasswordlessUser {
  username: string;
  email: string;
  partnerChannel: string | null;
  referralHash: string | null;
}

/** An account proven by an e-mail code: activated, no password yet. */
export function insertPasswordlessUser(db: Db, user: NewPasswordlessUser) {
  const now = new Date();
  return db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: null,
      phone: null,
      avatar_thumb_url: null,
      avatar_original_url: null,
      deleted_at: null,
      address: null,
      is_activated: true,
      activated_at: now,
      partner_channel: user.partnerChannel,
      referral_hash: user.referralHash,
      password_changed_at: null,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Replaces a user's e-mail; a proven address also activates the account. */
export function updateEmail(db: Db, userId: number, email: string) {
  const now = new Date();
  return db
    .updateTable('users')
    .set({ email, is_activated: true, activated_at: sql`coalesce(activated_at, ${now})`, modified: now })
    .where('id', '=', userId)
    .execute();
}

