import { canReview } from '../../../domain/certificates/certificate-status';
import { CERTIFICATES_QUEUE } from '../../../domain/ops/queues';
import { certificateReviewState, countPendingCertificates } from './ops-certificates.service';
import type { QueueModule } from './queue-module';

/** Certificates (licences, company registrations, identity verifications) waiting for review. */
export const certificatesQueue: QueueModule = {
  definition: CERTIFICATES_QUEUE,
  targetType: 'service_certificate',
  counts: (db, operatorId) => countPendingCertificates(db, operatorId),
  async itemState(db, itemId) {
    const row = await certificateReviewState(db, itemId);
    return row && { open: canReview(row.status) };
  },
};
