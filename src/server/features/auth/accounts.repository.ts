import { type Kysely, sql, type Transaction } from 'kysely';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import { erasePersonalData } from './account-erasure.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** The live account a login name (a username or an e-mail, lower-cased) belongs to. */
export function findLoginCandidate(db: Db, identifier: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', identifier), eb(sql`lower(email)`, '=', identifier)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live account with this e-mail (lower-cased). */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name'])
    .where(sql`lower(email)`, '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Where and how to write to a live account. */
export function findContact(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The fields the password and deletion checks need. */
export function findCredentials(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'avatar_original_url', 'avatar_thumb_url'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a username or an e-mail (both lower-cased) is held by any account. */
export async function isTaken(db: Db, field: 'username' | 'email', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(${sql.ref(field)})`, '=', value).executeTakeFirst();
  return row !== undefined;
}

/** Whether a live account already holds this phone (confirmed or only typed in). */
export async function isPhoneHeld(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).where('deleted_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
  signupRole: 'consumer' | 'pro';
  partnerChannel: string | null;
  referralHash: string | null;
}

/** Inserts an account; a taken username, e-mail or phone raises the unique violation. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      address: user.address,
      signup_role: user.signupRole,
      partner_channel: user.partnerChannel,
      referral_hash: user.referralHash,
      avatar_thumb_url: null,
      avatar_original_url: null,
      deleted_at: null,
      activated_at: null,
      password_changed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces the password hash and notes when. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  const now = new Date();
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now, modified: now }).where('id', '=', userId).execute();
}


/**
 * Swaps a hash for the same password made with current parameters; a hash changed in between
 * (a password change) is left alone. Not a password change: nothing else moves.
 */
export async function upgradePasswordHash(db: Db, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: newHash }).where('id', '=', userId).where('password_hash', '=', oldHash).execute();
}

export async function isActivated(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_activated').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.is_activated ?? false;
}

/**
 * Deletes an account by removing everything personal while keeping the row, so payments,
 * bids and reviews that point at it stay whole. Linked social accounts and open links go;
 * the account's services stop being shown, and what only the user had is erased
 * (erasePersonalData). Returns the URLs of the files to remove from storage.
 */
export async function anonymiseUser(trx: Transaction<Database>, userId: number): Promise<string[]> {
  const now = new Date();
  const who = await trx
    .selectFrom('users')
    .select(['username', 'email', 'phone', 'first_name', 'last_name', 'avatar_original_url', 'avatar_thumb_url'])
    .where('id', '=', userId)
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({
      username: `deleted-${userId}`,
      email: null,
      phone: null,
      is_phone_confirmed: false,
      password_hash: null,
      first_name: '',
      last_name: '',
      avatar_thumb_url: null,
      avatar_original_url: null,
      address: null,
      referral_hash: null,
      settings: '{}',
      notification_settings: '{}',
      deleted_at: now,
      modified: now,
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('user_social_accounts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('login_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('otp_challenges').where('user_id', '=', userId).execute();
  const files = await erasePersonalData(trx, userId, {
    username: who?.username ?? null,
    email: who?.email ?? null,
    phone: who?.phone ?? null,
    fullName: who ? fullName({ ...who, username: '' }) : '',
  });
  return [who?.avatar_original_url, who?.avatar_thumb_url, ...files].filter((url): url is string => Boolean(url));
}

/** An active category by slug, for the pro sign-up. */
export function findActiveCategory(db: Db, slug: string) {
  return db.selectFrom('quote_categories').select(['id', 'slug', 'name']).where('slug', '=', slug).where('is_active', '=', true).executeTakeFirst();
}

/** An active city or county by its name (臺北市) or slug (taipei-city). */
export function findCity(db: Db, nameOrSlug: string) {
  return db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('name', '=', nameOrSlug), eb('slug', '=', nameOrSlug)]))
    .executeTakeFirst();
}

/** A pro's first service: one category, one whole city. */
export async function insertFirstService(
  trx: Transaction<Database>,
  service: { userId: number; slug: string; title: string; categoryId: number; cityId: number },
): Promise<number> {
  const row = await trx
    .insertInto('quote_services')
    .values({ user_id: service.userId, slug: service.slug, title: service.title })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('quote_service_categories').values({ quote_service_id: row.id, quote_category_id: service.categoryId }).execute();
  await trx.insertInto('quote_service_areas').values({ quote_service_id: row.id, city_id: service.cityId, district_id: null }).execute();
  return row.id;
}

/** True for PostgreSQL's unique_violation, whichever engine raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
