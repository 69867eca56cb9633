import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import type { IbonOrder, IbonOrdersPage } from '../../../domain/partners/ibon-orders.contract';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { createConsumer, createHiredBid } from '../../test/factories';
import { ENGINES, startTestServer } from '../../test/harness';
import { createSession } from '../auth/sessions.repository';
import { orderOf, shopOrdersSuite } from '../shop-orders/shop-orders.test-support';
import { writePartnersFileSync } from './partners.test-support';

const PAY_BASE = '/new/v1/third_party_payments';
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("the consumer's ibon orders on %s", (engine) => {
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', PARTNERS_FILE: writePartnersFileSync() });
  const { newShop, consumer, add } = suite;
  const db = () => suite.server.db;
  /** A session of the user signed in through a partner's channel. */
  const inChannel = async (userId: number, partner: string) => (await createSession(db(), userId, { partnerChannel: partner })).token;
  const list = (token: string, page?: number) => suite.server.api(`/ibon_orders/index/page:${page ?? 1}.json`, { token });
  const view = (token: string, id: number) => suite.server.api(`/ibon_orders/view/${id}.json`, { token });
  const payByCode = (pid: string, token: string) =>
    suite.server.api(`${PAY_BASE}/pay/${pid}.json`, { method: 'POST', token, json: { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` } });
  const paymentIdOf = async (orderId: number) =>
    (await db().selectFrom('third_party_payments').select('id').where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow()).id;

  it('lists only the caller’s orders made in the ibon channel, newest first, 10 a page, with the store code while unpaid', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const ibon = await inChannel(buyer.user.id, 'ibon');
    const fet = await inChannel(buyer.user.id, 'fet');
    const line = { shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 };
    const ordered: number[] = [];
    for (let i = 0; i < 11; i++) {
      suite.clock.advance(60_000);
      const res = await add(ibon, { items: [line], at_pro_place: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ordered.push(orderOf(res).nshop_order_id);
    }
    // Not the channel's: the same buyer outside it and in another channel; another buyer in it.
    expect((await add(buyer.token, { items: [line], at_pro_place: 1 })).status).toBe(200);
    expect((await add(fet, { items: [line], at_pro_place: 1 })).status).toBe(200);
    const other = await consumer();
    const othersOrder = orderOf(await add(await inChannel(other.user.id, 'ibon'), { items: [line], at_pro_place: 1 }));

    // The newest order is paid by a convenience-store code: its code shows while it is unpaid.
    const newest = orderOf(await suite.server.api(`/new/v1/nshop_orders/view/${ordered[10]}.json`, { token: ibon }));
    const paying = await payByCode(newest.payment!.pid, ibon);
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    const code = await db().selectFrom('third_party_payments').select(['payment_code', 'payment_expires_at']).where('pid', '=', newest.payment!.pid).executeTakeFirstOrThrow();
    expect(code.payment_code).toMatch(/\S+/);

    const first = await list(buyer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page1 = first.body as unknown as IbonOrdersPage;
    expect(page1).toMatchObject({ page: 1, total_pages: 2, count: 11 });
    expect(page1.ibon_orders.map((o) => o.nshop_order_id)).toEqual(ordered.slice(1).reverse());
    const top = page1.ibon_orders[0]!;
    expect(top).toMatchObject({
      kind: 'shop_order',
      pid: newest.payment!.pid,
      payment_state: 'awaiting_payment',
      payment_state_text: '付款處理中',
      order_status: ShopOrderStatus.Unpaid,
      order_status_text: '待付款',
      pay_type: 'cvs',
      payment_code: code.payment_code,
      amount: shop.prices[0],
    });
    expect(top.payment_expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page1.ibon_orders[1]).toMatchObject({ payment_state: 'requested', payment_code: null, payment_expires_at: null });

    const second = (await list(buyer.token, 2)).body as unknown as IbonOrdersPage;
    expect(second).toMatchObject({ page: 2, total_pages: 2, count: 11 });
    expect(second.ibon_orders.map((o) => o.nshop_order_id)).toEqual([ordered[0]]);
    const beyond = (await list(buyer.token, 3)).body as unknown as IbonOrdersPage;
    expect(beyond).toMatchObject({ page: 3, count: 11, ibon_orders: [] });

    // The other buyer sees only his own; a bad page names the field.
    const theirs = (await list(other.token)).body as unknown as IbonOrdersPage;
    expect(theirs.ibon_orders.map((o) => o.nshop_order_id)).toEqual([othersOrder.nshop_order_id]);
    const bad = await list(buyer.token, 0);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('page');
    expect((await suite.server.api('/ibon_orders/index/page:1.json')).status).toBe(403);
  });

  it('answers an empty list to a consumer with no channel orders', async () => {
    const nobody = await consumer();
    const res = await list(nobody.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ibon_orders: [], page: 1, total_pages: 1, count: 0 });
  });

  it('lists a safety payment the pro asked for in the channel, and shows one order to its consumer only (anyone else 404)', async () => {
    const shop = await newShop();
    const hired = await createHiredBid(db(), shop, { categoryId: shop.categoryId, place: shop.place });
    // The pro's payout account is approved (what asking for a safety payment needs).
    await db()
      .insertInto('charge_applications')
      .values({ user_id: shop.user.id, type: 'personal', identity_number_encrypted: 'x', identity_number_hash: `h-${shop.user.id}`, identity_last4: '1234', company_name: null, bank_code: '004', bank_branch: '0011', bank_account_encrypted: 'x', bank_account_last4: '5678', holder_name: '王小明', status: ChargeApplicationStatus.Approved })
      .execute();
    const due = taipeiDateKey(new Date(suite.clock.now().getTime() + 7 * DAY));
    const asked = await suite.server.api(`${PAY_BASE}/add.json`, {
      method: 'POST',
      token: await inChannel(shop.user.id, 'ibon'),
      json: { quote_bid_id: hired.bidId, amount: 5000, items: ['冷氣清洗'], due_date: due },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const listed = (await list(hired.consumer.token)).body as unknown as IbonOrdersPage;
    expect(listed.ibon_orders).toHaveLength(1);
    const payment = listed.ibon_orders[0]!;
    expect(payment).toMatchObject({ kind: 'safety_payment', quote_bid_id: hired.bidId, nshop_order_id: null, amount: 5000, items: ['冷氣清洗'], order_status: null, payment_state: 'requested' });
    const service = await db().selectFrom('quote_services').select('title').where('id', '=', shop.service.id).executeTakeFirstOrThrow();
    expect(payment.title).toBe(service.title.trim() || '冷氣清洗');

    const own = await view(hired.consumer.token, payment.id);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.ibon_order as IbonOrder).toEqual(payment);
    // The pro, another consumer, a guest, an unknown id: not found (403 for the guest, as every signed-in call).
    expect((await view(shop.token, payment.id)).status).toBe(404);
    expect((await view((await consumer()).token, payment.id)).status).toBe(404);
    expect((await suite.server.api(`/ibon_orders/view/${payment.id}.json`)).status).toBe(403);
    expect((await view(hired.consumer.token, 99_999_999)).status).toBe(404);

    // An order of the same consumer outside the channel is not an ibon order.
    const outside = orderOf(await add(hired.consumer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], at_pro_place: 1 }));
    expect((await view(hired.consumer.token, await paymentIdOf(outside.nshop_order_id))).status).toBe(404);
  });
});

describe('the ibon orders without the channel', () => {
  it.each([
    ['PARTNERS_FILE unset', {}],
    ['the partner flag off', { PARTNERS_FILE: writePartnersFileSync(), FEATURE_PARTNER_CHANNEL: 'false' }],
  ])('answers 404 with %s', async (_why, env: Record<string, string>) => {
    const server = await startTestServer('pglite', { env });
    try {
      const { token } = await createConsumer(server.db);
      expect((await server.api('/ibon_orders/index/page:1.json', { token })).status).toBe(404);
      expect((await server.api('/ibon_orders/view/1.json', { token })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
