import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../domain/safety-payments/escrow';
import { ShopOrderStatus } from '../../domain/shop/shop-order-status';
import { CARDS, samplePrime } from '../features/payments/cards/cards.test-support';
import { escrowBalance } from '../features/safety-payments';
import { escrowInvariantProblems } from '../features/safety-payments/safety-payments.test-support';
import { orderOf, shopOrdersSuite } from '../features/shop-orders/shop-orders.test-support';
import { ENGINES } from '../test/harness';

const HOUR = 3_600_000;

describe.each(ENGINES)('the job resolving unanswered shop order applications on %s', (engine) => {
  // A fee of 10%, applications resolved after 48 hours (reminders 24 hours before).
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '10', SAFETY_PAYMENT_FEE_MIN: '0', SHOP_ORDER_APPLICATION_HOURS: '48' });
  const { newShop, consumer, add, view, status, stock } = suite;
  const db = () => suite.server.db;
  const payment = (orderId: number) => db().selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow();
  const postings = async (orderId: number) =>
    (await db().selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', (await payment(orderId)).id).orderBy('id').execute()).map((p) => p.kind);
  const notices = (orderId: number, userId: number) =>
    db().selectFrom('notifications').select('dedupe_key').where('nshop_order_id', '=', orderId).where('user_id', '=', userId).where('type', '=', 'shop_order').orderBy('id').execute();
  const run = (hoursLater: number) => suite.server.app.jobs.runOnce('shop-order-applications', new Date(suite.clock.now().getTime() + hoursLater * HOUR));
  /** A paid order of 2 x NT$1,800 (stock 20 -> 18), confirmed by the pro. */
  const confirmed = async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 }], address: '某處' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = orderOf(res);
    const prime = await samplePrime(suite.server, CARDS.visa);
    const paid = await suite.server.api(`/new/v1/third_party_payments/pay/${order.payment!.pid}.json`, {
      method: 'POST',
      token: buyer.token,
      json: { pay_type: 'card', prime, idempotency_key: `pay-${randomUUID()}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await status(shop.token, 'confirm', order.nshop_order_id)).status).toBe(200);
    return { shop, buyer, id: order.nshop_order_id };
  };

  it('completes an unanswered completion: the money goes to the pro, once, and both sides hear of it', async () => {
    const { shop, buyer, id } = await confirmed();
    expect((await status(shop.token, 'apply_complete', id)).status).toBe(200);
    expect(await notices(id, buyer.user.id)).toHaveLength(2);
    // Not due yet: nothing moves.
    expect(await run(47)).toBe('ran');
    expect(orderOf(await view(buyer.token, id)).status).toBe(ShopOrderStatus.Confirmed);
    expect(await run(49)).toBe('ran');
    const after = orderOf(await view(buyer.token, id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Completed, application: null, payment: { state: 'released' } });
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(-(3600 - 360));
    expect(await postings(id)).toEqual(['payment_received', 'release']);
    expect((await notices(id, shop.user.id)).some((n) => n.dedupe_key?.includes(':resolved_completed:pro:'))).toBe(true);
    expect((await notices(id, buyer.user.id)).some((n) => n.dedupe_key?.includes(':resolved_completed:consumer:'))).toBe(true);
    // A second run finds nothing to do.
    expect(await run(50)).toBe('ran');
    expect(await postings(id)).toEqual(['payment_received', 'release']);
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(-(3600 - 360));
    expect(await escrowInvariantProblems(db())).toEqual([]);
  });

  it('cancels an unanswered cancellation: the consumer is refunded and the stock comes back', async () => {
    const { shop, buyer, id } = await confirmed();
    expect(await stock(shop.itemId)).toBe(18);
    expect((await status(buyer.token, 'apply_cancel', id)).status).toBe(200);
    expect(await run(49)).toBe('ran');
    const after = orderOf(await view(shop.token, id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Cancelled, payment: { state: 'refunded' } });
    expect((await db().selectFrom('nshop_orders').select('cancelled_by').where('id', '=', id).executeTakeFirstOrThrow()).cancelled_by).toBe('system');
    expect(await stock(shop.itemId)).toBe(20);
    expect(await postings(id)).toEqual(['payment_received', 'card_refund']);
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(0);
    expect(await run(60)).toBe('ran');
    expect(await stock(shop.itemId)).toBe(20);
    expect(await postings(id)).toEqual(['payment_received', 'card_refund']);
    expect(await escrowInvariantProblems(db())).toEqual([]);
  });

  it('leaves an answered application alone', async () => {
    const { shop, buyer, id } = await confirmed();
    expect((await status(shop.token, 'apply_complete', id)).status).toBe(200);
    expect((await status(buyer.token, 'reject_complete', id)).status).toBe(200);
    expect(await run(100)).toBe('ran');
    expect(orderOf(await view(buyer.token, id))).toMatchObject({ status: ShopOrderStatus.Confirmed, application: null, payment: { state: 'held' } });
    expect(await postings(id)).toEqual(['payment_received']);
    expect(await stock(shop.itemId)).toBe(18);
  });

  it('reminds the side that must answer a day before, once, by notification and e-mail', async () => {
    const { shop, buyer, id } = await confirmed();
    expect((await status(shop.token, 'apply_cancel', id)).status).toBe(200);
    const before = (await notices(id, buyer.user.id)).length;
    expect(await run(10)).toBe('ran');
    expect(await notices(id, buyer.user.id)).toHaveLength(before);
    expect(await run(25)).toBe('ran');
    expect(await run(26)).toBe('ran');
    const reminders = (await notices(id, buyer.user.id)).filter((n) => n.dedupe_key?.includes(':reminder:consumer:'));
    expect(reminders).toHaveLength(1);
    const mails = await db().selectFrom('outbox_messages').select('subject').where('recipient', '=', buyer.user.email).where('subject', 'like', '%等待您回覆%').execute();
    expect(mails).toHaveLength(1);
    expect((await notices(id, shop.user.id)).filter((n) => n.dedupe_key?.includes(':reminder:'))).toHaveLength(0);
  });
});
