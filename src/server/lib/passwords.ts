import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '../../domain/users/password-rules';

const ARGON2ID = 2;

/**
 * Argon2id at OWASP's parameters: 19 MiB of memory, two passes, one lane (about 9 ms a hash on
 * an idle 2-core server). The native work runs on libuv's thread pool, not the event loop.
 * Hashes made with other parameters are replaced at the next login (`needsRehash`).
 * docs/accounts.md records the measurement.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read.
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Verified in place of a real hash when the account does not exist (or has no password), so a
 * wrong name costs the same time as a wrong password. Made once with ARGON2_OPTIONS from 32
 * random bytes nobody kept; a test checks its parameters still match.
 */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$cP8SyK9pm6ZEw1ua5lh/Fw$r7KgttP6sOfdNYfWWfjUFHizdS2pyWo9GAKLYe6nKUM';

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

// `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`: the algorithm, its version (19 = 0x13, the
// current one) and the three cost parameters.
const PHC_PARAMETERS = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/;

/**
 * Whether a stored hash (already verified) was made with other parameters than ARGON2_OPTIONS,
 * weaker or stronger, or another algorithm: it should be replaced while the password is at hand.
 */
export function needsRehash(storedHash: string): boolean {
  const match = PHC_PARAMETERS.exec(storedHash);
  if (!match) return true;
  const [, algorithm, version, memory, passes, lanes] = match;
  return (
    algorithm !== 'argon2id' ||
    version !== '19' ||
    Number(memory) !== ARGON2_OPTIONS.memoryCost ||
    Number(passes) !== ARGON2_OPTIONS.timeCost ||
    Number(lanes) !== ARGON2_OPTIONS.parallelism
  );
}
