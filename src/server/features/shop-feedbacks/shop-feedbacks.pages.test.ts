import { describe, expect, it } from 'vitest';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { shopItemSlug } from '../../../domain/shop/shop-item-slug';
import { createConsumer } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { shopItemsSuite } from '../shop-items/shop-items.test-support';
import { onSaleItem } from '../shop-public/shop-public.test-support';
import { jsonLdOf } from '../../test/rendered-page';


describe.each(ENGINES)('the product page with reviews on %s', (engine) => {
  const suite = shopItemsSuite(engine, {}, { web: true });

  it('server-renders the item rating, a review with the pro\'s reply, and the rating and review in its JSON-LD', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro, { name: '冷氣深層清洗' });
    const path = `/product/${encodeURIComponent(shopItemSlug(item.shop_item_id, item.name))}`;
    const before = await fetch(`${suite.server.baseUrl}${path}`).then((r) => r.text());
    expect(before).toContain('還沒有評價');
    const buyer = await createConsumer(suite.server.db);
    const api = suite.server.api;
    const ordered = await api('/new/v1/nshop_orders/add.json', {
      method: 'POST',
      token: buyer.token,
      json: { items: [{ shop_item_id: item.shop_item_id, shop_item_plan_id: item.plans[0]!.shop_item_plan_id }], at_pro_place: 1 },
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const order = ordered.body.nshop_order as { nshop_order_id: number; items: { id: number }[] };
    // Completed as the order's release leaves it (the whole path is in shop-feedbacks.routes.test.ts).
    await suite.server.db.updateTable('nshop_orders').set({ status: ShopOrderStatus.Completed, completed_at: new Date() }).where('id', '=', order.nshop_order_id).execute();
    const reviewed = await api(`/new/v1/nshop_feedbacks/add/${order.nshop_order_id}.json`, {
      method: 'POST',
      token: buyer.token,
      json: { nshop_order_item_id: order.items[0]!.id, score: 4, feedback: '洗得很乾淨' },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    const id = (reviewed.body.nshop_feedback as { nshop_feedback_id: number }).nshop_feedback_id;
    expect((await api(`/new/v1/nshop_feedbacks/comment/${id}.json`, { method: 'POST', token: pro.token, json: { comment: '感謝支持' } })).status).toBe(200);

    // The review raised the pros' data version: the cached page shows it at once.
    const res = await fetch(`${suite.server.baseUrl}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    const app = html.slice(html.indexOf('<div id="app">'), html.indexOf('window.__PRELOADED_STATE__'));
    expect(app).toContain('★ 4.0（1 則商品評價）');
    expect(app).toContain('洗得很乾淨');
    expect(app).toContain('感謝支持');
    const product = jsonLdOf(html).find((d) => d['@type'] === 'Product');
    expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(product?.review).toEqual([expect.objectContaining({ '@type': 'Review', reviewBody: '洗得很乾淨', reviewRating: expect.objectContaining({ ratingValue: 4 }) })]);
  });
});
