import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserByEmail, insertPasswordlessUser, type OtpUser, usernameTaken } from './otp.repository';

const USERNAME_MIN = 3;
const USERNAME_MAX = 20;
const SUFFIX_TRIES = 8;

/** Who brought the visitor, recorded on the new account. */
export interface SignupContext {
  partnerChannel: string | null;
  referralHash: string | null;
}

/** A username from an e-mail's local part: lower-case letters, digits and underscores. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  const cleaned = local
    .replace(/\+.*$/, '')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_/, '')
    .slice(0, USERNAME_MAX)
    .replace(/_$/, '');
  return cleaned.length >= USERNAME_MIN ? cleaned : `user_${cleaned}`.replace(/_$/, '');
}

async function uniqueUsername(db: Kysely<Database>, base: string): Promise<string> {
  if (!(await usernameTaken(db, base))) return base;
  for (let i = 0; i < SUFFIX_TRIES; i++) {
    const candidate = `${base}${randomInt(1000, 10000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base}${randomInt(100_000_000, 1_000_000_000)}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates the account of an e-mail proven by a code: activated, no password (one can be set
 * later through "forgot password"). Two sign-ups racing for one address end on one account.
 */
export async function createPasswordlessAccount(db: Kysely<Database>, email: string, context: SignupContext): Promise<OtpUser> {
  const base = usernameBaseFromEmail(email);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await insertPasswordlessUser(db, { username: await uniqueUsername(db, base), email, ...context });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findUserByEmail(db, email);
      if (existing) return existing;
    }
  }
  throw new Error('could not find a free username');
}

export { isUniqueViolation };
