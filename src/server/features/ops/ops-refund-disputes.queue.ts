import { REFUND_DISPUTES_QUEUE } from '../../../domain/ops/queues';
import { countOpenDisputes, disputeState, SAFETY_PAYMENT_TARGET } from './ops-refund-disputes.service';
import type { QueueModule } from './queue-module';

/** Safety-payment refunds the pro declined, waiting for an operator's decision (items: the payments). */
export const refundDisputesQueue: QueueModule = {
  definition: REFUND_DISPUTES_QUEUE,
  targetType: SAFETY_PAYMENT_TARGET,
  counts: (db, operatorId) => countOpenDisputes(db, operatorId),
  itemState: (db, itemId) => disputeState(db, itemId),
};
