import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '../../domain/users/password-rules';

const ARGON2ID = 2;

/**
 * Argon2id with 19 MiB of memory. OWASP's floor for 19 MiB is two passes; six passes bring one
 * hash to the 20-50 ms the issue asks for on this machine (about 24 ms; two passes took 9 ms).
 * docs/accounts.md records the measurement.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read.
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 6,
  parallelism: 1,
} as const;

/**
 * Verified in place of a real hash when the account does not exist (or has no password), so a
 * wrong name costs the same time as a wrong password. Made once with ARGON2_OPTIONS from 32
 * random bytes nobody kept; a test checks its parameters still match.
 */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=6,p=1$Q/EXvBuO+xaquFFcqHF2Ng$z2/fE1cNrI8DZzk2CP7ZL3Ux6yH0HwhOmMGbdcF0LzY';

/** The Argon2id hash (PHC string with salt and parameters) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

/**
 * Whether the password matches the stored hash. Without a hash (no such account, or an
 * account that signs in only through Google or a code) the dummy hash is verified all the
 * same and the answer is false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const candidate = normalizePassword(password);
  if (!storedHash) {
    await verify(DUMMY_PASSWORD_HASH, candidate).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, candidate);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}
