import { describe, expect, it } from 'vitest';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ENGINES } from '../../test/harness';
import { cartOf, orderOf, shopOrdersSuite } from './shop-orders.test-support';

describe.each(ENGINES)('the shop cart calls on %s', (engine) => {
  const suite = shopOrdersSuite(engine);
  const { newShop, consumer, cartAdd, cartRemove, cart, me, add } = suite;

  it('adds plans of an item on sale, adds to the same line again, lists, counts and removes them', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const first = await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    suite.clock.advance(1000);
    await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[1] });
    suite.clock.advance(1000);
    const again = await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 3 });
    const lines = cartOf(again);
    expect(lines.map((l) => [l.plan.id, l.quantity, l.subtotal])).toEqual([
      [shop.plans[0], 5, 9000],
      [shop.plans[1], 1, 4800],
    ]);
    expect(lines[0]).toMatchObject({ shop_item: { id: shop.itemId, is_on_sale: 1, remaining_quantity: 20 }, plan: { name: '一台', price: 1800 } });
    expect(again.body.cartCount).toBe(2);
    expect((await me(buyer.token)).body.cartCount).toBe(2);
    const removed = await cartRemove(buyer.token, lines[1]!.id);
    expect(cartOf(removed).map((l) => l.id)).toEqual([lines[0]!.id]);
    expect(cartOf(await cart(buyer.token))).toHaveLength(1);
    expect((await me(buyer.token)).body.cartCount).toBe(1);
  });

  it('refuses an item not on sale (404, 801), a plan of another item (400, 809), its own item, and more than 99', async () => {
    const shop = await newShop();
    const other = await newShop();
    const buyer = await consumer();
    await suite.server.db.updateTable('shop_items').set({ is_published: false }).where('id', '=', other.itemId).execute();
    const unpublished = await cartAdd(buyer.token, { shop_item_id: other.itemId, shop_item_plan_id: other.plans[0] });
    expect([unpublished.status, unpublished.body.error]).toEqual([404, ShopItemError.ItemNotFound]);
    const wrongPlan = await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: other.plans[0] });
    expect([wrongPlan.status, wrongPlan.body.error]).toEqual([400, ShopItemError.BadPlan]);
    expect(String(wrongPlan.body.message)).toContain('shop_item_plan_id');
    expect((await cartAdd(shop.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0] })).status).toBe(409);
    const bad = await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 0 });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/數量/);
    expect((await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 99 })).status).toBe(200);
    const over = await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 });
    expect([over.status, over.body.fields]).toEqual([400, [{ field: 'quantity', message: expect.stringMatching(/99/) }]]);
  });

  it('does not sell the item of a paused, archived or non-public service', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const now = suite.clock.now();
    await suite.server.db
      .insertInto('suspension_events')
      .values({ quote_service_id: shop.service.id, begin_time: new Date(now.getTime() - 3_600_000), end_time: new Date(now.getTime() + 3_600_000) })
      .execute();
    expect((await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0] })).status).toBe(404);
    const archived = await newShop();
    await suite.server.db.updateTable('quote_services').set({ is_archived: true }).where('id', '=', archived.service.id).execute();
    expect((await cartAdd(buyer.token, { shop_item_id: archived.itemId, shop_item_plan_id: archived.plans[0] })).status).toBe(404);
    // The public side's rule: a service taken off the public lists sells nothing either.
    const hidden = await newShop();
    await suite.server.db.updateTable('quote_services').set({ is_public: false }).where('id', '=', hidden.service.id).execute();
    expect((await cartAdd(buyer.token, { shop_item_id: hidden.itemId, shop_item_plan_id: hidden.plans[0] })).status).toBe(404);
    expect((await add(buyer.token, { items: [{ shop_item_id: hidden.itemId, shop_item_plan_id: hidden.plans[0] }], at_pro_place: 1 })).status).toBe(404);
  });

  it("removes only the user's own line (another's is 404)", async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const stranger = await consumer();
    const [line] = cartOf(await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0] }));
    expect((await cartRemove(stranger.token, line!.id)).status).toBe(404);
    expect(cartOf(await cart(buyer.token))).toHaveLength(1);
  });
});

