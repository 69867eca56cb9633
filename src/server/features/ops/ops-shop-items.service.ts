import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QUEUE_PAGE_SIZE, QueueId } from '../../../domain/ops/queues';
import { nextShopItemState } from '../../../domain/shop/shop-item-status';
import type { OpsShopItem, OpsShopItemsFilter } from '../../../domain/shop/shop-items.contract';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import { shopItemsRepository as repo, shopItemStateOf, toShopItemResponse } from '../shop-items';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { holderOf, toQueueAssignment } from './queue-assignments.repository';

type Db = Kysely<Database>;

/** The audit log's target type of a shop item. */
export const SHOP_ITEM_TARGET = 'shop_item';
export const OPS_SHOP_ITEM_NOT_FOUND = '找不到這個商品，可能已被刪除。';

const notFound = () => AppError.notFound(OPS_SHOP_ITEM_NOT_FOUND);

/** Items with their pro, service, category and plans and photos, as the console shows them. */
async function withContext(db: Db, rows: readonly repo.ShopItemRow[], assignments: (row: repo.ShopItemRow) => OpsShopItem['assignment']): Promise<OpsShopItem[]> {
  const ids = rows.map((r) => r.id);
  const [plans, photos, context] = await Promise.all([repo.plansOf(db, ids), repo.photosOf(db, ids), repo.contextOf(db, rows)]);
  return rows.map((row) => {
    const user = context.users.find((u) => u.id === row.user_id);
    const service = context.services.find((s) => s.id === row.quote_service_id);
    const category = context.categories.find((c) => c.id === row.quote_category_id);
    return {
      ...toShopItemResponse(row, plans, photos),
      user: user ? { id: user.id, username: user.username, full_name: fullName(user) } : null,
      service: service ?? null,
      category: category ?? null,
      assignment: assignments(row),
    };
  });
}

/** A page of the queue (pending items by default, oldest submission first). */
export async function shopItemReviewPage(db: Db, caller: OpsCaller, filter: OpsShopItemsFilter, page: number) {
  const { rows, count } = await repo.listForReview(db, { ...filter, operatorId: caller.operator.id }, QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE);
  const holders = await Promise.all(rows.map((r) => holderOf(db, QueueId.ShopItems, r.id)));
  const items = await withContext(db, rows, (row) => toQueueAssignment(holders[rows.indexOf(row)]));
  return { shop_items: items, page, total_pages: Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE)), count };
}

/** One item (deleted ones are gone for the console too). */
export async function shopItemReviewView(db: Db, id: number) {
  const row = await repo.findItem(db, id);
  if (!row || row.deleted_at) throw notFound();
  const holder = await holderOf(db, QueueId.ShopItems, id);
  const [item] = await withContext(db, [row], () => toQueueAssignment(holder));
  return { shop_item: item! };
}

/**
 * Approves or rejects a pending item (the one transition function), with its audit entry
 * (review before and after, the reason) in the same transaction; anything else is 409.
 */
export async function shopItemReviewDecide(db: Db, caller: OpsCaller, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findItem(trx, id, true);
    if (!row || row.deleted_at) throw notFound();
    const next = nextShopItemState(shopItemStateOf(row), decision.approve ? 'approve' : 'reject');
    if (!next) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這個商品不是審核中，無法再次審核。');
    const reason = decision.approve ? null : decision.reason;
    const now = caller.now;
    await repo.setState(trx, id, { review: next.review, is_published: next.published, reject_reason: reason, reviewed_by_operator_id: caller.operator.id, reviewed_at: now }, now);
    await recordAudit(trx, {
      by: caller,
      action: decision.approve ? OpsAction.ShopItemApprove : OpsAction.ShopItemReject,
      targetType: SHOP_ITEM_TARGET,
      targetId: id,
      before: { review: row.review, reject_reason: row.reject_reason },
      after: { review: next.review, reject_reason: reason },
      reason,
    });
  });
  return shopItemReviewView(db, id);
}
