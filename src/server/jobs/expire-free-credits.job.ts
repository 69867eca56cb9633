import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { expireFreeCredits } from '../features/wallet';
import type { Job } from './scheduler';

const EVERY_MS = 60 * 60 * 1000;

/** Free credit past its period leaves the wallets that still hold it (type 39). */
export function expireFreeCreditsJob(deps: { db: Kysely<Database> }): Job {
  return { name: 'expire-free-credits', everyMs: EVERY_MS, run: (now) => expireFreeCredits(deps.db, now) };
}
