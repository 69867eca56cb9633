import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { REFERRAL_HASH_LENGTH } from '../../../domain/referrals/referrals';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

function newHash(): string {
  return randomBytes(16).toString('base64url').slice(0, REFERRAL_HASH_LENGTH);
}

/** The user's referral hash, made on first use. */
export async function ensureReferralCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db.selectFrom('referral_codes').select('hash').where('user_id', '=', userId).executeTakeFirst();
    if (existing) return existing.hash;
    // Either unique key may collide (the user's row made at the same moment, or a hash in use): try again.
    await db
      .insertInto('referral_codes')
      .values({ user_id: userId, hash: newHash() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`no referral code could be made for user ${userId}`);
}

export interface ReferralSettingsRow {
  referrer_reward: number;
  referred_reward: number;
  is_active: boolean;
}

/** The one settings row (none yet: the program off); `forUpdate` locks it until the transaction ends. */
export async function referralSettings(db: Db, options: { forUpdate?: boolean } = {}): Promise<ReferralSettingsRow> {
  let query = db.selectFrom('referral_settings').select(['referrer_reward', 'referred_reward', 'is_active']);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ?? { referrer_reward: 0, referred_reward: 0, is_active: false };
}

export async function saveReferralSettings(db: Db, settings: ReferralSettingsRow): Promise<ReferralSettingsRow> {
  return db
    .insertInto('referral_settings')
    .values({ id: true, ...settings })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...settings, modified: new Date() }))
    .returning(['referrer_reward', 'referred_reward', 'is_active'])
    .executeTakeFirstOrThrow();
}

/** People who signed up with the user's hash, newest first, with their reward if any. */
export function referredUsers(db: Db, hash: string, referrerId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('referral_rewards as rr', (join) => join.onRef('rr.referred_user_id', '=', 'u.id').on('rr.referrer_user_id', '=', referrerId))
    .select(['u.id', 'u.last_name', 'u.username', 'u.created', 'rr.id as reward_id', 'rr.referrer_amount', 'rr.created as rewarded_at'])
    .where('u.referral_hash', '=', hash)
    .where('u.id', '<>', referrerId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.created', 'desc')
    .orderBy('u.id', 'desc')
    .limit(200)
    .execute();
}

export function recentInvites(db: Db, userId: number) {
  return db.selectFrom('referral_invites').select(['email', 'created']).where('user_id', '=', userId).orderBy('created', 'desc').orderBy('id', 'desc').limit(50).execute();
}

export async function invitesSince(db: Db, userId: number, since: Date, email?: string): Promise<number> {
  let query = db
    .selectFrom('referral_invites')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created', '>', since);
  if (email !== undefined) query = query.where('email', '=', email);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** Invitations to an address from anyone since `since`. */
export async function invitesToSince(db: Db, email: string, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('referral_invites')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('email', '=', email)
    .where('created', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Serialises invitations to one address until the transaction ends. */
export async function lockAddress(trx: Db, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`referral-invite:${email}`}))`.execute(trx);
}

/** `now` becomes `created`, which the daily limit and the quiet period are counted from. */
export async function addInvite(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db.insertInto('referral_invites').values({ user_id: userId, email, created: now }).execute();
}

export function userContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'first_name', 'last_name', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function isMemberEmail(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}
