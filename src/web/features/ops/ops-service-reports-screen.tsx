import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { queueStatusText, SERVICE_REPORTS_QUEUE } from '../../../domain/ops/queues';
import { SERVICE_REPORT_REASON_TEXT } from '../../../domain/service-reports/service-report.schema';
import type { ApiClient } from '../../api/client';
import { getServiceReportsPage, type OpsServiceReport, opsServiceReportPath } from './api/service-reports';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<OpsServiceReport>> {
  const answer = await getServiceReportsPage(client, filters, page);
  return { items: answer.service_reports, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

function ServiceReportsQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<OpsServiceReport>[] = [
    { label: t('serviceHiding>ops>id'), cell: (r) => `#${r.id}` },
    { label: t('serviceHiding>ops>service'), cell: (r) => `${r.service.title} #${r.service.id}` },
    { label: t('serviceHiding>ops>reason'), cell: (r) => SERVICE_REPORT_REASON_TEXT[r.reason] },
    { label: t('serviceHiding>ops>status'), cell: (r) => queueStatusText(SERVICE_REPORTS_QUEUE, r.status) },
    { label: t('serviceHiding>ops>created'), cell: (r) => taipeiTime(r.created) },
  ];
  return (
    <QueueList
      queue={SERVICE_REPORTS_QUEUE}
      path={opsQueuePath(SERVICE_REPORTS_QUEUE.id)}
      load={load}
      idOf={(r) => r.id}
      assignmentOf={(r) => r.assignment}
      isOpen={(r) => r.status === 'open'}
      linkOf={(r) => opsServiceReportPath(r.id)}
      columns={columns}
    />
  );
}

/** /ops/service_reports: reports on services from the public "report this service" action. */
export default function OpsServiceReportsScreen() {
  return (
    <OpsFrame permission={OpsPermission.ModerateUsers}>
      <h1 className="ops-title">{SERVICE_REPORTS_QUEUE.title}</h1>
      <ServiceReportsQueue />
    </OpsFrame>
  );
}
