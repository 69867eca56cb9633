import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { USERNAME_MAX_LENGTH, usernameFromEmail } from '../../../domain/users/account-rules';
import type { Database } from '../../db/schema';
import { findUserByEmail, insertPasswordlessUser, type OtpUser, usernameTaken } from './otp.repository';

const SUFFIX_TRIES = 8;

/** Who brought the visitor, recorded on the new account. */
export interface SignupContext {
  partnerChannel: string | null;
  referralHash: string | null;
}

async function uniqueUsername(db: Kysely<Database>, base: string): Promise<string> {
  if (!(await usernameTaken(db, base))) return base;
  for (let i = 0; i < SUFFIX_TRIES; i++) {
    const candidate = `${base}${randomInt(1000, 10000)}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX_LENGTH - 9)}${randomInt(100_000_000, 1_000_000_000)}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates the account of an e-mail proven by a code: activated, no password (one can be set
 * later through "forgot password"). Two sign-ups racing for one address end on one account.
 */
export async function createPasswordlessAccount(db: Kysely<Database>, email: string, context: SignupContext): Promise<OtpUser> {
  const base = usernameFromEmail(email);
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
