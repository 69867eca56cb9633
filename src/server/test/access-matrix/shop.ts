import type { World } from '../access-matrix.world';
import { type Ctx, get, type MatrixEntry, post } from './entry';

const BASE = '/new/v1/nshop_items';

/** A whole, valid item body for P's service in its category. */
function itemBodyOfP(w: World, change: Record<string, unknown> = {}) {
  return {
    quote_service_id: w.serviceP,
    quote_category_id: w.categoryId,
    name: '冷氣清洗',
    description: '分離式冷氣清洗',
    travel_preference: ['remote'],
    service_type: 'single',
    plans: [{ name: '一台', price: 1800, service_type: 'single' }],
    ...change,
  };
}

/** A draft item of P's, made fresh for each entry. */
async function shopItemOfP(w: World): Promise<Ctx> {
  const body = await w.ok(w.actors.P, `${BASE}/add.json`, { method: 'POST', json: itemBodyOfP(w) });
  return { item: (body.shop_item as { shop_item_id: number }).shop_item_id };
}

/** An item of P's sent for review (what the console's queue decides on). */
async function pendingItemOfP(w: World): Promise<Ctx> {
  const ctx = await shopItemOfP(w);
  await w.ok(w.actors.P, `${BASE}/change_status/apply_review/${ctx.item}.json`, { method: 'POST', json: {} });
  return ctx;
}

/** An item of P's on sale (approved and published as the console leaves it), not quantity-limited. */
async function itemOnSaleOfP(w: World): Promise<{ item: number; plan: number }> {
  const body = await w.ok(w.actors.P, `${BASE}/add.json`, { method: 'POST', json: itemBodyOfP(w) });
  const item = body.shop_item as { shop_item_id: number; plans: { shop_item_plan_id: number }[] };
  await w.server.db.updateTable('shop_items').set({ review: 3, is_published: true }).where('id', '=', item.shop_item_id).execute();
  return { item: item.shop_item_id, plan: item.plans[0]!.shop_item_plan_id };
}

/** A's cart line of P's item. */
async function cartLineOfA(w: World): Promise<Ctx> {
  const { item, plan } = await itemOnSaleOfP(w);
  const body = await w.ok(w.actors.A, '/new/v1/nshop_carts/add.json', { method: 'POST', json: { shop_item_id: item, shop_item_plan_id: plan } });
  return { line: (body.nshop_carts as { id: number }[])[0]!.id };
}

/** A's unpaid order of P's item. */
async function orderOfAP(w: World): Promise<Ctx> {
  const { item, plan } = await itemOnSaleOfP(w);
  const body = await w.ok(w.actors.A, `${ORDERS}/add.json`, { method: 'POST', json: { items: [{ shop_item_id: item, shop_item_plan_id: plan }], at_pro_place: 1 } });
  const order = body.nshop_order as { nshop_order_id: number; hash: string };
  return { order: order.nshop_order_id, hash: order.hash };
}

const ORDERS = '/new/v1/nshop_orders';
const orderView = (_w: World, c: Ctx) => `${ORDERS}/view/${c.order}.json`;

/** P's service category (of P's service, in the world's category), as the shop settings name it. */
async function serviceCategoryOfP(w: World): Promise<Ctx> {
  const body = await w.ok(w.actors.P, '/new/v1/nshop_categories/index.json');
  const rows = body.shop_service_categories as { service_category_id: number; quote_service_id: number }[];
  const row = rows.find((r) => r.quote_service_id === w.serviceP);
  if (!row) throw new Error('P has no service category');
  return { serviceCategory: row.service_category_id };
}

/** An item of P's on sale: approved as an operator would, straight in the database (the console's own test covers that path), then published by P. */
async function onSaleItemOfP(w: World): Promise<Ctx> {
  const ctx = await pendingItemOfP(w);
  await w.server.db.updateTable('shop_items').set({ review: 3, reviewed_at: new Date() }).where('id', '=', Number(ctx.item)).execute();
  await w.ok(w.actors.P, `${BASE}/change_status/publish/${ctx.item}.json`, { method: 'POST', json: {} });
  return ctx;
}

