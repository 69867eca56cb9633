import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { OPEN_PAYOUT_BATCH_STATES, PAYOUT_BATCHES_QUEUE } from '../../../domain/ops/queues';
import type { ApiClient } from '../../api/client';
import { getPayoutBatchesPage, type PayoutBatchItem } from './api/finance-queues';
import { OpsFrame } from './ops-frame';
import { OPS_PAYOUT_BATCHES_PATH, opsPayoutBatchPath } from './ops-paths';
import { ntd } from './ops-refund-disputes-screen';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<PayoutBatchItem>> {
  const answer = await getPayoutBatchesPage(client, filters, page);
  return { items: answer.payout_batches, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

function BatchesQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<PayoutBatchItem>[] = [
    { label: t('ops>payouts>day'), cell: (b) => b.day },
    { label: t('ops>payouts>state'), cell: (b) => b.state_text },
    { label: t('ops>payouts>lines'), cell: (b) => String(b.line_count) },
    { label: t('ops>payouts>total'), cell: (b) => ntd(b.total_amount) },
  ];
  return (
    <QueueList
      queue={PAYOUT_BATCHES_QUEUE}
      path={OPS_PAYOUT_BATCHES_PATH}
      load={load}
      idOf={(b) => b.id}
      assignmentOf={(b) => b.assignment}
      isOpen={(b) => OPEN_PAYOUT_BATCH_STATES.includes(b.state)}
      linkOf={(b) => opsPayoutBatchPath(b.id)}
      columns={columns}
    />
  );
}

/** /ops/payout_batches: the daily payout batches (day, state, lines, total). */
export default function OpsPayoutBatchesScreen() {
  return (
    <OpsFrame permission={OpsPermission.ApprovePayouts}>
      <h1 className="ops-title">{PAYOUT_BATCHES_QUEUE.title}</h1>
      <BatchesQueue />
    </OpsFrame>
  );
}
