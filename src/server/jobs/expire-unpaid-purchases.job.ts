import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { expireUnpaidPurchases } from '../features/payments';
import type { Job } from './scheduler';

const EVERY_MS = 60_000;

/** Unpaid convenience-store codes and ATM accounts past their deadline are marked expired. */
export function expireUnpaidPurchasesJob(deps: { db: Kysely<Database> }): Job {
  return { name: 'expire-unpaid-purchases', everyMs: EVERY_MS, run: (now) => expireUnpaidPurchases(deps.db, now) };
}