describe.each(ENGINES)('the shop order calls on %s', (engine) => {
  const suite = shopOrdersSuite(engine);
  const { newShop, consumer, cartAdd, cart, add, index, view, hash, status, stock } = suite;

  it('orders plans with an address, takes the stock, and shows the order to its two sides and the guest link', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, {
      items: [
        { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 },
        { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[1], quantity: 1 },
      ],
      address: '臺北市大安區復興南路一段 1 號',
      note: '請先來電',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = orderOf(res);
    expect(order).toMatchObject({
      status: ShopOrderStatus.Unpaid,
      status_text: '待付款',
      total: 2 * 1800 + 4800,
      at_pro_place: 0,
      address: '臺北市大安區復興南路一段 1 號',
      note: '請先來電',
      viewer: 'consumer',
      actions: ['cancel'],
      application: null,
      pro: { id: shop.user.id },
      consumer: { id: buyer.user.id },
      service: { id: shop.service.id },
    });
    expect(order.items.map((i) => [i.plan_name, i.unit_price, i.quantity, i.subtotal])).toEqual([
      ['一台', 1800, 2, 3600],
      ['三台', 4800, 1, 4800],
    ]);
    expect(await stock(shop.itemId)).toBe(20 - 3);
    const forPro = orderOf(await view(shop.token, order.nshop_order_id));
    expect(forPro).toMatchObject({ viewer: 'pro', actions: [], hash: null });
    const stranger = await consumer();
    expect((await view(stranger.token, order.nshop_order_id)).status).toBe(404);
    const guest = await hash(order.hash!);
    expect(orderOf(guest)).toMatchObject({ viewer: 'guest', address: null, actions: [], total: 8400 });
    expect((await hash('0'.repeat(32))).status).toBe(404);
    expect((await hash('nonsense')).status).toBe(404);
  });

  it('orders from the cart at the pro place; the lines leave the cart', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    await cartAdd(buyer.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 });
    const lines = (await cart(buyer.token)).body.nshop_carts as { id: number }[];
    const res = await add(buyer.token, { cart_ids: lines.map((l) => l.id), at_pro_place: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderOf(res)).toMatchObject({ at_pro_place: 1, address: null, total: 3600 });
    expect((await cart(buyer.token)).body.cartCount).toBe(0);
    // Another's cart line is not his to order.
    const other = await consumer();
    await cartAdd(other.token, { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0] });
    const [otherLine] = (await cart(other.token)).body.nshop_carts as { id: number }[];
    expect((await add(buyer.token, { cart_ids: [otherLine!.id], at_pro_place: 1 })).status).toBe(404);
  });

  it('refuses bad orders with zh-TW messages naming the field', async () => {
    const shop = await newShop();
    const second = await newShop();
    const buyer = await consumer();
    const line = { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ address: '某處' }, 400, 'items'],
      [{ items: [], address: '某處' }, 400, 'items'],
      [{ items: [line] }, 400, 'address'],
      [{ items: [line], address: 'x'.repeat(201) }, 400, 'address'],
      [{ items: [line], address: '某處', note: 'x'.repeat(501) }, 400, 'note'],
      [{ items: [{ ...line, quantity: 100 }], address: '某處' }, 400, 'items[0][quantity]'],
      [{ items: [line, { shop_item_id: second.itemId, shop_item_plan_id: second.plans[0], quantity: 1 }], address: '某處' }, 400, 'items'],
      [{ items: [{ ...line, shop_item_plan_id: second.plans[0] }], address: '某處' }, 400, 'items[0][shop_item_plan_id]'],
    ];
    for (const [body, code, field] of cases) {
      const res = await add(buyer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(code);
      expect(JSON.stringify(res.body.fields)).toContain(field);
      expect(String(res.body.message)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await add(shop.token, { items: [line], address: '某處' })).status).toBe(409);
    expect(await stock(shop.itemId)).toBe(20);
  });

  it('never oversells: the stock stays when there is not enough, and an unlimited item is not counted', async () => {
    const shop = await newShop({ remaining_quantity: 2 });
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 3 }], address: '某處' });
    expect(res.status).toBe(409);
    expect(String(res.body.message)).toContain('只剩 2 件');
    expect(await stock(shop.itemId)).toBe(2);
    const unlimited = await newShop({ is_quantity_limited: 0, remaining_quantity: undefined });
    expect((await add(buyer.token, { items: [{ shop_item_id: unlimited.itemId, shop_item_plan_id: unlimited.plans[0], quantity: 50 }], address: '某處' })).status).toBe(200);
    expect(await stock(unlimited.itemId)).toBeNull();
  });

  it('sells the last unit to exactly one of many consumers ordering at once', async () => {
    const shop = await newShop({ remaining_quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => consumer()));
    const results = await Promise.all(buyers.map((b) => add(b.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], address: '某處' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stock(shop.itemId)).toBe(0);
    const orders = await suite.server.db.selectFrom('nshop_order_items').select('id').where('shop_item_id', '=', shop.itemId).execute();
    expect(orders).toHaveLength(1);
  });

  it('lets the consumer cancel an unpaid order outright and gives the stock back; other moves wait for payment', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const order = orderOf(await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 4 }], address: '某處' }));
    expect(await stock(shop.itemId)).toBe(16);
    for (const action of ['confirm', 'apply_complete', 'apply_cancel', 'cancel']) {
      const res = await status(shop.token, action, order.nshop_order_id);
      expect([action, res.status]).toEqual([action, 409]);
      expect(res.body.error).toBe('action not allowed');
    }
    for (const action of ['complete', 'reject_complete', 'apply_cancel', 'reject_cancel']) expect((await status(buyer.token, action, order.nshop_order_id)).status).toBe(409);
    const stranger = await consumer();
    expect((await status(stranger.token, 'cancel', order.nshop_order_id)).status).toBe(404);
    expect((await status(buyer.token, 'nonsense', order.nshop_order_id)).status).toBe(404);
    const cancelled = await status(buyer.token, 'cancel', order.nshop_order_id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(orderOf(cancelled)).toMatchObject({ status: ShopOrderStatus.Cancelled, actions: [] });
    expect(orderOf(cancelled).cancelled_at).not.toBeNull();
    expect(await stock(shop.itemId)).toBe(20);
    expect((await status(buyer.token, 'cancel', order.nshop_order_id)).status).toBe(409);
    expect(await stock(shop.itemId)).toBe(20);
  });

  it('answers odd bodies with 400 and a zh-TW message, never 500', async () => {
    const buyer = await consumer();
    const bodies: unknown[] = [[], 'text', { items: 'x' }, { items: [null] }, { items: [{ shop_item_id: 'a' }] }, { cart_ids: ['x'] }, { items: [{}], at_pro_place: 7 }, { shop_item_id: -1 }];
    for (const json of bodies) {
      for (const path of ['/new/v1/nshop_orders/add.json', '/new/v1/nshop_carts/add.json']) {
        const res = await suite.server.api(path, { method: 'POST', token: buyer.token, json });
        expect([path, JSON.stringify(json), res.status]).toEqual([path, JSON.stringify(json), 400]);
        expect(String(res.body.message)).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('lists each side its orders, newest first, 10 a page', async () => {
    const shop = await newShop({ is_quantity_limited: 0, remaining_quantity: undefined });
    const buyer = await consumer();
    for (let i = 0; i < 11; i++) {
      suite.clock.advance(1000);
      await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], address: `地址 ${i}` });
    }
    const first = await index(buyer.token, 'consumer');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 11 });
    const rows = first.body.nshop_orders as { address: string; viewer: string }[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ address: '地址 10', viewer: 'consumer' });
    const second = await index(buyer.token, 'consumer', 2);
    expect((second.body.nshop_orders as { address: string }[]).map((r) => r.address)).toEqual(['地址 0']);
    const forPro = await index(shop.token, 'provider');
    expect(forPro.body).toMatchObject({ count: 11 });
    expect((await index(shop.token, 'consumer')).body).toMatchObject({ count: 0 });
    expect((await index(buyer.token, 'nobody')).status).toBe(400);
    expect((await index(buyer.token, 'consumer', 0)).status).toBe(400);
  });
});

describe.each(ENGINES)('the shop cart and order calls with the shop flag off on %s', (engine) => {
  const suite = shopOrdersSuite(engine, { FEATURE_SHOP: 'false' });

  it('answers 404 to every call', async () => {
    const buyer = await suite.consumer();
    const calls = [
      await suite.cartAdd(buyer.token, { shop_item_id: 1, shop_item_plan_id: 1 }),
      await suite.cartRemove(buyer.token, 1),
      await suite.cart(buyer.token),
      await suite.add(buyer.token, { items: [{ shop_item_id: 1, shop_item_plan_id: 1 }], at_pro_place: 1 }),
      await suite.index(buyer.token, 'consumer'),
      await suite.view(buyer.token, 1),
      await suite.hash('0'.repeat(32)),
      await suite.status(buyer.token, 'cancel', 1),
    ];
    for (const res of calls) expect(res.status).toBe(404);
  });
});
