import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ENGINES } from '../../test/harness';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { sandboxFakeOf } from '../payments/ecpay/ecpay.plugin';
import { escrowBalance } from '../safety-payments';
import { escrowInvariantProblems } from '../safety-payments/safety-payments.test-support';
import { orderOf, shopOrdersSuite } from './shop-orders.test-support';

const PAY_BASE = '/new/v1/third_party_payments';

describe.each(ENGINES)('paying a shop order on the safety-payment rail on %s', (engine) => {
  // A fee of 10% (at least NT$0), so the pro's share shows it.
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '10', SAFETY_PAYMENT_FEE_MIN: '0' });
  const { newShop, consumer, add, view, hash, status, stock } = suite;
  const db = () => suite.server.db;
  const payment = (orderId: number) => db().selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow();
  const postings = (paymentId: number) => db().selectFrom('escrow_transactions').select(['kind']).where('third_party_payment_id', '=', paymentId).orderBy('id').execute();
  const payByCard = async (pid: string, token: string) =>
    suite.server.api(`${PAY_BASE}/pay/${pid}.json`, {
      method: 'POST',
      token,
      json: { pay_type: 'card', prime: await samplePrime(suite.server, CARDS.visa), idempotency_key: `pay-${randomUUID()}` },
    });
  const payByCode = (pid: string, token: string) =>
    suite.server.api(`${PAY_BASE}/pay/${pid}.json`, { method: 'POST', token, json: { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` } });
  const expectBalanced = async () => expect(await escrowInvariantProblems(db())).toEqual([]);
  /** A new shop, a consumer and an order of 2 x NT$1,800 (stock 20 -> 18). */
  const ordered = async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 }], address: '某處' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { shop, buyer, order: orderOf(res) };
  };
  const paid = async () => {
    const o = await ordered();
    const res = await payByCard(o.order.payment!.pid, o.buyer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return o;
  };

  it('writes the order payment with the order and answers its pid, and its link to the consumer only', async () => {
    const { shop, buyer, order } = await ordered();
    const row = await payment(order.nshop_order_id);
    expect(row).toMatchObject({ quote_bid_id: null, amount: 3600, fee: 360, consumer_user_id: buyer.user.id, pro_user_id: shop.user.id, state: 'requested' });
    expect(row.items).toHaveLength(1);
    expect(order.payment).toEqual({ pid: row.pid, state: 'requested', payment_hash: row.hash, refund_account_needed: false, refunded_amount: 0 });
    expect(orderOf(await view(shop.token, order.nshop_order_id)).payment).toEqual({ pid: row.pid, state: 'requested', payment_hash: null, refund_account_needed: false, refunded_amount: 0 });
    expect(orderOf(await hash(order.hash!)).payment).toBeNull();
    // The payment itself, as its consumer and on its guest link.
    const own = await suite.server.api(`${PAY_BASE}/view/${row.pid}.json`, { token: buyer.token });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.third_party_payment).toMatchObject({ quote_bid_id: null, nshop_order_id: order.nshop_order_id, amount: 3600, role: 'consumer' });
    expect((await suite.server.api(`${PAY_BASE}/hash/${row.hash}.json`)).status).toBe(200);
  });

  it('makes the order paid when its payment is paid by a sandbox card; the payment moves only with the order', async () => {
    const { shop, buyer, order } = await paid();
    const after = orderOf(await view(buyer.token, order.nshop_order_id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Paid, payment: { state: 'held' } });
    expect(after.paid_at).not.toBeNull();
    const row = await payment(order.nshop_order_id);
    expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(-3600);
    // The payment's own calls refuse it: the order moves it.
    expect((await suite.server.api(`${PAY_BASE}/change_status/cancel/${row.pid}.json`, { method: 'POST', token: shop.token })).status).toBe(409);
    expect((await suite.server.api(`${PAY_BASE}/change_status/approve_export_instruct/${row.pid}.json`, { method: 'POST', token: buyer.token, json: {} })).status).toBe(409);
    expect((await suite.server.api(`${PAY_BASE}/change_status/apply_refund/${row.pid}.json`, { method: 'POST', token: buyer.token, json: { amount: 100, reason: '不要了' } })).status).toBe(409);
    expect((await payment(order.nshop_order_id)).state).toBe('held');
    await expectBalanced();
  });

  it('confirms a paid order at once when the pro set the category to confirm automatically', async () => {
    const { shop, buyer, order } = await ordered();
    const categories = await suite.server.api('/new/v1/nshop_categories/index.json', { token: shop.token });
    const row = (categories.body.shop_service_categories as { service_category_id: number; quote_category_id: number }[]).find((c) => c.quote_category_id === shop.categoryId)!;
    const saved = await suite.server.api(`/new/v1/nshop_categories/edit/${row.service_category_id}.json`, {
      method: 'POST',
      token: shop.token,
      json: { is_enabled: 1, order_confirmation_mode: 'auto' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await payByCard(order.payment!.pid, buyer.token)).status).toBe(200);
    const after = orderOf(await view(buyer.token, order.nshop_order_id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Confirmed });
    expect(after.confirmed_at).not.toBeNull();
    await expectBalanced();
  });

  it('confirm, apply_complete, complete: the price less the fee goes to the pro, posted once', async () => {
    const { shop, buyer, order } = await paid();
    const id = order.nshop_order_id;
    expect((await status(shop.token, 'confirm', id)).status).toBe(200);
    expect((await status(shop.token, 'apply_complete', id)).status).toBe(200);
    const done = await status(buyer.token, 'complete', id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(orderOf(done)).toMatchObject({ status: ShopOrderStatus.Completed, payment: { state: 'released' } });
    const row = await payment(id);
    expect(row).toMatchObject({ state: 'released', released_amount: 3600, fee_taken: 360 });
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(-(3600 - 360));
    expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(0);
    expect((await postings(row.id)).map((p) => p.kind)).toEqual(['payment_received', 'release']);
    // Nothing moves twice: the order is final.
    expect((await status(buyer.token, 'complete', id)).status).toBe(409);
    expect((await postings(row.id)).map((p) => p.kind)).toEqual(['payment_received', 'release']);
    await expectBalanced();
  });

  it('a paid order cancelled (apply_cancel by the consumer, cancel by the pro) refunds the consumer and restores the stock', async () => {
    const { shop, buyer, order } = await paid();
    const id = order.nshop_order_id;
    expect(await stock(shop.itemId)).toBe(18);
    expect((await status(buyer.token, 'apply_cancel', id)).status).toBe(200);
    const cancelled = await status(shop.token, 'cancel', id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(orderOf(cancelled)).toMatchObject({ status: ShopOrderStatus.Cancelled, payment: { state: 'refunded' } });
    expect(await stock(shop.itemId)).toBe(20);
    const row = await payment(id);
    expect(row).toMatchObject({ state: 'refunded', refunded_amount: 3600, released_amount: 0 });
    expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(0);
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(0);
    expect((await postings(row.id)).map((p) => p.kind)).toEqual(['payment_received', 'card_refund']);
    expect((await status(shop.token, 'cancel', id)).status).toBe(409);
    expect((await postings(row.id)).map((p) => p.kind)).toEqual(['payment_received', 'card_refund']);
    await expectBalanced();
  });

  it('an unpaid order cancelled by the consumer cancels its payment: nothing more can be paid on it', async () => {
    const { buyer, order } = await ordered();
    expect((await status(buyer.token, 'cancel', order.nshop_order_id)).status).toBe(200);
    const row = await payment(order.nshop_order_id);
    expect(row.state).toBe('cancelled');
    const res = await payByCard(row.pid, buyer.token);
    expect(res.status).toBe(409);
    expect(await postings(row.id)).toEqual([]);
    const view = (await suite.server.api(`${PAY_BASE}/view/${row.pid}.json`, { token: buyer.token })).body.third_party_payment as SafetyPayment;
    expect(view.state).toBe('cancelled');
  });

  it('a CVS code that expires unpaid cancels the order (by the system), gives the stock back and cancels the payment', async () => {
    const { shop, buyer, order } = await ordered();
    expect((await payByCode(order.payment!.pid, buyer.token)).status).toBe(200);
    const row = await payment(order.nshop_order_id);
    expect(row.state).toBe('awaiting_payment');
    await db()
      .updateTable('third_party_payments')
      .set({ payment_expires_at: new Date(suite.clock.now().getTime() - 60_000) })
      .where('id', '=', row.id)
      .execute();
    expect(await suite.server.app.jobs.runOnce('safety-payment-expiry', suite.clock.now())).toBe('ran');
    const after = orderOf(await view(buyer.token, order.nshop_order_id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Cancelled, payment: { state: 'cancelled' } });
    expect((await db().selectFrom('nshop_orders').select('cancelled_by').where('id', '=', order.nshop_order_id).executeTakeFirstOrThrow()).cancelled_by).toBe('system');
    expect(await stock(shop.itemId)).toBe(20);
    expect(await postings(row.id)).toEqual([]);
  });

  it('a paid CVS order cancelled owes the consumer the refund by transfer (refund_owed)', async () => {
    const { shop, buyer, order } = await ordered();
    expect((await payByCode(order.payment!.pid, buyer.token)).status).toBe(200);
    const row = await payment(order.nshop_order_id);
    await sandboxFakeOf(suite.server.app)!.pay(row.order_number!);
    expect(orderOf(await view(buyer.token, order.nshop_order_id)).status).toBe(ShopOrderStatus.Paid);
    expect((await status(shop.token, 'apply_cancel', order.nshop_order_id)).status).toBe(200);
    expect((await status(buyer.token, 'cancel', order.nshop_order_id)).status).toBe(200);
    expect((await payment(order.nshop_order_id)).state).toBe('refunded');
    expect((await postings(row.id)).map((p) => p.kind)).toEqual(['payment_received', 'refund_owed']);
    expect(await escrowBalance(db(), K.RefundPayable, buyer.user.id)).toBe(-3600);
    expect(await stock(shop.itemId)).toBe(20);
    await expectBalanced();
  });

  it('paying and cancelling an unpaid order at once leave one consistent outcome', async () => {
    const { shop, buyer, order } = await ordered();
    const prime = await samplePrime(suite.server, CARDS.visa);
    const [paying, cancelling] = await Promise.all([
      suite.server.api(`${PAY_BASE}/pay/${order.payment!.pid}.json`, { method: 'POST', token: buyer.token, json: { pay_type: 'card', prime, idempotency_key: `pay-${randomUUID()}` } }),
      status(buyer.token, 'cancel', order.nshop_order_id),
    ]);
    expect([paying.status, cancelling.status]).not.toContain(500);
    const after = orderOf(await view(buyer.token, order.nshop_order_id));
    const row = await payment(order.nshop_order_id);
    if (after.status === ShopOrderStatus.Paid) {
      expect(row.state).toBe('held');
      expect(await stock(shop.itemId)).toBe(18);
      expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(-3600);
    } else {
      expect(after.status).toBe(ShopOrderStatus.Cancelled);
      expect(row.state).toBe('cancelled');
      expect(await stock(shop.itemId)).toBe(20);
      // Money that arrived after the cancellation was put back.
      expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(0);
    }
    await expectBalanced();
  });
});
