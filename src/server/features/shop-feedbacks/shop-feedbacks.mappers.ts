import type { ShopFeedback } from '../../../domain/shop/shop-feedbacks.contract';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import { maskName } from '../discovery';
import type { FeedbackRow } from './shop-feedbacks.repository';

/** A review as every answer shows it: the consumer's name masked like quote reviews (王＊＊). */
export function toShopFeedback(row: FeedbackRow): ShopFeedback {
  const name = `${row.last_name ?? ''}${row.first_name ?? ''}`.trim() || (row.username ?? '');
  return {
    nshop_feedback_id: row.id,
    nshop_order_id: row.nshop_order_id,
    nshop_order_item_id: row.nshop_order_item_id,
    shop_item_id: row.shop_item_id,
    item_name: row.item_name,
    plan_name: row.plan_name,
    score: row.score,
    feedback: row.feedback,
    attachments: row.attachments.map((path) => uploadUrl(path)),
    reviewer_name: maskName(name.trim()),
    comment: row.comment,
    commented_at: row.commented_at ? toUtcString(row.commented_at) : null,
    created: toUtcString(row.created),
  };
}
