import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CERTIFICATES_QUEUE } from '../../../domain/ops/queues';
import type { ApiClient } from '../../api/client';
import { getCertificatesPage, type OpsCertificateItem } from './api/certificates';
import { certificateNumber, certificateStatusText, certificateTypeText, isPending } from './ops-certificate-texts';
import { OpsFrame } from './ops-frame';
import { opsCertificatePath, opsQueuePath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<OpsCertificateItem>> {
  const answer = await getCertificatesPage(client, filters, page);
  return { items: answer.service_certificates, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

function CertificatesQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<OpsCertificateItem>[] = [
    { label: t('ops>certificates>id'), cell: (c) => `#${c.service_certificate_id}` },
    { label: t('ops>certificates>name'), cell: (c) => c.name },
    { label: t('ops>certificates>type'), cell: (c) => certificateTypeText(c.type) },
    { label: t('ops>certificates>owner'), cell: (c) => `${c.user.full_name || c.user.username} #${c.user.id}` },
    { label: t('ops>certificates>number'), cell: (c) => certificateNumber(c) },
    { label: t('ops>certificates>status'), cell: (c) => certificateStatusText(c.status) },
    { label: t('ops>certificates>modified'), cell: (c) => taipeiTime(c.modified) },
  ];
  return (
    <QueueList
      queue={CERTIFICATES_QUEUE}
      path={opsQueuePath(CERTIFICATES_QUEUE.id)}
      load={load}
      idOf={(c) => c.service_certificate_id}
      assignmentOf={(c) => c.assignment}
      isOpen={isPending}
      linkOf={(c) => opsCertificatePath(c.service_certificate_id)}
      columns={columns}
    />
  );
}

/** /ops/certificates: certificates, identity and company verifications waiting for review (numbers masked). */
export default function OpsCertificatesScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReviewCertificates}>
      <h1 className="ops-title">{CERTIFICATES_QUEUE.title}</h1>
      <CertificatesQueue />
    </OpsFrame>
  );
}
