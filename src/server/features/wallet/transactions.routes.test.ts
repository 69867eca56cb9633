import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_TYPE_TEXT, TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createSignedInUser } from '../../test/factories';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { creditWallet, debitWallet, grantWelcomeCredit } from './ledger.repository';

type Entry = { id: number; transaction_type: number; type_text: string; amount: number; balance_after: number; credit_purchase_id: number | null; quote_bid_id: number | null; created: string };

describe.each(ENGINES)('credit history on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  async function allPages(token: string) {
    const first = await server.api('/transactions/index/page:1.json', { token });
    expect(first.status).toBe(200);
    const entries = [...(first.body.transactions as Entry[])];
    for (let page = 2; page <= (first.body.total_pages as number); page += 1) {
      const res = await server.api(`/transactions/index/page:${page}.json`, { token });
      expect(res.body.page).toBe(page);
      entries.push(...(res.body.transactions as Entry[]));
    }
    return { first: first.body, entries };
  }

  it('is empty for a new user, with page 1 of 1', async () => {
    const { token } = await createSignedInUser(server.db);
    const res = await server.api('/transactions/index/page:1.json', { token });
    expect(res.body).toEqual({ status: 'Success', transactions: [], page: 1, total_pages: 1, count: 0, available_wallet_amount: 0 });
    expect((await server.api('/transactions/index.json', { token })).body.page).toBe(1);
  });

  it('needs a session and a sensible page', async () => {
    const { token } = await createSignedInUser(server.db);
    expect((await server.api('/transactions/index/page:1.json')).status).toBe(403);
    for (const page of ['0', '-1', 'x', '1.5']) {
      const res = await server.api(`/transactions/index/page:${page}.json`, { token });
      expect(res.status, page).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'page', message: '頁數必須是正整數' }]);
    }
  });

  it('balances to the sum of the entries after fees, refunds, grants and purchases, many at once', async () => {
    const { user, token } = await createSignedInUser(server.db);
    await server.db.transaction().execute((trx) => grantWelcomeCredit(trx, user.id, 300));
    await server.db.transaction().execute((trx) => creditWallet(trx, { userId: user.id, amount: 500, type: TransactionType.Adjustment, note: '客服' }));
    const bound = await server.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token, json: { prime: await samplePrime(server, CARDS.visa) } });
    const cardId = (bound.body.card as { id: number }).id;

    const fee = (amount: number) =>
      server.db
        .transaction()
        .execute((trx) => debitWallet(trx, { userId: user.id, amount, type: TransactionType.QuoteFee, note: '報價' }))
        .catch(() => null);
    const purchase = (amount: number) =>
      server.api('/new/v1/tap_pay/pay_by_token.json', { method: 'POST', token, json: { card_id: cardId, amount, idempotency_key: newKey() } });
    const grant = (amount: number) =>
      server.db.transaction().execute((trx) => creditWallet(trx, { userId: user.id, amount, type: TransactionType.PromotionGrant, note: '活動' }));

    const fees = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => fee(60 + i * 5)),
      ...Array.from({ length: 4 }, (_, i) => purchase(100 + i * 50).then(() => null)),
      ...Array.from({ length: 3 }, () => grant(30).then(() => null)),
    ]);
    const taken = fees.filter((f) => f !== null);
    // Refund some of the fees that went through.
    for (const entry of taken.slice(0, 3)) {
      await server.db.transaction().execute((trx) =>
        creditWallet(trx, { userId: user.id, amount: -entry!.amount, type: TransactionType.Refund, refundsEntryId: entry!.id, note: '退還' }),
      );
    }
    await Promise.all([fee(75), fee(80), purchase(60), fee(65)]);

    const { first, entries } = await allPages(token);
    const sum = entries.reduce((total, e) => total + e.amount, 0);
    const wallet = await server.db.selectFrom('wallets').select('balance').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(first.available_wallet_amount).toBe(sum);
    expect(wallet.balance).toBe(sum);
    expect(sum).toBeGreaterThanOrEqual(0);
    expect(entries).toHaveLength(first.count as number);
    expect(first.total_pages).toBe(Math.ceil((first.count as number) / 20));
    expect(first.count as number).toBeGreaterThan(20);
    expect((first.transactions as Entry[]).length).toBe(20);
    // Newest first; each entry's balance follows from the one before it.
    const oldestFirst = [...entries].reverse();
    let running = 0;
    for (const e of oldestFirst) {
      running += e.amount;
      expect(e.balance_after).toBe(running);
      expect(e.type_text).toBe(TRANSACTION_TYPE_TEXT[e.transaction_type as 1]);
    }
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    const kinds = new Set(entries.map((e) => e.transaction_type));
    for (const type of [TransactionType.WelcomeGrant, TransactionType.QuoteFee, TransactionType.Refund, TransactionType.PromotionGrant, TransactionType.Purchase]) {
      expect(kinds.has(type)).toBe(true);
    }
    const bought = entries.filter((e) => e.transaction_type === TransactionType.Purchase);
    expect(bought).toHaveLength(5);
    expect(bought.every((e) => e.credit_purchase_id !== null && e.type_text === '購買點數')).toBe(true);
  });

  it('shows only the caller’s own entries', async () => {
    const a = await createSignedInUser(server.db);
    const b = await createSignedInUser(server.db);
    await server.db.transaction().execute((trx) => grantWelcomeCredit(trx, a.user.id, 300));
    const res = await server.api('/transactions/index/page:1.json', { token: b.token });
    expect(res.body.count).toBe(0);
    expect(res.body.available_wallet_amount).toBe(0);
  });
});
