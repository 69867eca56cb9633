import { z } from 'zod';
import { ShopFeedbackError } from '../errors/codes';
import { pagedShape } from '../http/refs';

/**
 * Reviews of completed shop orders (spec sections 5 and 8, docs/shop.md "Reviews"): the bodies'
 * rules, each with its code, and the answers. Shared by the server and the web forms.
 */

/** Characters a review's text and a pro's comment hold at most (spec section 5). */
export const SHOP_FEEDBACK_TEXT_MAX = 50;
/** Photos a review carries at most. */
export const SHOP_FEEDBACK_ATTACHMENTS_MAX = 3;
export const SHOP_FEEDBACK_SCORE_MIN = 1;
export const SHOP_FEEDBACK_SCORE_MAX = 5;
/** Reviews an item's public list shows a page (the spec's feedbacks limit). */
export const SHOP_FEEDBACKS_PER_PAGE = 20;
/** Newest reviews the product page carries (and its JSON-LD). */
export const SHOP_ITEM_PAGE_REVIEWS = 5;

export const SHOP_FEEDBACK_MESSAGES = {
  orderNotFound: '找不到這筆訂單（nshop_order_id），或它不是您的訂單。',
  feedbackNotFound: '找不到這則評價，或它不是您商品的評價。',
  notCompleted: '訂單完成後才能評價（nshop_order_id）。',
  badScore: `評分（score）必須是 ${SHOP_FEEDBACK_SCORE_MIN} 到 ${SHOP_FEEDBACK_SCORE_MAX} 的整數。`,
  badText: `評價內容（feedback）必須是文字，最多 ${SHOP_FEEDBACK_TEXT_MAX} 個字。`,
  badComment: `回覆（comment）必須是 1 到 ${SHOP_FEEDBACK_TEXT_MAX} 個字的文字。`,
  tooManyAttachments: `照片（attachments）最多 ${SHOP_FEEDBACK_ATTACHMENTS_MAX} 張。`,
  badAttachment: (name: string) => `照片（attachments）「${name}」不是 png、jpeg 或 gif 圖片。`,
  orderItemMissing: '找不到這筆訂單的這個商品項目（nshop_order_item_id）。',
  itemGone: '這則評價的商品已刪除（nshop_order_item_id），無法回覆。',
  alreadyReviewed: '這個訂單項目已經評價過了。',
  alreadyCommented: '這則評價已經回覆過了。',
} as const;

/** A checked field: its value, or the spec's code and a zh-TW message naming the field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; code: number; field: string; message: string };

const fail = (code: number, field: string, message: string) => ({ ok: false as const, code, field, message });

/** `score`: a whole 1-5 (851). */
export function checkShopFeedbackScore(raw: unknown): Checked<number> {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < SHOP_FEEDBACK_SCORE_MIN || n > SHOP_FEEDBACK_SCORE_MAX) return fail(ShopFeedbackError.BadScore, 'score', SHOP_FEEDBACK_MESSAGES.badScore);
  return { ok: true, value: n };
}

/** `feedback`: text of at most 50 characters (852); absent is no text. Characters are code points. */
export function checkShopFeedbackText(raw: unknown): Checked<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return fail(ShopFeedbackError.BadText, 'feedback', SHOP_FEEDBACK_MESSAGES.badText);
  const text = raw.trim();
  if ([...text].length > SHOP_FEEDBACK_TEXT_MAX) return fail(ShopFeedbackError.BadText, 'feedback', SHOP_FEEDBACK_MESSAGES.badText);
  return { ok: true, value: text };
}

/** `comment`: the pro's reply, 1-50 characters (852). */
export function checkShopFeedbackComment(raw: unknown): Checked<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const length = [...text].length;
  if (length === 0 || length > SHOP_FEEDBACK_TEXT_MAX) return fail(ShopFeedbackError.BadText, 'comment', SHOP_FEEDBACK_MESSAGES.badComment);
  return { ok: true, value: text };
}

/** `nshop_order_item_id`: a positive id (854 otherwise; whether it is the order's is the server's to say). */
export function checkShopOrderItemId(raw: unknown): Checked<number> {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) return fail(ShopFeedbackError.OrderItemMissing, 'nshop_order_item_id', SHOP_FEEDBACK_MESSAGES.orderItemMissing);
  return { ok: true, value: n };
}

/** A review as it is answered: the consumer's name masked, photos as URLs, the pro's comment. */
export const shopFeedbackSchema = z.object({
  nshop_feedback_id: z.number().int(),
  nshop_order_id: z.number().int(),
  nshop_order_item_id: z.number().int(),
  shop_item_id: z.number().int(),
  item_name: z.string(),
  plan_name: z.string(),
  score: z.number().int(),
  feedback: z.string(),
  attachments: z.array(z.string()),
  /** Masked (王＊＊), as quote reviews show reviewers. */
  reviewer_name: z.string(),
  comment: z.string().nullable(),
  commented_at: z.string().nullable(),
  created: z.string(),
});
export type ShopFeedback = z.infer<typeof shopFeedbackSchema>;

/** POST nshop_feedbacks/add/{orderId}.json and comment/{feedbackId}.json */
export const shopFeedbackAnswerShape = { nshop_feedback: shopFeedbackSchema };

/** GET nshop_feedbacks/item/{shopItemId}/page:{n}.json: newest first, with the item's rating. */
export const shopItemFeedbacksPageShape = {
  ...pagedShape('nshop_feedbacks', shopFeedbackSchema),
  rating: z.number().nullable(),
  review_count: z.number().int(),
};
export type ShopItemFeedbacksPage = z.infer<z.ZodObject<typeof shopItemFeedbacksPageShape>>;

/** One line of an order as its review screen needs it: reviewed or not. */
export const shopOrderFeedbackLineSchema = z.object({
  nshop_order_item_id: z.number().int(),
  shop_item_id: z.number().int(),
  item_name: z.string(),
  plan_name: z.string(),
  nshop_feedback: shopFeedbackSchema.nullable(),
});
export type ShopOrderFeedbackLine = z.infer<typeof shopOrderFeedbackLineSchema>;

/** GET nshop_feedbacks/order/{orderId}.json: to the order's two sides. */
export const shopOrderFeedbacksShape = {
  nshop_order_id: z.number().int(),
  /** Whether the order is completed (only then may its lines be reviewed). */
  is_completed: z.union([z.literal(0), z.literal(1)]),
  viewer: z.enum(['pro', 'consumer']),
  lines: z.array(shopOrderFeedbackLineSchema),
};
export type ShopOrderFeedbacks = z.infer<z.ZodObject<typeof shopOrderFeedbacksShape>>;

/** An average of scores to one decimal; null without reviews. */
export function averageScore(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
