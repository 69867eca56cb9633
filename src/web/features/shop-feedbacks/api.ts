import type { Answer } from '../../../domain/http/envelope';
import type { shopFeedbackAnswerShape, shopOrderFeedbacksShape } from '../../../domain/shop/shop-feedbacks.contract';
import type { ApiClient } from '../../api/client';

/** The shop reviews' calls (docs/shop.md "Reviews"). */

const BASE = '/new/v1/nshop_feedbacks';

/** An order's lines and their reviews, to its two sides. */
export function getOrderFeedbacks(api: ApiClient, orderId: number) {
  return api.request<Answer<typeof shopOrderFeedbacksShape>>(`${BASE}/order/${orderId}.json`, { quiet: true });
}

/** The consumer's review of one line: `nshop_order_item_id`, `score`, `feedback` and up to three `attachments`. */
export async function addShopFeedback(api: ApiClient, orderId: number, form: FormData) {
  return (await api.request<Answer<typeof shopFeedbackAnswerShape>>(`${BASE}/add/${orderId}.json`, { method: 'POST', body: form })).nshop_feedback;
}

/** The pro's one comment on a review. */
export async function commentShopFeedback(api: ApiClient, feedbackId: number, comment: string) {
  return (await api.request<Answer<typeof shopFeedbackAnswerShape>>(`${BASE}/comment/${feedbackId}.json`, { method: 'POST', body: { comment } })).nshop_feedback;
}
