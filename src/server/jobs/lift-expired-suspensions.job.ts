import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { liftExpiredSuspensions } from '../features/standing';
import type { Job } from './scheduler';

const EVERY_MS = 60_000;

/** Suspensions whose end has passed are lifted, and the cached public pro lists are dropped. */
export function liftExpiredSuspensionsJob(deps: { db: Kysely<Database> }): Job {
  return { name: 'lift-expired-suspensions', everyMs: EVERY_MS, run: (now) => liftExpiredSuspensions(deps.db, now) };
}
