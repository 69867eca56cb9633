import { taipeiDateKey } from '../../domain/time/datetime';
import type { PayoutBatchesService } from '../features/ops';
import type { Job } from './scheduler';

const EVERY_MS = 24 * 60 * 60_000;

/** Daily: the day's payout batch (every pro's payable, every refund owed by transfer) for finance to approve. */
export function payoutBatchJob(deps: { payouts: Pick<PayoutBatchesService, 'build'> }): Job {
  return {
    name: 'payout-batch',
    everyMs: EVERY_MS,
    run: async (now) => {
      const batch = await deps.payouts.build(taipeiDateKey(now), now);
      return batch ? { batch: batch.id, lines: batch.line_count } : { batch: null };
    },
  };
}
