import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, SocialProvider } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The link of a provider account, with whether its user still exists. */
export function findSocialLink(db: Db, provider: SocialProvider, providerUserId: string) {
  return db
    .selectFrom('user_social_accounts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 'u.deleted_at'])
    .where('s.provider', '=', provider)
    .where('s.provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

/** The provider account a user has linked, if any. */
export function findUserLinkFor(db: Db, userId: number, provider: SocialProvider) {
  return db
    .selectFrom('user_social_accounts')
    .select(['id', 'provider_user_id'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Which providers a user has linked (for the user state's `social`). */
export async function linkedProviders(db: Db, userId: number): Promise<SocialProvider[]> {
  const rows = await db.selectFrom('user_social_accounts').select('provider').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider);
}

export async function insertSocialLink(
  db: Db,
  link: { userId: number; provider: SocialProvider; providerUserId: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('user_social_accounts')
    .values({ user_id: link.userId, provider: link.provider, provider_user_id: link.providerUserId, email: link.email })
    .execute();
}

export async function updateSocialLink(db: Db, id: number, providerUserId: string, email: string | null): Promise<void> {
  await db.updateTable('user_social_accounts').set({ provider_user_id: providerUserId, email }).where('id', '=', id).execute();
}

export async function deleteSocialLink(db: Db, id: number): Promise<void> {
  await db.deleteFrom('user_social_accounts').where('id', '=', id).execute();
}

/** A live account holding this e-mail (addresses match case-insensitively). */
export function findActiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'is_activated'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}


export interface NewSocialUser {
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  activated: boolean;
  partnerChannel: string | null;
  referralHash: string | null;
}

/** Inserts the account made by a first social login; it has no password. */
export async function insertSocialUser(db: Db, user: NewSocialUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: null,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: null,
      avatar_thumb_url: null,
      avatar_original_url: null,
      deleted_at: null,
      address: null,
      is_activated: user.activated,
      activated_at: user.activated ? new Date() : null,
      partner_channel: user.partnerChannel,
      referral_hash: user.referralHash,
      password_changed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Removes the user's link to a provider unless it is the last way in (no password, no other
 * link, no e-mail for code logins, no verified phone), in one statement so two parallel
 * removals cannot leave the account with none. 'none' when nothing was linked.
 */
export async function deleteLinkKeepingAWayIn(db: Db, userId: number, provider: SocialProvider): Promise<'removed' | 'last' | 'none'> {
  const removed = await db
    .deleteFrom('user_social_accounts as l')
    .where('l.user_id', '=', userId)
    .where('l.provider', '=', provider)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .where('u.id', '=', userId)
            .where((w) => w.or([w('u.password_hash', 'is not', null), w('u.email', 'is not', null), w('u.is_phone_confirmed', '=', true)])),
        ),
        eb.exists(eb.selectFrom('user_social_accounts as o').select('o.id').where('o.user_id', '=', userId).where('o.provider', '<>', provider)),
      ]),
    )
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n) return 'removed';
  return (await findUserLinkFor(db, userId, provider)) ? 'last' : 'none';
}
