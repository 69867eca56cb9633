import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ENGINES } from '../../test/harness';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { sandboxFakeOf } from '../payments/ecpay/ecpay.plugin';
import { opsQueueFixture } from '../ops/ops.test-support';
import { escrowInvariantProblems } from '../safety-payments/safety-payments.test-support';
import { orderOf, shopOrdersSuite } from './shop-orders.test-support';

const PAY_BASE = '/new/v1/third_party_payments';
const REASON = { reason: '師傅遲遲沒有來施工，也不接受取消，請平台協助退款。' };

describe.each(ENGINES)('shop order disputes on %s', (engine) => {
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '10', SAFETY_PAYMENT_FEE_MIN: '0' });
  const { newShop, consumer, add, view, status, stock } = suite;
  const db = () => suite.server.db;
  const payment = (orderId: number) => db().selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow();
  const queue = opsQueueFixture(() => suite.server, suite.clock, 'refund_disputes');
  beforeAll(() => queue.signIn(['trust_safety']));
  const ops = (path: string, json?: unknown) => queue.call('trust_safety', path, json);
  const auditOf = (id: number) => queue.auditOf('third_party_payment', id);

  /** An order of 2 x NT$1,800 paid by `pay`, with a message each way, the consumer's cancellation rejected by the pro. */
  async function rejectedCancellation(pay: 'card' | 'cvs') {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 }], address: '某處' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = orderOf(res);
    const id = order.nshop_order_id;
    const json =
      pay === 'card'
        ? { pay_type: 'card', prime: await samplePrime(suite.server, CARDS.visa), idempotency_key: `pay-${randomUUID()}` }
        : { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` };
    const paying = await suite.server.api(`${PAY_BASE}/pay/${order.payment!.pid}.json`, { method: 'POST', token: buyer.token, json });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    if (pay === 'cvs') await sandboxFakeOf(suite.server.app)!.pay((await payment(id)).order_number!);
    await db()
      .insertInto('nshop_order_messages')
      .values([
        { nshop_order_id: id, sender_id: buyer.user.id, recipient_id: shop.user.id, body: '師傅一直沒來', attachments: JSON.stringify([{ url: '/media/chat.png', name: 'chat.png', type: 'png', size: 900 }]) },
        { nshop_order_id: id, sender_id: shop.user.id, recipient_id: buyer.user.id, body: '已經約好下週' },
      ])
      .execute();
    // No rejected cancellation yet: nothing to take to the platform.
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(409);
    expect((await status(buyer.token, 'apply_cancel', id)).status).toBe(200);
    expect((await status(shop.token, 'reject_cancel', id)).status).toBe(200);
    return { shop, buyer, id };
  }

  it('lets only the consumer escalate a rejected cancellation, then freezes the order and lists it with its messages', async () => {
    const { shop, buyer, id } = await rejectedCancellation('card');
    expect(orderOf(await view(buyer.token, id)).actions).toContain('dispute');
    expect((await status(shop.token, 'dispute', id, REASON)).status).toBe(409);
    const stranger = await consumer();
    expect((await status(stranger.token, 'dispute', id, REASON)).status).toBe(404);

    // The consumer's own reason is required (400 naming `reason`).
    for (const body of [{}, { reason: '太短' }, { reason: '長'.repeat(501) }]) {
      const missing = await status(buyer.token, 'dispute', id, body);
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain('reason');
    }
    const escalated = await status(buyer.token, 'dispute', id, REASON);
    expect(escalated.status, JSON.stringify(escalated.body)).toBe(200);
    expect(orderOf(escalated)).toMatchObject({ status: ShopOrderStatus.Paid, status_text: '平台處理中', dispute: 'open', dispute_reason: REASON.reason, actions: [] });
    // The pro reads it on the order.
    expect(orderOf(await view(shop.token, id))).toMatchObject({ actions: [], dispute_reason: REASON.reason });
    // Nothing else moves while the platform decides.
    expect((await status(shop.token, 'confirm', id)).status).toBe(409);
    expect((await status(buyer.token, 'apply_cancel', id)).status).toBe(409);
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(409);

    const paymentRow = await payment(id);
    expect(paymentRow.state).toBe('disputed');
    const list = await ops('index/page:1.json');
    expect(list.status).toBe(200);
    expect((list.body.refund_disputes as { id: number; nshop_order_id: number | null }[]).find((d) => d.id === paymentRow.id)).toMatchObject({ nshop_order_id: id });
    const one = await ops(`view/${paymentRow.id}.json`);
    expect(one.status).toBe(200);
    const seen = one.body.refund_dispute as { nshop_order_id: number; refund: { amount: number; reason: string }; messages: { from: string; body: string; attachments: unknown[] }[] };
    expect(seen.nshop_order_id).toBe(id);
    expect(seen.refund).toMatchObject({ amount: 3600, reason: REASON.reason });
    expect(seen.messages.map((m) => [m.from, m.body, m.attachments.length])).toEqual([
      ['consumer', '師傅一直沒來', 1],
      ['pro', '已經約好下週', 0],
    ]);
  });

  it('grants: the order is cancelled and restocked, the card refunded through the escrow ledger, the decision audited', async () => {
    const { shop, buyer, id } = await rejectedCancellation('card');
    const before = await stock(shop.itemId);
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(200);
    const paymentRow = await payment(id);
    const granted = await ops(`grant/${paymentRow.id}.json`, { reason: '專家未依約提供服務，退款給消費者。' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);

    expect(orderOf(await view(buyer.token, id))).toMatchObject({ status: ShopOrderStatus.Cancelled, dispute: null, actions: [] });
    expect(await stock(shop.itemId)).toBe((before ?? 0) + 2);
    expect(await payment(id)).toMatchObject({ state: 'refunded', refunded_amount: 3600, refund_decision: 'granted' });
    const kinds = await db().selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', paymentRow.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['payment_received', 'card_refund']);
    expect(await escrowInvariantProblems(db())).toEqual([]);
    expect(await auditOf(paymentRow.id)).toEqual([expect.objectContaining({ action: 'refund_dispute_grant', reason: '專家未依約提供服務，退款給消費者。' })]);
    // Decided: a second decision is refused.
    expect((await ops(`deny/${paymentRow.id}.json`, { reason: '再次決定' })).status).toBe(409);
  });

  it('denies: the order goes on with the money held, may be completed and released, and is not escalated again', async () => {
    const { shop, buyer, id } = await rejectedCancellation('cvs');
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(200);
    const paymentRow = await payment(id);
    const denied = await ops(`deny/${paymentRow.id}.json`, { reason: '雙方訊息顯示服務已安排，訂單繼續。' });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);

    const after = orderOf(await view(buyer.token, id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Paid, status_text: '待專家確認', dispute: 'denied' });
    expect(after.actions).not.toContain('dispute');
    expect(await payment(id)).toMatchObject({ state: 'held', refunded_amount: 0, refund_decision: 'denied' });
    expect(await auditOf(paymentRow.id)).toEqual([expect.objectContaining({ action: 'refund_dispute_deny' })]);

    expect((await status(shop.token, 'confirm', id)).status).toBe(200);
    expect((await status(buyer.token, 'complete', id)).status).toBe(200);
    expect(await payment(id)).toMatchObject({ state: 'released', released_amount: 3600 });
    expect(await escrowInvariantProblems(db())).toEqual([]);
  });

  it('refuses a grant of more than requested or not whole TWD, naming the amount', async () => {
    const { buyer, id } = await rejectedCancellation('cvs');
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(200);
    const paymentRow = await payment(id);
    for (const amount of [3601, 0, 10.5]) {
      const res = await ops(`grant/${paymentRow.id}.json`, { reason: '退還部分款項', amount });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('amount');
    }
    expect(await payment(id)).toMatchObject({ state: 'disputed', refunded_amount: 0 });
  });

  it.each(['card', 'cvs'] as const)('grants part (%s): that part refunded through the ledger, nothing cancelled, the order goes on and releases the rest', async (pay) => {
    const { shop, buyer, id } = await rejectedCancellation(pay);
    const before = await stock(shop.itemId);
    expect((await status(buyer.token, 'dispute', id, REASON)).status).toBe(200);
    const paymentRow = await payment(id);
    const granted = await ops(`grant/${paymentRow.id}.json`, { reason: '雙方訊息顯示工作只完成一部分，退還未完成部分的款項。', amount: 1000 });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.refund_dispute).toMatchObject({ state: 'partially_refunded', refunded_amount: 1000, refund: { decision: 'granted', granted_amount: 1000, amount: 3600 } });

    const after = orderOf(await view(buyer.token, id));
    expect(after).toMatchObject({ status: ShopOrderStatus.Paid, dispute: 'partial', payment: { state: 'partially_refunded', refunded_amount: 1000 } });
    expect(after.actions).not.toContain('dispute');
    expect(await stock(shop.itemId)).toBe(before);
    const kinds = await db().selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', paymentRow.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['payment_received', pay === 'card' ? 'card_refund' : 'refund_owed']);
    expect(await escrowInvariantProblems(db())).toEqual([]);
    const audit = await auditOf(paymentRow.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'refund_dispute_grant' })]);
    expect(audit[0]!.after).toMatchObject({ state: 'partially_refunded', refunded_amount: 1000, granted_amount: 1000 });
    // Both sides hear it was a partial refund, not a denial.
    const notices = await db().selectFrom('notifications').select('user_id').where('dedupe_key', 'like', `so:${id}:dispute_partly_granted:%`).execute();
    expect(notices.map((n) => n.user_id).sort()).toEqual([buyer.user.id, shop.user.id].sort());

    // The order goes on: confirmed, completed, the rest released to the pro.
    expect((await status(shop.token, 'confirm', id)).status).toBe(200);
    expect((await status(buyer.token, 'complete', id)).status).toBe(200);
    expect(await payment(id)).toMatchObject({ state: 'released', refunded_amount: 1000, released_amount: 2600 });
    expect(await escrowInvariantProblems(db())).toEqual([]);
  });
});
