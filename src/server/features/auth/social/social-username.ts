import { randomInt } from 'node:crypto';

const MIN = 3;
const MAX = 20;

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_{2,}/g, '_')
    .slice(0, MAX);
}

/**
 * A username for a new social account: the e-mail's local part, else the romanised name,
 * else "user"; lower-case letters, digits and underscores, 3 to 20 characters.
 */
export function socialUsernameBase(email: string | null, name: string): string {
  const fromEmail = email ? slug(email.slice(0, email.lastIndexOf('@')).replace(/\+.*$/, '')) : '';
  const base = fromEmail || slug(name) || 'user';
  return base.length >= MIN ? base : `user_${base}`;
}

/** The base, or the base with a random number when taken (16 tries, then a long number). */
export async function uniqueUsername(base: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  const stem = base.slice(0, MAX - 4);
  for (let i = 0; i < 16; i++) {
    const candidate = `${stem}${randomInt(1000, 10000)}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base.slice(0, MAX - 9)}${randomInt(100_000_000, 1_000_000_000)}`;
}
