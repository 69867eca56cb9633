import { describe, expect, it } from 'vitest';
import { ErrorText, ShopFeedbackError } from '../../../domain/errors/codes';
import type { ShopFeedback, ShopItemFeedbacksPage, ShopOrderFeedbacks } from '../../../domain/shop/shop-feedbacks.contract';
import type { PublicShopItem } from '../../../domain/shop/shop-public.contract';
import { pauseService } from '../../test/factories/pros';
import { ENGINES } from '../../test/harness';
import { feedbackForm, PNG_1X1, shopFeedbacksSuite } from './shop-feedbacks.test-support';

const feedbackOf = (res: { body: Record<string, unknown> }) => res.body.nshop_feedback as ShopFeedback;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(ENGINES)('shop order reviews on %s', (engine) => {
  const t = shopFeedbacksSuite(engine);

  it('takes the consumer\'s review of each line of a completed order, with photos, and rates the item', async () => {
    const { shop, buyer, order, lines } = await t.completed();
    const res = await t.add(buyer.token, order.nshop_order_id, feedbackForm({ nshop_order_item_id: lines[0]!, score: 5, feedback: '師傅很準時，清得很乾淨' }, [PNG_1X1, PNG_1X1]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const review = feedbackOf(res);
    expect(review).toMatchObject({ nshop_order_id: order.nshop_order_id, nshop_order_item_id: lines[0], shop_item_id: shop.itemId, score: 5, feedback: '師傅很準時，清得很乾淨', comment: null });
    expect(review.attachments).toHaveLength(2);
    expect(review.attachments[0]).toMatch(/^\/uploads\/shop-feedbacks\/.+\.png$/);
    expect(review.reviewer_name).toMatch(/^.＊＊$/);
    const second = await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[1]!, score: 2 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(feedbackOf(second).feedback).toBe('');
    // The same line again is refused.
    const again = await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[0]!, score: 4 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ErrorText.ActionNotAllowed);
    // The item's rating: (5 + 2) / 2, in its reviews' list and in the public item answer.
    const page = (await t.ofItem(shop.itemId)).body as unknown as ShopItemFeedbacksPage;
    expect(page).toMatchObject({ rating: 3.5, review_count: 2, count: 2, page: 1, total_pages: 1 });
    expect(page.nshop_feedbacks.map((f) => f.score)).toEqual([2, 5]);
    const item = (await t.api(`/new/v1/nshop_items/public/${shop.itemId}.json`)).body.shop_item as PublicShopItem;
    expect(item).toMatchObject({ rating: 3.5, review_count: 2 });
    expect(item.reviews?.map((r) => r.score)).toEqual([2, 5]);
    const cards = (await t.api(`/new/v1/nshop_items/service/${shop.service.id}.json`)).body.shop_items as PublicShopItem[];
    expect(cards[0]).toMatchObject({ rating: 3.5, review_count: 2 });
    // The pro's profile: the shop rating apart, the quote rating untouched.
    const profile = (await t.api(`/quote_services/view/${shop.service.id}.json`)).body.quote_service as Record<string, unknown>;
    expect(profile).toMatchObject({ shop_rating: 3.5, shop_rating_count: 2, rating: null, review_count: 0 });
  });

  it('answers 840 to anyone but the order\'s consumer and 850 before the order is completed', async () => {
    const { shop, buyer, order, lines } = await t.completed();
    const stranger = await t.suite.consumer();
    for (const token of [stranger.token, shop.token]) {
      const res = await t.add(token, order.nshop_order_id, { nshop_order_item_id: lines[0]!, score: 5 });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ShopFeedbackError.ItemMissing);
    }
    expect((await t.add(buyer.token, 999_999, { nshop_order_item_id: lines[0]!, score: 5 })).body.error).toBe(ShopFeedbackError.ItemMissing);
    const open = await t.ordered();
    const res = await t.add(open.buyer.token, open.order.nshop_order_id, { nshop_order_item_id: open.order.items[0]!.id, score: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ShopFeedbackError.OrderNotCompleted);
    expect(String(res.body.message)).toContain('訂單完成後');
    // A guest: the session first.
    expect((await t.api(`/new/v1/nshop_feedbacks/add/${order.nshop_order_id}.json`, { method: 'POST', json: {} })).status).toBe(403);
  });

  it('checks score (851), text (852), photos (853) and the order line (854) in that order, naming the field', async () => {
    const { buyer, order, lines } = await t.completed();
    const other = await t.completed();
    const add = (body: FormData | Record<string, unknown>) => t.add(buyer.token, order.nshop_order_id, body);
    const cases: [FormData | Record<string, unknown>, number, string][] = [
      [{ nshop_order_item_id: 'x', score: 0, feedback: 'x'.repeat(51) }, ShopFeedbackError.BadScore, 'score'],
      [{ nshop_order_item_id: lines[0]!, score: 6 }, ShopFeedbackError.BadScore, 'score'],
      [{ nshop_order_item_id: lines[0]!, score: '4.5' }, ShopFeedbackError.BadScore, 'score'],
      [{ nshop_order_item_id: 'x', score: 4, feedback: '好'.repeat(51) }, ShopFeedbackError.BadText, 'feedback'],
      [{ nshop_order_item_id: lines[0]!, score: 4, feedback: { a: 1 } }, ShopFeedbackError.BadText, 'feedback'],
      [feedbackForm({ nshop_order_item_id: 'x', score: 4 }, [PNG_1X1, PNG_1X1, PNG_1X1, PNG_1X1]), ShopFeedbackError.BadAttachments, 'attachments'],
      [feedbackForm({ nshop_order_item_id: lines[0]!, score: 4 }, [Buffer.from('not an image')]), ShopFeedbackError.BadAttachments, 'attachments'],
      // A PNG's signature with nothing readable after it.
      [feedbackForm({ nshop_order_item_id: lines[0]!, score: 4 }, [PNG_1X1.subarray(0, 12)]), ShopFeedbackError.BadAttachments, 'attachments'],
      [{ nshop_order_item_id: 'x', score: 4 }, ShopFeedbackError.OrderItemMissing, 'nshop_order_item_id'],
      [{ score: 4 }, ShopFeedbackError.OrderItemMissing, 'nshop_order_item_id'],
      [{ nshop_order_item_id: other.lines[0]!, score: 4 }, ShopFeedbackError.OrderItemMissing, 'nshop_order_item_id'],
    ];
    for (const [body, code, field] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error, JSON.stringify(res.body)).toBe(code);
      expect(res.body.fields).toEqual([expect.objectContaining({ field })]);
      expect(String(res.body.message)).toContain(field);
    }
    // Fifty characters (of any script), three photos and a GIF are fine.
    const ok = await add(feedbackForm({ nshop_order_item_id: lines[0]!, score: 3, feedback: '好'.repeat(50) }, [PNG_1X1, GIF, PNG_1X1]));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(feedbackOf(ok).attachments).toHaveLength(3);
    // Nothing was written by the refused calls.
    const rows = await t.suite.server.db.selectFrom('nshop_feedbacks').select('id').where('nshop_order_id', '=', order.nshop_order_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets the pro comment once on a review (840 for anyone else, 852 bad text, 854 the item deleted)', async () => {
    const { shop, buyer, order, lines } = await t.completed();
    const first = feedbackOf(await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[0]!, score: 4, feedback: '不錯' }));
    const otherPro = await t.suite.newShop();
    for (const token of [otherPro.token, buyer.token]) {
      const res = await t.comment(token, first.nshop_feedback_id, '謝謝');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ShopFeedbackError.ItemMissing);
    }
    expect((await t.comment(shop.token, 999_999, '謝謝')).body.error).toBe(ShopFeedbackError.ItemMissing);
    for (const bad of ['', '   ', 'x'.repeat(51), 12]) {
      const res = await t.comment(shop.token, first.nshop_feedback_id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ShopFeedbackError.BadText);
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'comment' })]);
    }
    const res = await t.comment(shop.token, first.nshop_feedback_id, '謝謝您的評價！');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(feedbackOf(res)).toMatchObject({ comment: '謝謝您的評價！' });
    expect(feedbackOf(res).commented_at).not.toBeNull();
    const again = await t.comment(shop.token, first.nshop_feedback_id, '再說一次');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ErrorText.ActionNotAllowed);
    // The comment shows in the item's list.
    const page = (await t.ofItem(shop.itemId)).body as unknown as ShopItemFeedbacksPage;
    expect(page.nshop_feedbacks[0]).toMatchObject({ comment: '謝謝您的評價！' });
    // A review of an item the pro deleted takes no comment: 854.
    const second = feedbackOf(await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[1]!, score: 5 }));
    const gone = await t.api(`/new/v1/nshop_items/change_status/delete/${shop.itemId}.json`, { method: 'POST', token: shop.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const refused = await t.comment(shop.token, second.nshop_feedback_id, '謝謝');
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(ShopFeedbackError.OrderItemMissing);
    expect((await t.ofItem(shop.itemId)).status).toBe(404);
  });

  it('answers an order\'s lines and reviews to its two sides only', async () => {
    const { shop, buyer, order, lines } = await t.completed();
    await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[1]!, score: 5 });
    const mine = await t.ofOrder(buyer.token, order.nshop_order_id);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const body = mine.body as unknown as ShopOrderFeedbacks;
    expect(body).toMatchObject({ nshop_order_id: order.nshop_order_id, is_completed: 1, viewer: 'consumer' });
    expect(body.lines.map((l) => [l.nshop_order_item_id, l.nshop_feedback?.score ?? null])).toEqual([
      [lines[0], null],
      [lines[1], 5],
    ]);
    expect(((await t.ofOrder(shop.token, order.nshop_order_id)).body as unknown as ShopOrderFeedbacks).viewer).toBe('pro');
    const stranger = await t.suite.consumer();
    const res = await t.ofOrder(stranger.token, order.nshop_order_id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(ShopFeedbackError.ItemMissing);
  });

  it('answers an item\'s reviews as for an unknown item while it is not on sale (unpublished, its service paused, its pro suspended)', async () => {
    const { shop, buyer, order, lines } = await t.completed();
    expect((await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: lines[0]!, score: 4, feedback: '很好' })).status).toBe(200);
    const db = t.suite.server.db;
    const unknown = await t.ofItem(999_999);
    expect(unknown.status).toBe(404);
    const hidden = async (why: string) => {
      const res = await t.ofItem(shop.itemId);
      expect(res.status, why).toBe(404);
      expect(res.body, why).toEqual(unknown.body);
    };
    const shown = async () => expect(((await t.ofItem(shop.itemId)).body as unknown as ShopItemFeedbacksPage).nshop_feedbacks.map((f) => f.score)).toEqual([4]);
    /** The order's own reviews stay with its two sides whatever the item's state. */
    const orderReviews = async (token: string) => {
      const res = await t.ofOrder(token, order.nshop_order_id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as unknown as ShopOrderFeedbacks).lines.map((l) => l.nshop_feedback?.score ?? null);
    };
    await shown();
    const itemStatus = (action: string) => t.api(`/new/v1/nshop_items/change_status/${action}/${shop.itemId}.json`, { method: 'POST', token: shop.token });
    // Unpublished (paused) by its pro.
    expect((await itemStatus('unpublish')).status).toBe(200);
    await hidden('unpublished');
    expect(await orderReviews(buyer.token)).toEqual([4, null]);
    expect(await orderReviews(shop.token)).toEqual([4, null]);
    expect((await itemStatus('publish')).status).toBe(200);
    await shown();
    // Its service paused.
    const pause = await pauseService(db, shop.service.id);
    await hidden('service paused');
    expect(await orderReviews(shop.token)).toEqual([4, null]);
    await db.deleteFrom('suspension_events').where('id', '=', pause.id).execute();
    await shown();
    // Its pro suspended.
    await db.updateTable('users').set({ standing: 'suspended', standing_until: new Date(Date.now() + 86_400_000) }).where('id', '=', shop.user.id).execute();
    await hidden('pro suspended');
    expect(await orderReviews(buyer.token)).toEqual([4, null]);
    await db.updateTable('users').set({ standing: 'active', standing_until: null }).where('id', '=', shop.user.id).execute();
    await shown();
  });

  it('pages an item\'s reviews 20 at a time, newest first, for anyone', async () => {
    const shop = await t.suite.newShop({ is_quantity_limited: 0, remaining_quantity: undefined });
    const ids: number[] = [];
    const db = t.suite.server.db;
    // 21 completed orders of the same item, reviewed through the API.
    for (let i = 0; i < 21; i += 1) {
      const buyer = await t.suite.consumer();
      const o = await t.suite.add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], at_pro_place: 1 });
      expect(o.status, JSON.stringify(o.body)).toBe(200);
      const order = o.body.nshop_order as { nshop_order_id: number; items: { id: number }[] };
      await db.updateTable('nshop_orders').set({ status: 4, completed_at: new Date() }).where('id', '=', order.nshop_order_id).execute();
      const res = await t.add(buyer.token, order.nshop_order_id, { nshop_order_item_id: order.items[0]!.id, score: (i % 5) + 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(feedbackOf(res).nshop_feedback_id);
    }
    const first = (await t.ofItem(shop.itemId, 1)).body as unknown as ShopItemFeedbacksPage;
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 21, review_count: 21, rating: 2.9 });
    expect(first.nshop_feedbacks.map((f) => f.nshop_feedback_id)).toEqual(ids.slice(1).reverse());
    const second = (await t.ofItem(shop.itemId, 2)).body as unknown as ShopItemFeedbacksPage;
    expect(second.nshop_feedbacks.map((f) => f.nshop_feedback_id)).toEqual([ids[0]]);
    expect((await t.api(`/new/v1/nshop_feedbacks/item/${shop.itemId}/page:x.json`)).status).toBe(400);
  });
});

describe.each(ENGINES)('shop order reviews with the shop flag off on %s', (engine) => {
  const t = shopFeedbacksSuite(engine, { FEATURE_SHOP: 'false' });
  it('answers 404 to every call', async () => {
    const buyer = await t.suite.consumer();
    const calls = [
      await t.add(buyer.token, 1, { nshop_order_item_id: 1, score: 5 }),
      await t.comment(buyer.token, 1, '謝謝'),
      await t.ofItem(1),
      await t.ofOrder(buyer.token, 1),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404, 404]);
  });
});
