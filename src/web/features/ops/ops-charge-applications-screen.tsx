import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CHARGE_APPLICATIONS_QUEUE } from '../../../domain/ops/queues';
import type { ApiClient } from '../../api/client';
import { getChargeApplicationsPage, type OpsChargeApplicationItem } from './api/charge-applications';
import { chargeApplicationStatusText, chargeApplicationTypeText, isPendingApplication } from './ops-charge-application-texts';
import { OpsFrame } from './ops-frame';
import { opsChargeApplicationPath, opsQueuePath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<OpsChargeApplicationItem>> {
  const answer = await getChargeApplicationsPage(client, filters, page);
  return { items: answer.charge_applications, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

function ChargeApplicationsQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<OpsChargeApplicationItem>[] = [
    { label: t('ops>chargeApplications>id'), cell: (a) => `#${a.charge_application_id}` },
    { label: t('ops>chargeApplications>type'), cell: (a) => chargeApplicationTypeText(a.type) },
    { label: t('ops>chargeApplications>owner'), cell: (a) => `${a.user.full_name || a.user.username} #${a.user.id}` },
    { label: t('ops>chargeApplications>holder'), cell: (a) => a.holder_name },
    { label: t('ops>chargeApplications>account'), cell: (a) => `${a.bank_code} ${a.bank_account}` },
    { label: t('ops>chargeApplications>status'), cell: (a) => chargeApplicationStatusText(a.status) },
    { label: t('ops>chargeApplications>modified'), cell: (a) => taipeiTime(a.modified) },
  ];
  return (
    <QueueList
      queue={CHARGE_APPLICATIONS_QUEUE}
      path={opsQueuePath(CHARGE_APPLICATIONS_QUEUE.id)}
      load={load}
      idOf={(a) => a.charge_application_id}
      assignmentOf={(a) => a.assignment}
      isOpen={isPendingApplication}
      linkOf={(a) => opsChargeApplicationPath(a.charge_application_id)}
      columns={columns}
    />
  );
}

/** /ops/charge_applications: the pros' account applications waiting for review (numbers masked). */
export default function OpsChargeApplicationsScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReviewChargeApplications}>
      <h1 className="ops-title">{CHARGE_APPLICATIONS_QUEUE.title}</h1>
      <ChargeApplicationsQueue />
    </OpsFrame>
  );
}
