import type { World } from '../access-matrix.world';
import { type Ctx, get, type MatrixEntry, post } from './entry';

const BASE = '/new/v1/nshop_feedbacks';

/** A's order of P's item on sale, completed (as the release of its money leaves it), and its line. */
async function completedOrderOfAP(w: World): Promise<Ctx> {
  const added = await w.ok(w.actors.P, '/new/v1/nshop_items/add.json', {
    method: 'POST',
    json: {
      quote_service_id: w.serviceP,
      quote_category_id: w.categoryId,
      name: '冷氣清洗',
      description: '分離式冷氣清洗',
      travel_preference: ['remote'],
      service_type: 'single',
      plans: [{ name: '一台', price: 1800, service_type: 'single' }],
    },
  });
  const item = added.shop_item as { shop_item_id: number; plans: { shop_item_plan_id: number }[] };
  await w.server.db.updateTable('shop_items').set({ review: 3, is_published: true }).where('id', '=', item.shop_item_id).execute();
  const body = await w.ok(w.actors.A, '/new/v1/nshop_orders/add.json', {
    method: 'POST',
    json: { items: [{ shop_item_id: item.shop_item_id, shop_item_plan_id: item.plans[0]!.shop_item_plan_id }], at_pro_place: 1 },
  });
  const order = body.nshop_order as { nshop_order_id: number; items: { id: number }[] };
  await w.server.db.updateTable('nshop_orders').set({ status: 4, completed_at: new Date() }).where('id', '=', order.nshop_order_id).execute();
  return { order: order.nshop_order_id, line: order.items[0]!.id, item: item.shop_item_id };
}

/** A's review of that order's line. */
async function reviewOfA(w: World): Promise<Ctx> {
  const ctx = await completedOrderOfAP(w);
  const body = await w.ok(w.actors.A, `${BASE}/add/${ctx.order}.json`, { method: 'POST', json: { nshop_order_item_id: ctx.line, score: 5 } });
  return { ...ctx, feedback: (body.nshop_feedback as { nshop_feedback_id: number }).nshop_feedback_id };
}

const orderReviews = (_w: World, c: Ctx) => `${BASE}/order/${c.order}.json`;

/** The shop's reviews: the order's consumer reviews, the order's pro comments, both sides read the order's reviews. */
export const SHOP_FEEDBACK_ENTRIES: Record<string, MatrixEntry> = {
  // Only the order's consumer reviews it: another consumer (B) and the order's pro (P) are 404 (840).
  'POST /api/new/v1/nshop_feedbacks/add/:file': {
    owner: 'A',
    setup: completedOrderOfAP,
    call: (_w, c) => post(`${BASE}/add/${c.order}.json`, { nshop_order_item_id: c.line, score: 5 }),
  },
  // Only the pro of the reviewed order comments: another pro (Q), a consumer (B) and the reviewer (A) are 404 (840).
  'POST /api/new/v1/nshop_feedbacks/comment/:file': {
    owner: 'P',
    setup: reviewOfA,
    call: (_w, c) => post(`${BASE}/comment/${c.feedback}.json`, { comment: '謝謝' }),
    also: [{ who: 'A', status: 404, why: 'the consumer who wrote the review does not answer it' }],
  },
  'GET /api/new/v1/nshop_feedbacks/item/:item/*': {
    owner: 'P',
    public: 'an item’s reviews, shown to everyone on its product page',
    setup: completedOrderOfAP,
    call: (_w, c) => get(`${BASE}/item/${c.item}/page:1.json`),
    expect: { guest: 200 },
  },
  'GET /api/new/v1/nshop_feedbacks/order/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: completedOrderOfAP,
    call: (w, c) => get(orderReviews(w, c)),
    readBack: orderReviews,
    also: [{ who: 'P', status: 200, why: 'the pro the order is placed with' }],
  },
};
