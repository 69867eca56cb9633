import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { queueStatusText, SHOP_ITEMS_QUEUE } from '../../../domain/ops/queues';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import type { ApiClient } from '../../api/client';
import { getShopItemsPage, type OpsShopItem } from './api/shop-items';
import { OpsFrame } from './ops-frame';
import { opsQueuePath, opsShopItemPath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { type QueueColumn, QueueList, type QueuePage } from './queue-list';
import type { QueueFilters } from './queue-query';

async function load(client: ApiClient, filters: QueueFilters, page: number): Promise<QueuePage<OpsShopItem>> {
  const answer = await getShopItemsPage(client, filters, page);
  return { items: answer.shop_items, page: answer.page, total_pages: answer.total_pages, count: answer.count };
}

function ShopItemsQueue() {
  const { t } = useTranslation();
  const columns: QueueColumn<OpsShopItem>[] = [
    { label: t('ops>shopItems>id'), cell: (i) => `#${i.shop_item_id}` },
    { label: t('ops>shopItems>name'), cell: (i) => i.name },
    { label: t('ops>shopItems>owner'), cell: (i) => (i.user ? `${i.user.full_name || i.user.username} #${i.user.id}` : t('ops>shopItems>ownerGone')) },
    { label: t('ops>shopItems>category'), cell: (i) => i.category?.name ?? '' },
    { label: t('ops>shopItems>review'), cell: (i) => queueStatusText(SHOP_ITEMS_QUEUE, i.review) },
    { label: t('ops>shopItems>submitted'), cell: (i) => (i.submitted_at ? taipeiTime(i.submitted_at) : '') },
  ];
  return (
    <QueueList
      queue={SHOP_ITEMS_QUEUE}
      path={opsQueuePath(SHOP_ITEMS_QUEUE.id)}
      load={load}
      idOf={(i) => i.shop_item_id}
      assignmentOf={(i) => i.assignment}
      isOpen={(i) => i.review === ShopItemReview.Pending}
      linkOf={(i) => opsShopItemPath(i.shop_item_id)}
      columns={columns}
    />
  );
}

/** /ops/shop_items: the pros' shop items waiting for review. */
export default function OpsShopItemsScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReviewShopItems}>
      <h1 className="ops-title">{SHOP_ITEMS_QUEUE.title}</h1>
      <ShopItemsQueue />
    </OpsFrame>
  );
}
