import type { QueueIdValue } from '../../../domain/ops/queues';
import { certificatesQueue } from './ops-certificates.queue';
import { chargeApplicationsQueue } from './ops-charge-applications.queue';
import { shopItemsQueue } from './ops-shop-items.queue';
import { refundDisputesQueue } from './ops-refund-disputes.queue';
import { payoutBatchesQueue } from './payout-batches.queue';
import { serviceReportsQueue } from './ops-service-reports.queue';
import type { QueueModule } from './queue-module';

export type { QueueModule } from './queue-module';

/** Every queue's module; a new queue is one more entry (and its definition in src/domain/ops/queues.ts). */
export const QUEUE_MODULES: Record<QueueIdValue, QueueModule> = {
  certificates: certificatesQueue,
  charge_applications: chargeApplicationsQueue,
  shop_items: shopItemsQueue,
  refund_disputes: refundDisputesQueue,
  payout_batches: payoutBatchesQueue,
  service_reports: serviceReportsQueue,
};

export function queueModuleOf(id: string): QueueModule | undefined {
  return Object.hasOwn(QUEUE_MODULES, id) ? QUEUE_MODULES[id as QueueIdValue] : undefined;
}
