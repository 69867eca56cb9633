import { describe, expect, it } from 'vitest';
import { QuoteError } from '../../../../domain/errors/codes';
import { TransactionType } from '../../../../domain/wallet/ledger';
import { createSignedInUser } from '../../../test/factories';
import { saveInvoiceSettings } from '../../invoices/invoice.repository';
import { CARDS, newKey, samplePrime } from './cards.test-support';
import { ENGINES } from '../../../test/harness';
import { type Purchase, tapPaySuite } from './tap-pay.test-support';

describe.each(ENGINES)('TapPay card endpoints in the default sandbox on %s', (engine) => {
  const suite = tapPaySuite(engine);
  const { post, balance, chargesOf, purchaseCount, boundCard } = suite;

  it('buys a package by prime: the purchase is paid and the wallet gets the price plus the bonus', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const pkg = await suite.server.db.selectFrom('credit_packages').selectAll().where('price', '=', 1000).executeTakeFirstOrThrow();
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.visa), package_id: pkg.id, idempotency_key: newKey() });
    expect(res.status).toBe(200);
    expect(res.body.purchase).toMatchObject({ status: 'paid', pay_type: 'card', provider: 'sandbox', amount: 1000, credit: 1050, credit_package_id: pkg.id, status_text: '已付款', source: 'pricing' });
    expect(res.body.available_wallet_amount).toBe(1050);
    const entries = await suite.server.db.selectFrom('wallet_entries').select(['transaction_type', 'amount', 'credit_purchase_id']).where('user_id', '=', user.id).execute();
    expect(entries).toEqual([{ transaction_type: TransactionType.Purchase, amount: 1050, credit_purchase_id: (res.body.purchase as Purchase).id }]);
    // Without remember the card is not kept.
    expect((await suite.server.api('/new/v1/tap_pay/cards.json', { token })).body.cards).toEqual([]);
  });

  it('stores the invoice settings of the moment on the purchase', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    await saveInvoiceSettings(suite.server.db, user.id, { carrier_type: 'mobile', carrier: '/ABC1234', donation_code: null, unified_number: null, title: null });
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.visa), amount: 500, idempotency_key: newKey() });
    expect(res.status).toBe(200);
    expect((res.body.purchase as { invoice: unknown }).invoice).toEqual({ type: 'mobile', carrier: '/ABC1234' });
    // Later changes leave the purchase as it was.
    await saveInvoiceSettings(suite.server.db, user.id, { carrier_type: 'donation', carrier: null, donation_code: '919', unified_number: null, title: null });
    const stored = await suite.server.db.selectFrom('credit_purchases').select('invoice').where('id', '=', (res.body.purchase as Purchase).id).executeTakeFirstOrThrow();
    expect(stored.invoice).toEqual({ type: 'mobile', carrier: '/ABC1234' });
  });

  it.each([
    [49, '自訂金額須介於 50 到 9999 元之間'],
    [10000, '自訂金額須介於 50 到 9999 元之間'],
    [100.5, '金額必須是整數（新台幣元）'],
  ])('refuses a custom amount of %s with 400 naming the range', async (amount, message) => {
    const { token } = await createSignedInUser(suite.server.db);
    const before = suite.fake.charges.length;
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: 'unused', amount, idempotency_key: newKey() });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'amount', message }]);
    expect(suite.fake.charges.length).toBe(before);
  });

  it('names what is missing: the idempotency key, a package or an amount, only one of them, a package that exists', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ prime: 'p', amount: 100 }, 'idempotency_key'],
      [{ prime: 'p', idempotency_key: newKey() }, 'package_id'],
      [{ prime: 'p', amount: 100, package_id: 1, idempotency_key: newKey() }, 'package_id'],
      [{ prime: 'p', package_id: 999999, idempotency_key: newKey() }, 'package_id'],
      [{ amount: 100, idempotency_key: newKey() }, 'prime'],
      [{ prime: 'p', amount: 100, idempotency_key: 'short' }, 'idempotency_key'],
    ];
    for (const [json, field] of cases) {
      const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe(field);
    }
    const noCard = await post('/new/v1/tap_pay/pay_by_token.json', token, { amount: 100, idempotency_key: newKey() });
    expect(noCard.status).toBe(400);
    expect(await purchaseCount(user.id)).toBe(0);
  });

  it('stores a declined payment as failed with a zh-TW message and answers 402; a retry charges nothing more', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const key = newKey();
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.declined), amount: 300, idempotency_key: key });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: 'payment declined', gateway_message: 'Card Declined' });
    const purchase = res.body.purchase as Purchase & { order_number: string };
    expect(purchase).toMatchObject({ status: 'failed', status_text: '付款失敗' });
    expect(purchase.error_message).toContain('信用卡付款失敗');
    expect(res.body.message).toBe(purchase.error_message);
    expect(await balance(user.id)).toBe(0);
    const again = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.visa), amount: 300, idempotency_key: key });
    expect(again.status).toBe(402);
    expect((again.body.purchase as Purchase).id).toBe(purchase.id);
    expect(chargesOf(purchase.order_number)).toBe(1);
    expect(await balance(user.id)).toBe(0);
  });

  it('credits nothing and fails the purchase when TapPay answers another amount or currency than ordered', async () => {
    for (const tamper of [{ amount: 30 }, { currency: 'USD' }]) {
      const { user, token } = await createSignedInUser(suite.server.db);
      suite.fake.tamperNext = tamper;
      const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.visa), amount: 300, idempotency_key: newKey() });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe('付款金額與訂單不符，點數未入帳，請聯絡客服。');
      expect(res.body.purchase).toMatchObject({ status: 'failed' });
      expect(await balance(user.id)).toBe(0);
    }
  });

  it('answers a retried request with the first purchase and never charges twice', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const key = newKey();
    const body = async () => ({ prime: await samplePrime(suite.server, CARDS.visa), amount: 700, idempotency_key: key });
    const first = await post('/new/v1/tap_pay/pay_by_prime.json', token, await body());
    const second = await post('/new/v1/tap_pay/pay_by_prime.json', token, await body());
    expect(second.status).toBe(200);
    expect(second.body.purchase).toEqual(first.body.purchase);
    expect(second.body.available_wallet_amount).toBe(700);
    expect(chargesOf((first.body.purchase as { order_number: string }).order_number)).toBe(1);
    expect(await purchaseCount(user.id)).toBe(1);
    // The same key is another pro's own.
    const other = await createSignedInUser(suite.server.db);
    expect((await post('/new/v1/tap_pay/pay_by_prime.json', other.token, await body())).status).toBe(200);
  });

  it('charges once when two requests with one key arrive at the same time', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const card = await boundCard(token);
    const key = newKey();
    const before = suite.fake.charges.length;
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/new/v1/tap_pay/pay_by_token.json', token, { card_id: card.id, amount: 900, idempotency_key: key })),
    );
    for (const res of results) expect(res.status).toBe(200);
    const ids = new Set(results.map((r) => (r.body.purchase as Purchase).id));
    expect(ids.size).toBe(1);
    expect(suite.fake.charges.length - before).toBe(1);
    expect(await purchaseCount(user.id)).toBe(1);
    expect(await balance(user.id)).toBe(900);
  });

  it('remembers the card when asked and pays with it by token', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const paid = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.jcb), amount: 200, idempotency_key: newKey(), remember: 1 });
    expect(paid.status).toBe(200);
    expect((paid.body.purchase as Purchase).card_info).toBe('JCB-0000');
    const cards = (await suite.server.api('/new/v1/tap_pay/cards.json', { token })).body.cards as { id: number }[];
    expect(cards).toHaveLength(1);
    const again = await post('/new/v1/tap_pay/pay_by_token.json', token, { card_id: cards[0]!.id, package_id: 1, idempotency_key: newKey() });
    expect(again.status).toBe(200);
    expect(again.body.purchase).toMatchObject({ status: 'paid', card_info: 'JCB-0000', amount: 300, credit: 300 });
    expect(again.body.available_wallet_amount).toBe(500);
    expect(await balance(user.id)).toBe(500);
    const other = await createSignedInUser(suite.server.db);
    const stolen = await post('/new/v1/tap_pay/pay_by_token.json', other.token, { card_id: cards[0]!.id, amount: 100, idempotency_key: newKey() });
    expect(stolen.status).toBe(404);
  });

  it('refuses a foreign card payment with 409 code 211, refunds it and keeps the purchase as failed', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const refundsBefore = suite.fake.refunds.length;
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.foreign), amount: 400, idempotency_key: newKey() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(QuoteError.ForeignCardNotSupported);
    expect(suite.fake.refunds.length).toBe(refundsBefore + 1);
    const rows = await suite.server.db.selectFrom('credit_purchases').select(['status', 'error_message']).where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ status: 'failed', error_message: '金流服務不支援國外發行的信用卡。' }]);
    expect(await balance(user.id)).toBe(0);
  });

  async function threeDsPayment(token: string, outcome: 'authorise' | 'fail') {
    const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(suite.server, CARDS.threeDS), amount: 800, idempotency_key: newKey() });
    expect(res.status).toBe(200);
    const purchase = res.body.purchase as Purchase;
    expect(purchase.status).toBe('pending');
    const paymentUrl = res.body.payment_url as string;
    expect(paymentUrl).toMatch(/\/sandbox-gateway\/tappay\/3ds\//);
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('3D 驗證');
    const answered = await fetch(`${paymentUrl}?outcome=${outcome}`, { method: 'POST', redirect: 'manual' });
    expect(answered.status).toBe(303);
    return { purchase, back: new URL(answered.headers.get('location')!) };
  }

  it('sends a 3-D Secure card to the bank page; the notification confirms it and the browser comes back to the purchases page', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const { purchase, back } = await threeDsPayment(token, 'authorise');
    expect(back.pathname).toBe('/api/new/v1/tap_pay/three_domain_secure/return');
    expect(suite.fake.notifications.at(-1)).toMatchObject({ delivered: true });
    expect(await balance(user.id)).toBe(800);
    const returned = await fetch(`${suite.server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(returned.status).toBe(302);
    expect(returned.headers.get('location')).toBe(`/dashboard/purchases?purchase=${purchase.id}`);
    expect(await balance(user.id)).toBe(800);
    const stored = await suite.server.db.selectFrom('credit_purchases').select('status').where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
  });

  it('keeps a failed 3-D Secure payment as failed and credits nothing; a forged notification changes nothing', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const { purchase } = await threeDsPayment(token, 'fail');
    const stored = await suite.server.db.selectFrom('credit_purchases').select(['status', 'error_message', 'provider_reference']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'failed', error_message: '3D 驗證未通過，這筆交易沒有完成。' });
    const forged = await fetch(`${suite.server.baseUrl}/api/new/v1/tap_pay/three_domain_secure/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rec_trade_id: stored.provider_reference, status: 0, msg: 'Success' }),
    });
    expect(forged.status).toBe(200);
    expect(await balance(user.id)).toBe(0);
    const unknown = await fetch(`${suite.server.baseUrl}/api/new/v1/tap_pay/three_domain_secure/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rec_trade_id: 'D000', status: 0 }),
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 404 for the Stripe endpoints while TapPay is the gateway', async () => {
    const { token } = await createSignedInUser(suite.server.db);
    expect((await suite.server.api('/stripes/cards.json', { token })).status).toBe(404);
  });
});
