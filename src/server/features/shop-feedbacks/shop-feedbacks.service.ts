import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText, ShopFeedbackError } from '../../../domain/errors/codes';
import {
  averageScore,
  type Checked,
  checkShopFeedbackComment,
  checkShopFeedbackScore,
  checkShopFeedbackText,
  checkShopOrderItemId,
  SHOP_FEEDBACK_ATTACHMENTS_MAX,
  SHOP_FEEDBACK_MESSAGES as M,
  SHOP_FEEDBACKS_PER_PAGE,
  type ShopFeedback,
  type ShopItemFeedbacksPage,
  type ShopOrderFeedbacks,
} from '../../../domain/shop/shop-feedbacks.contract';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { detectImageType, IMAGE_EXTENSIONS } from '../../../domain/uploads/image-type';
import { type Clock, systemClock } from '../../adapters/clock';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { isUpload } from '../../lib/uploads/attachments';
import { stripImageMetadata } from '../../lib/uploads/image-metadata';
import type { UploadedFile } from '../../plugins/body-parsing';
import { toShopFeedback } from './shop-feedbacks.mappers';
import * as repo from './shop-feedbacks.repository';

type Db = Kysely<Database>;
type Photo = { file: UploadedFile; type: keyof typeof IMAGE_EXTENSIONS };

/** Where the reviews' photos are stored. */
const PHOTO_FOLDER = 'shop-feedbacks';
/** A 400 with the spec's code and a zh-TW message naming the field. */
function badField(code: number, field: string, message: string): never {
  throw new AppError('invalid', code, `${field}：${message}`, { fields: [{ field, message }] });
}

function value<T>(checked: Checked<T>): T {
  return checked.ok ? checked.value : badField(checked.code, checked.field, checked.message);
}

/** `attachments`: at most three images, told by their bytes (853). */
function photosOf(raw: unknown): Photo[] {
  if (raw === undefined || raw === '') return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const bad = (message: string) => badField(ShopFeedbackError.BadAttachments, 'attachments', message);
  if (list.length > SHOP_FEEDBACK_ATTACHMENTS_MAX) bad(M.tooManyAttachments);
  return list.map((file) => {
    if (!isUpload(file)) return bad(M.badAttachment(''));
    const type = detectImageType(file.data);
    return type ? { file, type } : bad(M.badAttachment(file.filename));
  });
}

const notFound = (message: string) => new AppError('not_found', ShopFeedbackError.ItemMissing, message);
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

/**
 * Reviews of completed shop orders (docs/shop.md "Reviews"): the consumer reviews each line once,
 * the pro comments once on each review, anyone reads the reviews of an item on sale. Each review adds its score
 * to its item's rating in its own transaction.
 */
export class ShopFeedbacksService {
  private readonly clock: Clock;

  /**
   * `isOnSale` is the product page's rule (features/shop-public): an item's reviews are public only
   * while the item is, so a paused, unpublished or unapproved item, one of a paused or hidden
   * service or of a suspended or banned pro answers as an unknown item.
   */
  constructor(private readonly deps: { db: Db; storage: FileStorage; clock?: Clock; isOnSale: (itemId: number) => Promise<boolean> }) {
    this.clock = deps.clock ?? systemClock;
  }

  /** POST nshop_feedbacks/add/{orderId}.json: the codes in the spec's order (840, 850, 851, 852, 853, 854). */
  async add(userId: number, orderId: number, body: Record<string, unknown>): Promise<ShopFeedback> {
    const { db } = this.deps;
    const order = await repo.orderOfSide(db, orderId, userId);
    if (!order || order.consumer_user_id !== userId) throw notFound(M.orderNotFound);
    if (order.status !== ShopOrderStatus.Completed) throw new AppError('conflict', ShopFeedbackError.OrderNotCompleted, M.notCompleted);
    const score = value(checkShopFeedbackScore(body.score));
    const feedback = value(checkShopFeedbackText(body.feedback));
    const photos = photosOf(body.attachments);
    const lineId = value(checkShopOrderItemId(body.nshop_order_item_id));
    const line = await repo.orderLine(db, orderId, lineId);
    if (!line) badField(ShopFeedbackError.OrderItemMissing, 'nshop_order_item_id', M.orderItemMissing);
    const paths = await this.save(photos);
    try {
      const id = await db.transaction().execute((trx) =>
        repo.insertFeedback(trx, {
          nshop_order_id: order.id,
          nshop_order_item_id: line.id,
          shop_item_id: line.shop_item_id,
          quote_service_id: order.quote_service_id,
          consumer_user_id: userId,
          pro_user_id: order.pro_user_id,
          score,
          feedback,
          attachments: paths,
          created: this.clock.now(),
        }),
      );
      if (id === null) throw refused(M.alreadyReviewed);
      return this.one(id);
    } catch (error) {
      await Promise.allSettled(paths.map((p) => this.deps.storage.remove(p)));
      throw error;
    }
  }

