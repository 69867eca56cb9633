import { SERVICE_REPORTS_QUEUE } from '../../../domain/ops/queues';
import { SERVICE_REPORT_TARGET, serviceReportCounts, serviceReportState } from './ops-service-reports.service';
import type { QueueModule } from './queue-module';

/** Reports on services from the public "report this service" action, waiting for trust & safety. */
export const serviceReportsQueue: QueueModule = {
  definition: SERVICE_REPORTS_QUEUE,
  targetType: SERVICE_REPORT_TARGET,
  counts: (db, operatorId) => serviceReportCounts(db, operatorId),
  async itemState(db, itemId) {
    const row = await serviceReportState(db, itemId);
    return row && { open: row.status === 'open' };
  },
};
