import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createSignedInUser } from '../../test/factories';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { AutoTopupService, taiwanDay } from './auto-topup.service';
import { creditWallet, debitWallet } from '../wallet';

const DAY_MS = 86_400_000;

describe('taiwanDay', () => {
  it('is the calendar day at UTC+8', () => {
    expect(taiwanDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(taiwanDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });
});

describe.each(ENGINES)('auto top-up on %s', (engine) => {
  let server: TestServer;
  let sweeper: AutoTopupService;
  let fake: FakeTapPayState;
  let starter: { id: number };

  beforeAll(async () => {
    server = await startTestServer(engine);
    sweeper = new AutoTopupService({ db: server.db, purchases: server.app.cardPurchases });
    fake = server.app.cardSandbox as FakeTapPayState;
    starter = await server.db.selectFrom('credit_packages').select('id').where('price', '=', 300).executeTakeFirstOrThrow();
  });
  afterAll(() => server.close());

  const save = (token: string, json: Record<string, unknown>) => server.api('/wallet/auto_topup.json', { method: 'POST', token, json });
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  async function proWithCard(number: string = CARDS.visa) {
    const pro = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token: pro.token, json: { prime: await samplePrime(server, number) } });
    expect(res.status).toBe(200);
    return { ...pro, cardId: (res.body.card as { id: number }).id };
  }

  it('is off by default', async () => {
    const { token } = await createSignedInUser(server.db);
    const res = await server.api('/wallet/auto_topup.json', { token });
    expect(res.body.auto_topup).toMatchObject({ is_on: 0, threshold: 100, credit_package_id: null, card_id: null, consent: 0 });
    expect((await server.api('/wallet/auto_topup.json')).status).toBe(403);
  });

  it('is turned on only with explicit consent, a package and one of the pro’s cards', async () => {
    const pro = await proWithCard();
    const other = await proWithCard();
    const base = { is_on: 1, threshold: 200, credit_package_id: starter.id, card_id: pro.cardId };
    const cases: [Record<string, unknown>, string][] = [
      [base, 'consent'],
      [{ ...base, consent: 0 }, 'consent'],
      [{ ...base, consent: 1, card_id: other.cardId }, 'card_id'],
      [{ ...base, consent: 1, credit_package_id: 999999 }, 'credit_package_id'],
      [{ ...base, consent: 1, threshold: -1 }, 'threshold'],
      [{ ...base, consent: 1, threshold: 100001 }, 'threshold'],
      [{ ...base, consent: 1, is_on: 'maybe' }, 'is_on'],
      [{ is_on: 1, consent: 1, threshold: 200, card_id: pro.cardId }, 'credit_package_id'],
    ];
    for (const [json, field] of cases) {
      const res = await save(pro.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe(field);
    }
    const on = await save(pro.token, { ...base, consent: 1 });
    expect(on.status).toBe(200);
    expect(on.body.auto_topup).toMatchObject({ is_on: 1, threshold: 200, credit_package_id: starter.id, card_id: pro.cardId, consent: 1 });
    expect((on.body.auto_topup as { consented_at: string }).consented_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const off = await save(pro.token, { ...base, is_on: 0, consent: 0 });
    expect(off.body.auto_topup).toMatchObject({ is_on: 0, consent: 0 });
  });

  it('buys the package with the bound card when the wallet is under the threshold, once a day', async () => {
    const pro = await proWithCard();
    await save(pro.token, { is_on: 1, threshold: 200, credit_package_id: starter.id, card_id: pro.cardId, consent: 1 });
    const now = new Date();
    const before = fake.charges.length;
    await sweeper.sweep(now);
    expect(fake.charges.length - before).toBe(1);
    expect(await balance(pro.user.id)).toBe(300);
    const purchase = await server.db.selectFrom('credit_purchases').select(['status', 'source', 'amount']).where('user_id', '=', pro.user.id).execute();
    expect(purchase).toEqual([{ status: 'paid', source: 'auto_topup', amount: 300 }]);
    const entries = await server.db.selectFrom('wallet_entries').select('transaction_type').where('user_id', '=', pro.user.id).execute();
    expect(entries).toEqual([{ transaction_type: TransactionType.Purchase }]);

    // Spent below the threshold again the same day: nothing more until a day has passed.
    await server.db.transaction().execute((trx) => debitWallet(trx, { userId: pro.user.id, amount: 300, type: TransactionType.QuoteFee }));
    await Promise.all([sweeper.sweep(new Date(now.getTime() + 60_000)), sweeper.sweep(new Date(now.getTime() + 60_000))]);
    expect(fake.charges.length - before).toBe(1);
    await sweeper.sweep(new Date(now.getTime() + DAY_MS + 1000));
    expect(fake.charges.length - before).toBe(2);
    const state = await server.api('/wallet/auto_topup.json', { token: pro.token });
    expect(state.body.auto_topup).toMatchObject({ last_error: null });
  });

  it('leaves a wallet at or above the threshold, and a pro who turned it off, alone', async () => {
    const rich = await proWithCard();
    await server.db.transaction().execute((trx) => creditWallet(trx, { userId: rich.user.id, amount: 500, type: TransactionType.PromotionGrant }));
    await save(rich.token, { is_on: 1, threshold: 500, credit_package_id: starter.id, card_id: rich.cardId, consent: 1 });
    const off = await proWithCard();
    await save(off.token, { is_on: 0, threshold: 500, credit_package_id: starter.id, card_id: off.cardId, consent: 1 });
    await sweeper.sweep();
    const bought = await server.db.selectFrom('credit_purchases').select('id').where('user_id', 'in', [rich.user.id, off.user.id]).execute();
    expect(bought).toEqual([]);
  });

  it('records a declined charge as the last error and tries again only the next day', async () => {
    const pro = await createSignedInUser(server.db);
    // A card the gateway no longer knows (removed there): TapPay refuses the token.
    const card = await server.db
      .insertInto('payment_cards')
      .values({ user_id: pro.user.id, provider: 'sandbox', brand: 'VISA', last4: '4242', card_token: 'unknown-token', card_key: 'unknown-key' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await save(pro.token, { is_on: 1, threshold: 100, credit_package_id: starter.id, card_id: card.id, consent: 1 });
    const now = new Date();
    expect(await sweeper.sweep(now)).toBe(0);
    const state = (await server.api('/wallet/auto_topup.json', { token: pro.token })).body.auto_topup as { last_error: string; last_purchase_id: number };
    expect(state.last_error).toContain('信用卡付款失敗');
    const failed = await server.db.selectFrom('credit_purchases').select(['status', 'source']).where('id', '=', state.last_purchase_id).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', source: 'auto_topup' });
    expect(await sweeper.sweep(new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await server.db.selectFrom('credit_purchases').select('id').where('user_id', '=', pro.user.id).execute()).toHaveLength(1);
  });
});
