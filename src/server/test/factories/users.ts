import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSession } from '../../features/auth/sessions.repository';
import { hashPassword } from '../../lib/passwords';
import type { TestServer } from '../harness';

/** People: users, signed-in users, consumers with a phone, accounts with a password. */

type Db = Kysely<Database>;

export const GOOD_PASSWORD = 'abcdefg1';

/** A unique username and e-mail. */
export function uniqueAccount(prefix = 'ming') {
  const suffix = randomBytes(4).toString('hex');
  return { username: `${prefix}_${suffix}`, email: `${prefix}.${suffix}@example.com` };
}

/** A user row with unique username and e-mail. */
export async function createUser(
  db: Db,
  overrides: Partial<{ username: string; email: string; first_name: string; last_name: string; signup_role: 'consumer' | 'pro' }> = {},
) {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('users')
    .values({
      username: overrides.username ?? `user_${suffix}`,
      email: overrides.email ?? `user_${suffix}@example.com`,
      first_name: overrides.first_name ?? '小明',
      last_name: overrides.last_name ?? '王',
      password_hash: null,
      phone: null,
      avatar_thumb_url: null,
      avatar_original_url: null,
      deleted_at: null,
      ...(overrides.signup_role ? { signup_role: overrides.signup_role } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user with a live session token. */
export async function createSignedInUser(db: Db, options: { maxAgeSeconds?: number; signupRole?: 'consumer' | 'pro' } = {}) {
  const user = await createUser(db, options.signupRole ? { signup_role: options.signupRole } : {});
  const { token, sessionId } = await createSession(db, user.id, options);
  return { user, token, sessionId };
}

/** A user row with a real password hash (not activated), made straight in the database. */
export async function createUserWithPassword(server: Pick<TestServer, 'db'>, password = GOOD_PASSWORD) {
  const { username, email } = uniqueAccount();
  return server.db
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: await hashPassword(password),
      first_name: '小明',
      last_name: '王',
      phone: null,
      avatar_thumb_url: null,
      avatar_original_url: null,
      deleted_at: null,
      activated_at: null,
      password_changed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function uniquePhone(): string {
  return `+8869${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A signed-in consumer; the phone is verified unless `phoneConfirmed: false`. */
export async function createConsumer(db: Db, options: { phoneConfirmed?: boolean } = {}) {
  const { user, token } = await createSignedInUser(db);
  const confirmed = options.phoneConfirmed ?? true;
  await db
    .updateTable('users')
    .set({ phone: confirmed ? uniquePhone() : null, is_phone_confirmed: confirmed, is_activated: true })
    .where('id', '=', user.id)
    .execute();
  return { user, token };
}

/** Forgets every abuse counter and gap, so a test starts within the limits. */
export async function resetThrottles(server: Pick<TestServer, 'db'>): Promise<void> {
  await server.db.deleteFrom('throttle_counters').execute();
  await server.db.deleteFrom('throttle_gaps').execute();
}