/** The shop's items (P's): someone else's item is 404 with code 802; the console's queue is for operators only. */
export const SHOP_ENTRIES: Record<string, MatrixEntry> = {
  'POST /api/new/v1/nshop_items/add.json': {
    owner: 'P',
    // quote_service_id names P's service: only its owner may sell in it.
    call: (w) => post(`${BASE}/add.json`, itemBodyOfP(w)),
  },
  'GET /api/new/v1/nshop_items/view/:file': {
    owner: 'P',
    setup: shopItemOfP,
    call: (_w, c) => get(`${BASE}/view/${c.item}.json`),
  },
  'POST /api/new/v1/nshop_items/edit/:file': {
    owner: 'P',
    setup: shopItemOfP,
    call: (w, c) => post(`${BASE}/edit/${c.item}.json`, itemBodyOfP(w, { name: '改過的名稱' })),
    readBack: (_w, c) => `${BASE}/view/${c.item}.json`,
  },
  'POST /api/new/v1/nshop_items/change_status/:action/:file': {
    owner: 'P',
    setup: shopItemOfP,
    call: (_w, c) => post(`${BASE}/change_status/apply_review/${c.item}.json`),
    readBack: (_w, c) => `${BASE}/view/${c.item}.json`,
  },
  // A's cart: only its owner removes a line.
  'POST /api/new/v1/nshop_carts/remove/:file': {
    owner: 'A',
    setup: cartLineOfA,
    call: (_w, c) => post(`/new/v1/nshop_carts/remove/${c.line}.json`),
    readBack: () => '/new/v1/nshop_carts/index.json',
  },
  // A's order of P's item: its two sides read it, nobody else (another pro Q, another consumer B).
  'GET /api/new/v1/nshop_orders/view/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: orderOfAP,
    call: (w, c) => get(orderView(w, c)),
    also: [{ who: 'P', status: 200, why: 'the pro the order is placed with' }],
  },
  'GET /api/new/v1/nshop_orders/hash/:file': {
    owner: 'A',
    public: "the guest link: whoever holds the order's 128-bit hash may read it (no address, no actions)",
    setup: orderOfAP,
    call: (_w, c) => get(`${ORDERS}/hash/${c.hash}.json`),
  },
  // The consumer cancels his unpaid order; the pro of the order is refused with 409 past the access check.
  'POST /api/new/v1/nshop_orders/change_status/:action/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: orderOfAP,
    call: (_w, c) => post(`${ORDERS}/change_status/cancel/${c.order}.json`),
    readBack: orderView,
    also: [{ who: 'P', status: 409, why: 'the pro of the order: an unpaid order is cancelled by its consumer only' }],
  },
  // An order's messages: its two sides read and write them, nobody else (801).
  'GET /api/new/v1/nshop_orders/chat/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: orderOfAP,
    call: (_w, c) => get(`${ORDERS}/chat/${c.order}.json`),
    also: [{ who: 'P', status: 200, why: 'the pro the order is placed with' }],
  },
  'POST /api/new/v1/nshop_orders/chat/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: orderOfAP,
    call: (_w, c) => post(`${ORDERS}/chat/${c.order}.json`, { message: '請問何時可以到府？' }),
    also: [{ who: 'P', status: 200, why: 'the pro the order is placed with' }],
  },
  // The console's shop items queue (permission review_shop_items): no marketplace session reaches it.
  'GET /api/ops/shop_items/index/*': {
    owner: 'P',
    call: () => get('/ops/shop_items/index/page:1.json?assigned=all'),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/shop_items/view/:file': {
    owner: 'P',
    setup: pendingItemOfP,
    call: (_w, c) => get(`/ops/shop_items/view/${c.item}.json`),
    readBack: (_w, c) => `${BASE}/view/${c.item}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/shop_items/approve/:file': {
    owner: 'P',
    setup: pendingItemOfP,
    call: (_w, c) => post(`/ops/shop_items/approve/${c.item}.json`),
    readBack: (_w, c) => `${BASE}/view/${c.item}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/shop_items/reject/:file': {
    owner: 'P',
    setup: pendingItemOfP,
    call: (_w, c) => post(`/ops/shop_items/reject/${c.item}.json`, { reason: '照片不清楚' }),
    readBack: (_w, c) => `${BASE}/view/${c.item}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  // The shop settings per category: only the service's pro reads or saves them (404 for anyone else).
  'GET /api/new/v1/nshop_categories/view/:file': {
    owner: 'P',
    setup: serviceCategoryOfP,
    call: (_w, c) => get(`/new/v1/nshop_categories/view/${c.serviceCategory}.json`),
  },
  'POST /api/new/v1/nshop_categories/edit/:file': {
    owner: 'P',
    setup: serviceCategoryOfP,
    call: (_w, c) => post(`/new/v1/nshop_categories/edit/${c.serviceCategory}.json`, { is_enabled: 1, order_confirmation_mode: 'auto' }),
    readBack: (_w, c) => `/new/v1/nshop_categories/view/${c.serviceCategory}.json`,
  },
  // The public side: items on sale for everyone, favourites of any signed-in user (of their own list).
  'GET /api/new/v1/nshop_items/public/:file': {
    owner: 'P',
    public: 'an item on sale, shown to everyone on its product page',
    setup: onSaleItemOfP,
    call: (_w, c) => get(`${BASE}/public/${c.item}.json`),
    expect: { guest: 200 },
  },
  'GET /api/new/v1/nshop_items/category/:file': {
    owner: 'P',
    public: 'a category page’s items on sale',
    call: () => get(`${BASE}/category/aircon-installation.json`),
    expect: { guest: 200 },
  },
  'GET /api/new/v1/nshop_items/service/:file': {
    owner: 'P',
    public: 'a public pro profile’s items on sale',
    call: (w) => get(`${BASE}/service/${w.serviceP}.json`),
    expect: { guest: 200 },
  },
  'GET /api/new/v1/nshop_items/slots/:file': {
    owner: 'P',
    public: 'the free reservation slots of a reservable item on sale, shown to everyone before ordering',
    setup: async (w) => {
      const ctx = await onSaleItemOfP(w);
      await w.server.db.updateTable('shop_items').set({ is_reservable: true }).where('id', '=', Number(ctx.item)).execute();
      return ctx;
    },
    call: (_w, c) => get(`${BASE}/slots/${c.item}.json`),
    expect: { guest: 200 },
  },
  'POST /api/new/v1/nshop_favorites/add/:file': {
    owner: 'P',
    public: 'any signed-in user may favourite an item on sale (in their own list)',
    setup: onSaleItemOfP,
    call: (_w, c) => post(`/new/v1/nshop_favorites/add/${c.item}.json`),
    expect: { guest: 403 },
  },
  'POST /api/new/v1/nshop_favorites/remove/:file': {
    owner: 'P',
    public: 'any signed-in user may take an item off their own favourites',
    setup: onSaleItemOfP,
    call: (_w, c) => post(`/new/v1/nshop_favorites/remove/${c.item}.json`),
    expect: { guest: 403 },
  },
  'GET /api/new/v1/nshop_favorites/status/:file': {
    owner: 'P',
    public: 'whether the item is in the caller’s own favourites',
    setup: onSaleItemOfP,
    call: (_w, c) => get(`/new/v1/nshop_favorites/status/${c.item}.json`),
    expect: { guest: 403 },
  },
};
