import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DAY_MS } from '../../domain/time';
import { taipeiDateKey } from '../../domain/time/datetime';
import type { Database } from '../db/schema';
import { recordEscrowReconciliation } from '../features/trust-fund';
import type { Job } from './scheduler';

/**
 * Once a day (at 00:00 UTC, 08:00 in Taipei) the escrow ledger of the Taipei day before is checked
 * against the payments the gateways confirmed that day, and the trust account's cash against what
 * it owes; the result is kept in escrow_reconciliations and a difference is logged as an error.
 */
export function escrowReconciliationJob(deps: { db: Kysely<Database>; log?: Pick<FastifyBaseLogger, 'error'> }): Job {
  return {
    name: 'escrow-reconciliation',
    everyMs: DAY_MS,
    run: async (now) => {
      const day = taipeiDateKey(new Date(now.getTime() - DAY_MS));
      const check = await recordEscrowReconciliation(deps.db, day);
      if (!check.balanced) deps.log?.error({ day, mismatches: check.mismatches.length, trustCash: check.trustCash, owed: check.owed }, 'escrow reconciliation found a difference');
      return { day, balanced: check.balanced };
    },
  };
}
