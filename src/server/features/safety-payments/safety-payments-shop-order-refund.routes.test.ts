import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ENGINES, TEST_API_KEY } from '../../test/harness';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { sandboxFakeOf } from '../payments/ecpay/ecpay.plugin';
import { createSignedInOperator } from '../ops/ops.test-support';
import { orderOf, shopOrdersSuite } from '../shop-orders/shop-orders.test-support';
import { escrowBalance } from './escrow-ledger';
import { escrowInvariantProblems } from './safety-payments.test-support';

const PAY_BASE = '/new/v1/third_party_payments';
const BANK = { bank_code: '812', bank_branch: '0123', bank_account: '00012345678901', holder_name: '王小明' };

describe.each(ENGINES)('the refund transfer of a cancelled CVS/ATM shop order on %s', (engine) => {
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '10', SAFETY_PAYMENT_FEE_MIN: '0' });
  const { newShop, consumer, add, view, status } = suite;
  const db = () => suite.server.db;
  const payment = (orderId: number) => db().selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', orderId).executeTakeFirstOrThrow();
  const refundInfo = (pid: string, token: string, json: Record<string, unknown> = BANK) =>
    suite.server.api(`${PAY_BASE}/change_status/edit_refund_info/${pid}.json`, { method: 'POST', token, json });
  const expectBalanced = async () => expect(await escrowInvariantProblems(db())).toEqual([]);

  /** An order of 2 x NT$1,800, paid by `pay` (a card, or a CVS code the sandbox then pays), then cancelled by both sides. */
  async function cancelledPaidOrder(pay: 'card' | 'cvs') {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 }], address: '某處' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = orderOf(res);
    const pid = order.payment!.pid;
    const json =
      pay === 'card'
        ? { pay_type: 'card', prime: await samplePrime(suite.server, CARDS.visa), idempotency_key: `pay-${randomUUID()}` }
        : { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` };
    const paying = await suite.server.api(`${PAY_BASE}/pay/${pid}.json`, { method: 'POST', token: buyer.token, json });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    if (pay === 'cvs') await sandboxFakeOf(suite.server.app)!.pay((await payment(order.nshop_order_id)).order_number!);
    expect(orderOf(await view(buyer.token, order.nshop_order_id)).status).toBe(ShopOrderStatus.Paid);
    expect((await status(buyer.token, 'apply_cancel', order.nshop_order_id)).status).toBe(200);
    expect((await status(shop.token, 'cancel', order.nshop_order_id)).status).toBe(200);
    return { shop, buyer, order, pid };
  }

  it('says the refund waits for an account, takes it from the consumer only (validated), and only while a CVS/ATM refund is owed', async () => {
    const { shop, buyer, order, pid } = await cancelledPaidOrder('cvs');
    const waiting = orderOf(await view(buyer.token, order.nshop_order_id));
    expect(waiting).toMatchObject({ status: ShopOrderStatus.Cancelled, payment: { state: 'refunded', refund_account_needed: true } });
    expect(orderOf(await view(shop.token, order.nshop_order_id)).payment).toMatchObject({ refund_account_needed: true });

    // A stranger: 404; the pro: 409; a bad field: 400 naming it; nothing written.
    const stranger = await consumer();
    expect((await refundInfo(pid, stranger.token)).status).toBe(404);
    expect((await refundInfo(pid, shop.token)).status).toBe(409);
    const bad = await refundInfo(pid, buyer.token, { ...BANK, bank_branch: '12', bank_code: '999' });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['bank_branch', 'bank_code']);
    expect((await payment(order.nshop_order_id)).refund_bank_code).toBeNull();

    const given = await refundInfo(pid, buyer.token);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.refund).toMatchObject({ amount: 3600, needs_bank_account: true, bank_code: '812', bank_branch: '0123', bank_account: '**********8901', holder_name: '王小明' });
    expect((await payment(order.nshop_order_id)).state).toBe('refunded');
    expect(orderOf(await view(buyer.token, order.nshop_order_id)).payment).toMatchObject({ state: 'refunded', refund_account_needed: false });
    // Changed again before any batch carries it.
    expect((await refundInfo(pid, buyer.token, { ...BANK, bank_code: '700', bank_account: '12345678901234' })).status).toBe(200);
    expect((await payment(order.nshop_order_id)).refund_bank_code).toBe('700');
    await expectBalanced();
  });

  it('refuses the account of a card refund and of an unpaid order cancelled (nothing owed by transfer)', async () => {
    const card = await cancelledPaidOrder('card');
    expect(orderOf(await view(card.buyer.token, card.order.nshop_order_id)).payment).toMatchObject({ state: 'refunded', refund_account_needed: false });
    expect((await refundInfo(card.pid, card.buyer.token)).status).toBe(409);

    const shop = await newShop();
    const buyer = await consumer();
    const order = orderOf(await add(buyer.token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 1 }], address: '某處' }));
    expect((await suite.server.api(`${PAY_BASE}/pay/${order.payment!.pid}.json`, { method: 'POST', token: buyer.token, json: { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` } })).status).toBe(200);
    expect((await status(buyer.token, 'cancel', order.nshop_order_id)).status).toBe(200);
    const unpaid = await refundInfo(order.payment!.pid, buyer.token);
    expect(unpaid.status).toBe(409);
    expect((await payment(order.nshop_order_id)).refund_bank_code).toBeNull();
  });

  it('puts the owed refund in the day’s transfer batch with the safety-payment refunds, and the result import marks it paid', async () => {
    const { buyer, order, pid } = await cancelledPaidOrder('cvs');
    const row = await payment(order.nshop_order_id);
    // No account yet: the batch leaves it out.
    expect(await suite.server.app.jobs.runOnce('payout-batch', suite.clock.now())).toBe('ran');
    expect(await db().selectFrom('payout_lines').select('id').where('third_party_payment_id', '=', row.id).execute()).toEqual([]);

    expect((await refundInfo(pid, buyer.token)).status).toBe(200);
    suite.clock.advance(24 * 60 * 60 * 1000);
    expect(await suite.server.app.jobs.runOnce('payout-batch', suite.clock.now())).toBe('ran');
    const line = await db().selectFrom('payout_lines').selectAll().where('third_party_payment_id', '=', row.id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ kind: 'refund', user_id: buyer.user.id, amount: 3600, bank_code: '812', bank_branch: '0123', holder_name: '王小明', state: 'pending' });
    // Carried by a batch: the account can no longer change.
    expect((await refundInfo(pid, buyer.token, { ...BANK, bank_code: '700' })).status).toBe(409);

    const { cookie } = await createSignedInOperator(suite.server, suite.clock, 'finance');
    const batch = line.batch_id;
    expect((await suite.server.api(`/ops/payout_batches/approve/${batch}.json`, { method: 'POST', cookie })).status).toBe(200);
    // The transfer file is CSV (not JSON): fetched as it is.
    const file = await fetch(`${suite.server.baseUrl}${suite.server.config.apiPrefix}/ops/payout_batches/export/${batch}.csv`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_API_KEY, cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(`812,0123,00012345678901,王小明,3600,${line.reference}`);
    const imported = await suite.server.api(`/ops/payout_batches/import/${batch}.json`, {
      method: 'POST',
      cookie,
      json: { file: `reference,status,message\r\n${line.reference},paid,OK\r\n` },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await db().selectFrom('payout_lines').select('state').where('id', '=', line.id).executeTakeFirstOrThrow()).state).toBe('paid');
    expect(await escrowBalance(db(), K.RefundPayable, buyer.user.id)).toBe(0);
    expect(await escrowBalance(db(), K.TrustLiability, row.id)).toBe(0);
    await expectBalanced();
  });
});
