import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { CHARGE_APPLICATIONS_QUEUE } from '../../../domain/ops/queues';
import { chargeApplicationReviewState, countPendingChargeApplications } from './ops-charge-applications.service';
import type { QueueModule } from './queue-module';

/** Account applications (who receives a pro's payments, the bank account) waiting for review. */
export const chargeApplicationsQueue: QueueModule = {
  definition: CHARGE_APPLICATIONS_QUEUE,
  targetType: 'charge_application',
  counts: (db, operatorId) => countPendingChargeApplications(db, operatorId),
  async itemState(db, itemId) {
    const row = await chargeApplicationReviewState(db, itemId);
    return row && { open: row.status === ChargeApplicationStatus.Pending };
  },
};
