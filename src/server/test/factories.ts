import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createSession } from '../features/auth/sessions.repository';

/** A user row with unique username and e-mail. */
export async function createUser(
  db: Kysely<Database>,
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
export async function createSignedInUser(db: Kysely<Database>, options: { maxAgeSeconds?: number; signupRole?: 'consumer' | 'pro' } = {}) {
  const user = await createUser(db, options.signupRole ? { signup_role: options.signupRole } : {});
  const { token, sessionId } = await createSession(db, user.id, options);
  return { user, token, sessionId };
}
