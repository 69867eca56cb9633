import { describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { confirmPurchase } from '../payments/purchases.repository';
import { seedPurchase } from './finance.test-support';
import { createSignedInOperator } from './ops.test-support';

describe.each(ENGINES)('console purchases and their refunds on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });

  const refund = (cookie: string, id: number, reason = '顧客重複購買') => server.api(`/ops/purchases/refund/${id}.json`, { method: 'POST', json: { reason }, cookie });
  const ledger = (userId: number) =>
    server.db.selectFrom('wallet_entries').select(['id', 'transaction_type', 'amount', 'operator_id', 'note']).where('user_id', '=', userId).orderBy('id').execute();
  const auditOf = (purchaseId: number) =>
    server.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'target_type', 'before', 'after', 'reason'])
      .where('target_type', '=', 'credit_purchase')
      .where('target_id', '=', String(purchaseId))
      .execute();
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  async function buyByCard(amount: number) {
    const { user, token } = await createSignedInUser(server.db);
    const bought = await server.api('/new/v1/tap_pay/pay_by_prime.json', {
      method: 'POST',
      token,
      json: { prime: await samplePrime(server, CARDS.visa), amount, idempotency_key: newKey() },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    return { user, purchase: bought.body.purchase as { id: number; credit: number; amount: number } };
  }

  async function paidCvs(amount: number) {
    const user = await createUser(server.db);
    const purchase = await seedPurchase(server.db, user.id, 'cvs', amount, amount, null);
    await confirmPurchase(server.db, purchase.id, `ECPAY-${newKey()}`);
    return { user, purchase };
  }

  it('refunds a card purchase through the gateway: ledger type 38 naming the operator, the purchase refunded, the audit entry, once', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user, purchase } = await buyByCard(500);
    const fake = server.app.cardSandbox as FakeTapPayState;
    const refundsBefore = fake.refunds.length;

    const res = await refund(cookie, purchase.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'Success', purchase_id: purchase.id, refund_method: 'gateway', amount: 500, credit: purchase.credit, balance: 0 });
    expect(fake.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: 500 })]);
    const entries = await ledger(user.id);
    expect(entries.map((e) => [e.transaction_type, e.amount, e.operator_id])).toEqual([
      [TransactionType.Purchase, purchase.credit, null],
      [TransactionType.PurchaseRefund, -purchase.credit, operator.id],
    ]);
    expect(Number(entries[1]!.id)).toBe(res.body.transaction_id);
    // The reason is for the console; the user's history shows the type's own text.
    expect(entries[1]!.note).toBe('購點退款');
    expect(await auditOf(purchase.id)).toEqual([
      {
        operator_id: operator.id,
        action: 'purchase_refund',
        target_type: 'credit_purchase',
        before: { status: 'paid', balance: purchase.credit, refunded_amount: 0 },
        after: {
          status: 'refunded',
          balance: 0,
          refund_method: 'gateway',
          amount: 500,
          credit: purchase.credit,
          refunded_amount: 500,
          refundable_amount: 0,
          purchase_amount: 500,
          transaction_id: res.body.transaction_id,
          transaction_type: TransactionType.PurchaseRefund,
        },
        reason: '顧客重複購買',
      },
    ]);

    const again = await refund(cookie, purchase.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'Error', message: '這筆購買已經退款。' });
    expect(fake.refunds.length).toBe(refundsBefore + 1);
    expect(await auditOf(purchase.id)).toHaveLength(1);
  });

  it('marks a paid convenience-store purchase for a bank transfer', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const { user, purchase } = await paidCvs(800);
    const res = await refund(cookie, purchase.id, '顧客要求退款');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refund_method: 'transfer', amount: 800, credit: 800, balance: 0 });
    const row = await server.db.selectFrom('credit_purchases').select(['status', 'refund_method', 'refund_reason', 'refunded_at']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refunded', refund_method: 'transfer', refund_reason: '顧客要求退款', refunded_at: clock.now() });
    expect(await balance(user.id)).toBe(0);
  });

  it('refuses with 409 when the credit is spent, writing nothing', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user, purchase } = await paidCvs(600);
    await server.api('/ops/wallet_adjustments/add.json', { method: 'POST', json: { user_id: user.id, amount: -1, reason: '模擬已使用' }, cookie });
    // The adjustment (type 37) names its console operator too.
    expect((await ledger(user.id)).at(-1)).toMatchObject({ transaction_type: TransactionType.Adjustment, operator_id: operator.id });
    const res = await refund(cookie, purchase.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('這筆購買的點數已經用掉，錢包餘額不足以退還，請改用客服調整。');
    expect((await ledger(user.id)).map((e) => e.transaction_type)).toEqual([TransactionType.Purchase, TransactionType.Adjustment]);
    expect(await auditOf(purchase.id)).toEqual([]);
    expect((await server.db.selectFrom('credit_purchases').select('status').where('id', '=', purchase.id).executeTakeFirstOrThrow()).status).toBe('paid');
  });

  it('writes the entry and the audit entry in one transaction: a refund the gateway refuses leaves neither', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user, purchase } = await buyByCard(300);
    await server.db.updateTable('credit_purchases').set({ provider_reference: 'D-NOT-A-TRADE' }).where('id', '=', purchase.id).execute();
    const res = await refund(cookie, purchase.id);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await ledger(user.id)).map((e) => e.transaction_type)).toEqual([TransactionType.Purchase]);
    expect(await auditOf(purchase.id)).toEqual([]);
    expect(await balance(user.id)).toBe(300);
  });

  it('answers 404 for an unknown purchase and 400 without a reason', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    expect((await refund(cookie, 2_000_000_000)).status).toBe(404);
    const { purchase } = await paidCvs(400);
    expect((await server.api(`/ops/purchases/refund/${purchase.id}.json`, { method: 'POST', json: {}, cookie })).status).toBe(400);
    expect((await refund(cookie, purchase.id, ' ')).status).toBe(400);
  });

  it('lists purchases newest first, filtered by user, status, way of paying and Taipei days, paged', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const user = await createUser(server.db);
    const at = (iso: string) => new Date(iso);
    // 2026-03-01 23:30 Taipei is 15:30 UTC; 2026-03-02 00:30 Taipei is 16:30 UTC on the 1st.
    const a = await seedPurchase(server.db, user.id, 'card', 300, 300, at('2026-03-01T15:30:00Z'));
    const b = await seedPurchase(server.db, user.id, 'cvs', 500, 500, at('2026-03-01T16:30:00Z'));
    const c = await seedPurchase(server.db, user.id, 'atm', 1000, 1050, null);
    const list = async (query: string) => {
      const res = await server.api(`/ops/purchases/index/page:1.json?user_id=${user.id}${query}`, { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.purchases as { id: number }[]).map((p) => p.id);
    };
    expect(await list('')).toEqual([c.id, b.id, a.id]);
    expect(await list('&status=paid')).toEqual([b.id, a.id]);
    expect(await list('&status=pending&pay_type=atm')).toEqual([c.id]);
    expect(await list('&pay_type=card')).toEqual([a.id]);
    expect(await list('&from=2026-03-02&to=2026-03-02')).toEqual([b.id]);
    expect(await list('&from=2026-03-01&to=2026-03-01')).toEqual([a.id]);
    const page = await server.api(`/ops/purchases/index/page:1.json?user_id=${user.id}`, { cookie });
    expect(page.body).toMatchObject({ page: 1, total_pages: 1, count: 3 });
    expect((page.body.purchases as Record<string, unknown>[])[2]).toMatchObject({ user_id: user.id, amount: 300, pay_type: 'card', status: 'paid', paid_at: '2026-03-01 15:30:00' });
    expect((await server.api('/ops/purchases/index/page:2.json', { cookie })).status).toBe(200);
    expect((await server.api('/ops/purchases/index/page:0.json', { cookie })).status).toBe(400);
    expect((await server.api('/ops/purchases/index/page:1.json?status=lost', { cookie })).status).toBe(400);
  });
});
