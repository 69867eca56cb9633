import { describe, expect, it } from 'vitest';
import type { PurchaseEinvoice } from '../../../domain/invoices/einvoice';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { einvoiceSandboxOf } from '../einvoices';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { createSignedInOperator } from './ops.test-support';

describe.each(ENGINES)('partial refunds of credit purchases from the console on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock, env: { EINVOICE_PROVIDER: 'sandbox' } });
  const fake = () => einvoiceSandboxOf(server.app)!;
  const runJob = async () => expect(await server.app.jobs.runOnce('issue-einvoices', clock.now())).toBe('ran');
  const refund = (cookie: string, id: number, amount?: unknown) =>
    server.api(`/ops/purchases/refund/${id}.json`, { method: 'POST', json: amount === undefined ? { reason: '部分服務未提供' } : { reason: '部分服務未提供', amount }, cookie });

  async function buy(amount: number) {
    const { user, token } = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime: await samplePrime(server, CARDS.visa), amount, idempotency_key: newKey() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { user, token, purchase: res.body.purchase as { id: number; order_number: string; credit: number; amount: number } };
  }
  const view = async (token: string, id: number) => (await server.api(`/purchases/view/${id}.json`, { token })).body.purchase as { einvoice: PurchaseEinvoice | null };
  const refundEntries = (userId: number) =>
    server.db.selectFrom('wallet_entries').select(['amount', 'operator_id']).where('user_id', '=', userId).where('transaction_type', '=', TransactionType.PurchaseRefund).orderBy('id').execute();

  it('refunds part of a card purchase, then the rest: credit in proportion, the card refunded by the amount, an allowance each, audited', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user, token, purchase } = await buy(1000);
    await runJob();
    const tappay = server.app.cardSandbox as FakeTapPayState;
    const refundsBefore = tappay.refunds.length;
    const share = (part: number) => Math.floor((purchase.credit * part * 2 + 1000) / 2000);

    const first = await refund(cookie, purchase.id, 300);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ refund_method: 'gateway', amount: 300, credit: share(300), refunded_amount: 300, refundable_amount: 700, balance: purchase.credit - share(300) });
    const row = await server.db.selectFrom('credit_purchases').select(['status', 'refunded_amount', 'refunded_credit']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', refunded_amount: 300, refunded_credit: share(300) });
    expect(await refundEntries(user.id)).toEqual([{ amount: -share(300), operator_id: operator.id }]);
    expect(tappay.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([300]);
    const [audit] = await server.db.selectFrom('operator_audit').select(['after', 'reason']).where('target_type', '=', 'credit_purchase').where('target_id', '=', String(purchase.id)).execute();
    expect(audit).toMatchObject({ reason: '部分服務未提供', after: { status: 'paid', amount: 300, credit: share(300), refunded_amount: 300, refundable_amount: 700 } });
    await runJob();
    const invoice = () => fake().byRelateNumber(purchase.order_number)!;
    expect(invoice()).toMatchObject({ voided: false, allowances: [expect.objectContaining({ amount: 300 })] });
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued', allowance_amount: 300 });

    // More than is left, or not a whole positive NT$: refused naming the field, nothing written.
    const over = await refund(cookie, purchase.id, 701);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('退款金額不可超過可退餘額 NT$700');
    for (const bad of [0, -5, 12.5]) {
      const res = await refund(cookie, purchase.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('退款金額');
    }
    expect(await refundEntries(user.id)).toHaveLength(1);

    // The rest: the purchase is refunded in full, all its credit back, the allowances add up to the invoice.
    const second = await refund(cookie, purchase.id, 700);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ amount: 700, credit: purchase.credit - share(300), refunded_amount: 1000, refundable_amount: 0, balance: 0 });
    expect((await refundEntries(user.id)).reduce((sum, e) => sum + e.amount, 0)).toBe(-purchase.credit);
    expect(await server.db.selectFrom('credit_purchases').select(['status', 'refunded_amount', 'refunded_credit']).where('id', '=', purchase.id).executeTakeFirstOrThrow()).toEqual({
      status: 'refunded',
      refunded_amount: 1000,
      refunded_credit: purchase.credit,
    });
    expect(tappay.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([300, 700]);
    await runJob();
    expect(invoice().allowances.map((a) => a.amount)).toEqual([300, 700]);
    expect(invoice().voided).toBe(false);
    expect((await refund(cookie, purchase.id, 1)).status).toBe(409);

    // The console's list shows what was given back; the totals and the reconciliation count each part.
    const list = await server.api(`/ops/purchases/index/page:1.json?user_id=${user.id}`, { cookie });
    expect(list.body.purchases).toEqual([expect.objectContaining({ id: purchase.id, status: 'refunded', refunded_amount: 1000 })]);
    const totals = await server.api('/ops/finance/totals.json?period=day&from=2026-11-27&to=2026-11-27', { cookie });
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    const recon = await server.api('/ops/finance/reconciliation.json?date=2026-11-27', { cookie });
    expect(recon.status).toBe(200);
    const mismatches = (recon.body.mismatches as { reference_id: number; kind: string }[]).filter((m) => m.reference_id === purchase.id);
    expect(mismatches).toEqual([]);
  });

  it('a partial refund of a purchase whose invoice is not issued yet waits, and the allowance follows the issue', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { token, purchase } = await buy(500);
    const res = await refund(cookie, purchase.id, 200);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await runJob();
    const invoice = fake().byRelateNumber(purchase.order_number)!;
    expect(invoice.data).toMatchObject({ SalesAmount: 500 });
    await runJob();
    expect(fake().byRelateNumber(purchase.order_number)!.allowances.map((a) => a.amount)).toEqual([200]);
    expect((await view(token, purchase.id)).einvoice).toMatchObject({ status: 'issued', allowance_amount: 200 });
  });
});
