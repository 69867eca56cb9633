import { OPEN_PAYOUT_BATCH_STATES, PAYOUT_BATCHES_QUEUE } from '../../../domain/ops/queues';
import { countOpenBatches, findBatch } from './payout-batches.repository';
import { PAYOUT_TARGET } from './payout-batches.service';
import type { QueueModule } from './queue-module';

/** The daily payout batches waiting for finance: approve, export the bank file, import the bank's result. */
export const payoutBatchesQueue: QueueModule = {
  definition: PAYOUT_BATCHES_QUEUE,
  targetType: PAYOUT_TARGET,
  counts: (db, operatorId) => countOpenBatches(db, operatorId),
  async itemState(db, itemId) {
    const batch = await findBatch(db, itemId);
    return batch && { open: OPEN_PAYOUT_BATCH_STATES.includes(batch.state) };
  },
};