  /** POST nshop_feedbacks/comment/{feedbackId}.json: the pro of the review, once (840, 852, 854). */
  async comment(userId: number, feedbackId: number, body: Record<string, unknown>): Promise<ShopFeedback> {
    await this.deps.db.transaction().execute(async (trx) => {
      const found = await repo.lockFeedbackOfPro(trx, feedbackId, userId);
      if (!found) throw notFound(M.feedbackNotFound);
      const comment = value(checkShopFeedbackComment(body.comment));
      if (found.item_deleted) throw new AppError('not_found', ShopFeedbackError.OrderItemMissing, M.itemGone);
      if (found.comment !== null) throw refused(M.alreadyCommented);
      await repo.setComment(trx, found.id, comment, this.clock.now());
    });
    return this.one(feedbackId);
  }

  /** GET nshop_feedbacks/item/{id}/page:{n}.json: an item's reviews, newest first, and its rating. */
  async ofItem(itemId: number, page: number): Promise<ShopItemFeedbacksPage> {
    const [onSale, item] = await Promise.all([this.deps.isOnSale(itemId), repo.itemRating(this.deps.db, itemId)]);
    if (!onSale || !item) throw notFound('找不到這個商品，可能已下架或被刪除。');
    const rows = await repo.feedbacksOfItem(this.deps.db, itemId, SHOP_FEEDBACKS_PER_PAGE, (page - 1) * SHOP_FEEDBACKS_PER_PAGE);
    const count = item.rating_count;
    return {
      nshop_feedbacks: rows.map(toShopFeedback),
      page,
      total_pages: Math.max(1, Math.ceil(count / SHOP_FEEDBACKS_PER_PAGE)),
      count,
      rating: averageScore(item.rating_sum, count),
      review_count: count,
    };
  }

  /** GET nshop_feedbacks/order/{id}.json: each line of the order and its review, to the order's two sides. */
  async ofOrder(userId: number, orderId: number): Promise<ShopOrderFeedbacks> {
    const { db } = this.deps;
    const order = await repo.orderOfSide(db, orderId, userId);
    if (!order) throw notFound(M.orderNotFound);
    const [lines, feedbacks] = await Promise.all([repo.linesOfOrder(db, orderId), repo.feedbacksOfOrder(db, orderId)]);
    return {
      nshop_order_id: order.id,
      is_completed: order.status === ShopOrderStatus.Completed ? 1 : 0,
      viewer: order.consumer_user_id === userId ? 'consumer' : 'pro',
      lines: lines.map((l) => {
        const found = feedbacks.find((f) => f.nshop_order_item_id === l.id);
        return { nshop_order_item_id: l.id, shop_item_id: l.shop_item_id, item_name: l.item_name, plan_name: l.plan_name, nshop_feedback: found ? toShopFeedback(found) : null };
      }),
    };
  }

  private async one(id: number): Promise<ShopFeedback> {
    return toShopFeedback((await repo.findFeedback(this.deps.db, id))!);
  }

  /** Stores the checked photos without their metadata; removes what was stored when one fails. */
  private async save(photos: readonly Photo[]): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const { file, type } of photos) {
        // An image whose signature is right but whose bytes cannot be read is a bad attachment too.
        const data = await stripImageMetadata('attachments', file.data, type).catch(() => badField(ShopFeedbackError.BadAttachments, 'attachments', M.badAttachment(file.filename)));
        saved.push(await this.deps.storage.save(PHOTO_FOLDER, data, IMAGE_EXTENSIONS[type]));
      }
    } catch (error) {
      await Promise.allSettled(saved.map((p) => this.deps.storage.remove(p)));
      throw error;
    }
    return saved;
  }
}
