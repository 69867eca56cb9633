import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { REFUND_DISPUTES_QUEUE } from '../../../domain/ops/queues';
import { SafetyPaymentState } from '../../../domain/safety-payments/states';
import type { ApiClient } from '../../api/client';
import { getRefundDisputesPage, type OpsDisputeItem } from './api/finance-queues';
import { OpsFrame } from './ops-frame';
import { OPS_REFUND_DISPUTES_PATH, opsRefundDisputePath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<OpsDisputeItem>> {
  const answer = await getRefundDisputesPage(client, filters, page);
  return { items: answer.refund_disputes, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

/** NT$ as the console shows it. */
export const ntd = (n: number) => `NT$ ${n.toLocaleString('en-US')}`;

function DisputesQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<OpsDisputeItem>[] = [
    { label: t('ops>disputes>payment'), cell: (d) => `#${d.id} ${d.pid}` },
    { label: t('ops>disputes>subject'), cell: (d) => (d.nshop_order_id === null ? t('ops>disputes>bidPayment', { id: d.quote_bid_id ?? '' }) : t('ops>disputes>shopOrder', { id: d.nshop_order_id })) },
    { label: t('ops>disputes>consumer'), cell: (d) => `${d.consumer.full_name} #${d.consumer.id}` },
    { label: t('ops>disputes>pro'), cell: (d) => `${d.pro.full_name} #${d.pro.id}` },
    { label: t('ops>disputes>amount'), cell: (d) => ntd(d.amount) },
    { label: t('ops>disputes>requested'), cell: (d) => ntd(d.refund.amount) },
    { label: t('ops>disputes>declinedAt'), cell: (d) => (d.refund.declined_at ? taipeiTime(d.refund.declined_at) : '—') },
  ];
  return (
    <QueueList
      queue={REFUND_DISPUTES_QUEUE}
      path={OPS_REFUND_DISPUTES_PATH}
      load={load}
      idOf={(d) => d.id}
      assignmentOf={(d) => d.assignment}
      isOpen={(d) => d.state === SafetyPaymentState.Disputed}
      linkOf={(d) => opsRefundDisputePath(d.id)}
      columns={columns}
    />
  );
}

/** /ops/refund_disputes: safety-payment refunds the pro declined, waiting for a decision. */
export default function OpsRefundDisputesScreen() {
  return (
    <OpsFrame permission={OpsPermission.DecideDisputes}>
      <h1 className="ops-title">{REFUND_DISPUTES_QUEUE.title}</h1>
      <DisputesQueue />
    </OpsFrame>
  );
}
