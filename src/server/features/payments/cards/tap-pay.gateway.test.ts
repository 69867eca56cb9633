import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeTapPay, type FakeTapPayState } from '../../../adapters/payments/tappay/fake-tappay';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import { createSignedInUser } from '../../../test/factories';
import { CARDS, newKey } from './cards.test-support';

const KEYS = { TAPPAY_PARTNER_KEY: 'partner_own_port', TAPPAY_MERCHANT_ID: 'own_port_CTBC', TAPPAY_APP_ID: '12345', TAPPAY_APP_KEY: 'app_own_port' };

async function primeFrom(base: string, number: string): Promise<string> {
  const res = await fetch(`${base}/prime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ card_number: number, expiry: '01/31', ccv: '987' }) });
  return ((await res.json()) as { card: { prime: string } }).card.prime;
}

describe.each(ENGINES)('TapPay with keys, against a TapPay of its own port, on %s', (engine) => {
  let server: TestServer;
  let fakeApp: FastifyInstance;
  let fake: FakeTapPayState;
  let base: string;

  beforeAll(async () => {
    const own = createFakeTapPay({ partnerKey: KEYS.TAPPAY_PARTNER_KEY, merchantId: KEYS.TAPPAY_MERCHANT_ID });
    fakeApp = Fastify();
    await fakeApp.register(own.plugin);
    base = await fakeApp.listen({ port: 0, host: '127.0.0.1' });
    fake = own.state;
    // PUBLIC_URL points nowhere: the notification cannot arrive, so the return alone must settle the payment.
    server = await startTestServer(engine, { env: { CARD_PROVIDER: 'tappay', ...KEYS, TAPPAY_BASE_URL: base, PUBLIC_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await server.close();
    await fakeApp.close();
  });

  it('tells the page to load TapPay’s SDK with the app id and key', async () => {
    const res = await server.api('/new/v1/tap_pay/config.json');
    expect(res.body).toMatchObject({ mode: 'tappay', app_id: '12345', app_key: 'app_own_port', server_type: 'sandbox', prime_url: null });
  });

  it('binds, pays by prime and by token with the partner key, as provider tappay', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const bound = await server.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token, json: { prime: await primeFrom(base, CARDS.visa) } });
    expect(bound.body.card).toMatchObject({ card_info: 'VISA-4242', provider: 'tappay' });
    const cardId = (bound.body.card as { id: number }).id;
    const byToken = await server.api('/new/v1/tap_pay/pay_by_token.json', { method: 'POST', token, json: { card_id: cardId, amount: 250, idempotency_key: newKey() } });
    expect(byToken.body).toMatchObject({ purchase: { status: 'paid', provider: 'tappay', card_info: 'VISA-4242' }, available_wallet_amount: 250 });
    const byPrime = await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime: await primeFrom(base, CARDS.mastercard), amount: 50, idempotency_key: newKey() } });
    expect(byPrime.body.available_wallet_amount).toBe(300);
    const stored = await server.db.selectFrom('credit_purchases').select(['provider_reference', 'order_number']).where('user_id', '=', user.id).execute();
    for (const p of stored) expect(fake.trades.get(p.provider_reference!)?.orderNumber).toBe(p.order_number);
  });

  it('settles a 3-D Secure payment on the browser’s return by asking the Record API', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime: await primeFrom(base, CARDS.threeDS), amount: 450, idempotency_key: newKey() } });
    const purchase = res.body.purchase as { id: number; status: string };
    expect(purchase.status).toBe('pending');
    const answered = await fetch(`${res.body.payment_url as string}?outcome=authorise`, { method: 'POST', redirect: 'manual' });
    expect(fake.notifications.at(-1)).toMatchObject({ url: 'http://127.0.0.1:9/api/new/v1/tap_pay/three_domain_secure/notify', delivered: false });
    const back = new URL(answered.headers.get('location')!);
    expect(back.origin).toBe('http://127.0.0.1:9');
    // A return naming the payment before the bank has answered changes nothing; the real one settles it.
    const returned = await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(returned.headers.get('location')).toBe(`/dashboard/purchases?purchase=${purchase.id}`);
    expect((await server.db.selectFrom('wallets').select('balance').where('user_id', '=', user.id).executeTakeFirstOrThrow()).balance).toBe(450);
    const unknown = await fetch(`${server.baseUrl}/api/new/v1/tap_pay/three_domain_secure/return?rec_trade_id=nothing`, { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/dashboard/purchases');
  });
});

describe.each(ENGINES)('TapPay with a wrong partner key or no gateway on %s', (engine) => {
  it('answers 402 and keeps the purchase as failed; nothing is credited', async () => {
    const own = createFakeTapPay({ partnerKey: 'partner_real', merchantId: KEYS.TAPPAY_MERCHANT_ID });
    const fakeApp = Fastify();
    await fakeApp.register(own.plugin);
    const base = await fakeApp.listen({ port: 0, host: '127.0.0.1' });
    const wrongKey = await startTestServer(engine, { env: { CARD_PROVIDER: 'tappay', ...KEYS, TAPPAY_BASE_URL: base } });
    const down = await startTestServer(engine, { env: { CARD_PROVIDER: 'tappay', ...KEYS, TAPPAY_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const a = await createSignedInUser(wrongKey.db);
      const refused = await wrongKey.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token: a.token, json: { prime: await primeFrom(base, CARDS.visa), amount: 100, idempotency_key: newKey() } });
      expect(refused.status).toBe(402);
      expect(refused.body.gateway_message).toBe('Invalid arguments : partner_key');
      expect(own.state.charges).toEqual([]);
      const b = await createSignedInUser(down.db);
      const unreachable = await down.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token: b.token, json: { prime: 'any', amount: 100, idempotency_key: newKey() } });
      expect(unreachable.status).toBe(402);
      expect(unreachable.body.message).toBe('目前無法連線到信用卡金流服務，這筆交易沒有完成，請稍後再試。');
      expect(unreachable.body.purchase).toMatchObject({ status: 'failed' });
      const bind = await down.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token: b.token, json: { prime: 'any' } });
      expect(bind.status).toBe(402);
      expect(bind.body.error).toBe('gateway unavailable');
    } finally {
      await wrongKey.close();
      await down.close();
      await fakeApp.close();
    }
  });
});

describe.each(ENGINES)('card numbers stay out of the logs and the database on %s', (engine) => {
  it('logs every request at trace level without a card number, and stores none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-logs-'));
    const server = await startTestServer(engine, { env: { LOG_LEVEL: 'trace', LOG_FILE: join(dir, 'app.log') } });
    try {
      const { token } = await createSignedInUser(server.db);
      for (const number of [CARDS.visa, CARDS.jcb, CARDS.declined]) {
        const prime = await primeFrom(`${server.baseUrl}/sandbox-gateway/tappay`, number);
        await server.api('/new/v1/tap_pay/pay_by_prime.json', { method: 'POST', token, json: { prime, amount: 100, idempotency_key: newKey(), remember: 1 } });
      }
      await server.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token, json: { prime: await primeFrom(`${server.baseUrl}/sandbox-gateway/tappay`, CARDS.mastercard) } });
      // A bad request with a card number in it.
      await fetch(`${server.baseUrl}/sandbox-gateway/tappay/prime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"card_number":"${CARDS.visa}",` });
      const dump = JSON.stringify(
        await Promise.all(['payment_cards', 'credit_purchases', 'wallet_entries'].map((t) => server.db.selectFrom(t as 'payment_cards').selectAll().execute())),
      );
      expect(dump).toContain('4242');
      for (const number of Object.values(CARDS)) expect(dump).not.toContain(number);
    } finally {
      await server.close();
    }
    let text = '';
    for (let i = 0; i < 50 && !text.includes('pay_by_prime'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      text = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    }
    rmSync(dir, { recursive: true, force: true });
    expect(text).toContain('/api/new/v1/tap_pay/pay_by_prime.json');
    for (const number of Object.values(CARDS)) expect(text).not.toContain(number);
    // Nothing that looks like a card number either (a 16-digit run that is not part of a decimal).
    expect(text.match(/(?<![\d.])[345]\d{15}(?!\d)/)?.[0] ?? null).toBeNull();
  });
});
