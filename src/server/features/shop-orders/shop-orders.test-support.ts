import { afterAll, beforeAll } from 'vitest';
import type { ShopCartLine, ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import { FixedClock } from '../../adapters/clock';
import type { Engine } from '../../db/connection';
import { createConsumer, createProWithService, findCategory, findPlace } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { itemBody } from '../shop-items/shop-items.test-support';

/** Tests only: the set-up and calls shared by the cart and order API tests. */

export const orderOf = (res: { body: Record<string, unknown> }) => res.body.nshop_order as ShopOrderResponse;
export const cartOf = (res: { body: Record<string, unknown> }) => res.body.nshop_carts as ShopCartLine[];

/** A test server of one engine, makers of pros with items on sale and of consumers, and the calls. */
export function shopOrdersSuite(engine: Engine, env: Record<string, string> = {}) {
  let server: TestServer | undefined;
  const clock = new FixedClock();
  beforeAll(async () => {
    server = await startTestServer(engine, { clock, env });
  });
  afterAll(() => server?.close());
  const ready = () => {
    if (!server) throw new Error('the test server is not started');
    return server;
  };
  const api: TestServer['api'] = (path, init) => ready().api(path, init);
  const post = (token: string, path: string, json: Record<string, unknown> = {}) => api(path, { method: 'POST', token, json });
  return {
    get server(): TestServer {
      return ready();
    },
    clock,
    /**
     * A pro with a service and an item on sale (added by the API, then published and approved in
     * the database as an operator's approval leaves it), with two plans (NT$1,800 and NT$4,800).
     */
    async newShop(change: Record<string, unknown> = {}) {
      const db = ready().db;
      const category = await findCategory(db, 'aircon-installation');
      const place = await findPlace(db, '臺北市', '大安區');
      const pro = await createProWithService(db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
      const res = await post(pro.token, '/new/v1/nshop_items/add.json', itemBody(pro.service.id, category.id, place, change));
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      const item = res.body.shop_item as { shop_item_id: number; plans: { shop_item_plan_id: number; price: number }[] };
      await db.updateTable('shop_items').set({ review: ShopItemReview.Approved, is_published: true }).where('id', '=', item.shop_item_id).execute();
      return { ...pro, itemId: item.shop_item_id, plans: item.plans.map((p) => p.shop_item_plan_id), prices: item.plans.map((p) => p.price), categoryId: category.id, place };
    },
    consumer: () => createConsumer(ready().db),
    cartAdd: (token: string, body: Record<string, unknown>) => post(token, '/new/v1/nshop_carts/add.json', body),
    cartRemove: (token: string, id: number) => post(token, `/new/v1/nshop_carts/remove/${id}.json`),
    cart: (token: string) => api('/new/v1/nshop_carts/index.json', { token }),
    me: (token: string) => api('/user/me.json', { token }),
    add: (token: string, body: Record<string, unknown>) => post(token, '/new/v1/nshop_orders/add.json', body),
    index: (token: string, type: string, page = 1) => api(`/new/v1/nshop_orders/index/type:${type}/page:${page}.json`, { token }),
    view: (token: string, id: number) => api(`/new/v1/nshop_orders/view/${id}.json`, { token }),
    hash: (hash: string) => api(`/new/v1/nshop_orders/hash/${hash}.json`),
    status: (token: string, action: string, id: number, body?: Record<string, unknown>) => post(token, `/new/v1/nshop_orders/change_status/${action}/${id}.json`, body),
    stock: async (itemId: number) => (await ready().db.selectFrom('shop_items').select('remaining_quantity').where('id', '=', itemId).executeTakeFirstOrThrow()).remaining_quantity,
  };
}
