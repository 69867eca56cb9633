import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records a token id as used; false when it was used before (a replay). Expired records of the
 * partner are dropped on the way: an expired token fails its own check.
 */
export async function claimTokenId(db: Db, partnerId: string, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('partner_token_uses').where('partner_id', '=', partnerId).where('expires_at', '<', now).execute();
  const row = await db
    .insertInto('partner_token_uses')
    .values({ partner_id: partnerId, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['partner_id', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

/** The live account linked to this partner user. */
export async function findLinkedUser(db: Db, partnerId: string, partnerUserId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('partner_accounts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('u.id')
    .where('p.partner_id', '=', partnerId)
    .where('p.partner_user_id', '=', partnerUserId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** The live account that has verified this phone and has no other user of this partner linked. */
export async function findLinkableUserByPhone(db: Db, partnerId: string, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.phone', '=', phone)
    .where('u.is_phone_confirmed', '=', true)
    .where('u.deleted_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('partner_accounts as p').select('p.id').where('p.partner_id', '=', partnerId).whereRef('p.user_id', '=', 'u.id'))))
    .executeTakeFirst();
  return row?.id;
}

export function insertPartnerAccount(db: Db, partnerId: string, partnerUserId: string, userId: number) {
  return db.insertInto('partner_accounts').values({ partner_id: partnerId, partner_user_id: partnerUserId, user_id: userId }).execute();
}

export interface NewLinkChallenge {
  linkHash: string;
  partnerId: string;
  partnerUserId: string;
  userId: number;
  otpHash: string;
  expiresAt: Date;
}

export function insertLinkChallenge(db: Db, c: NewLinkChallenge) {
  return db
    .insertInto('partner_link_challenges')
    .values({ link_hash: c.linkHash, partner_id: c.partnerId, partner_user_id: c.partnerUserId, user_id: c.userId, otp_hash: c.otpHash, expires_at: c.expiresAt, consumed_at: null })
    .execute();
}

/** A pending link of this partner that is neither used nor expired. */
export function findOpenLinkChallenge(db: Db, partnerId: string, linkHash: string, now: Date) {
  return db
    .selectFrom('partner_link_challenges')
    .select(['id', 'partner_user_id', 'user_id', 'otp_hash'])
    .where('link_hash', '=', linkHash)
    .where('partner_id', '=', partnerId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a pending link used; false when another request used it first. */
export async function consumeLinkChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('partner_link_challenges').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
