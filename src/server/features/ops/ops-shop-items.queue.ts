import { SHOP_ITEMS_QUEUE } from '../../../domain/ops/queues';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import { shopItemsRepository as repo } from '../shop-items';
import { SHOP_ITEM_TARGET } from './ops-shop-items.service';
import type { QueueModule } from './queue-module';

/** The pros' shop items waiting for review. */
export const shopItemsQueue: QueueModule = {
  definition: SHOP_ITEMS_QUEUE,
  targetType: SHOP_ITEM_TARGET,
  counts: (db, operatorId) => repo.countPending(db, operatorId),
  async itemState(db, itemId) {
    const row = await repo.findItem(db, itemId);
    return row && { open: row.review === ShopItemReview.Pending && row.deleted_at === null };
  },
};
