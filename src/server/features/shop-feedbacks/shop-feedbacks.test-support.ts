import { randomUUID } from 'node:crypto';
import type { ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import type { Engine } from '../../db/connection';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { PNG_1X1 } from '../shop-items/shop-items.test-support';
import { orderOf, shopOrdersSuite } from '../shop-orders/shop-orders.test-support';

/** Tests only: completed shop orders made through the API, and the review calls. */

export { PNG_1X1 };

/** A review's multipart body: its fields and photo files (`attachments`). */
export function feedbackForm(fields: Record<string, string | number>, files: Buffer[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [i, bytes] of files.entries()) form.append('attachments', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`);
  return form;
}

/** The order suite with the review calls and a maker of orders taken all the way to completed. */
export function shopFeedbacksSuite(engine: Engine, env: Record<string, string> = {}) {
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', ...env });
  const api = (path: string, init?: Parameters<typeof suite.server.api>[1]) => suite.server.api(path, init);
  const must = <R extends { status: number; body: unknown }>(res: R): R => {
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res;
  };
  /** A shop and a consumer's order of its item (both plans), not yet paid. */
  async function ordered() {
    const shop = await suite.newShop();
    const buyer = await suite.consumer();
    const items = shop.plans.map((plan) => ({ shop_item_id: shop.itemId, shop_item_plan_id: plan, quantity: 1 }));
    const order = orderOf(must(await suite.add(buyer.token, { items, address: '臺北市大安區' })));
    return { shop, buyer, order };
  }
  /** Paid by card, confirmed, completion asked by the pro and accepted by the consumer (the money released). */
  async function complete(o: { shop: { token: string }; buyer: { token: string }; order: ShopOrderResponse }) {
    const prime = await samplePrime(suite.server, CARDS.visa);
    must(await api(`/new/v1/third_party_payments/pay/${o.order.payment!.pid}.json`, { method: 'POST', token: o.buyer.token, json: { pay_type: 'card', prime, idempotency_key: `pay-${randomUUID()}` } }));
    must(await suite.status(o.shop.token, 'confirm', o.order.nshop_order_id));
    must(await suite.status(o.shop.token, 'apply_complete', o.order.nshop_order_id));
    must(await suite.status(o.buyer.token, 'complete', o.order.nshop_order_id));
  }
  return {
    suite,
    api,
    ordered,
    complete,
    /** A completed order: its shop, consumer, order and its lines' ids. */
    async completed() {
      const o = await ordered();
      await complete(o);
      return { ...o, lines: o.order.items.map((l) => l.id) };
    },
    add: (token: string, orderId: number, body: FormData | Record<string, unknown>) =>
      api(`/new/v1/nshop_feedbacks/add/${orderId}.json`, body instanceof FormData ? { method: 'POST', token, body } : { method: 'POST', token, json: body }),
    comment: (token: string, feedbackId: number, comment: unknown) => api(`/new/v1/nshop_feedbacks/comment/${feedbackId}.json`, { method: 'POST', token, json: { comment } }),
    ofItem: (itemId: number, page = 1) => api(`/new/v1/nshop_feedbacks/item/${itemId}/page:${page}.json`),
    ofOrder: (token: string, orderId: number) => api(`/new/v1/nshop_feedbacks/order/${orderId}.json`, { token }),
  };
}
