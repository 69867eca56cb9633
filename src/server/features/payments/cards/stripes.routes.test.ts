import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteError } from '../../../../domain/errors/codes';
import { createFakeStripe, type FakeStripeState } from '../../../adapters/payments/stripe/fake-stripe';
import { stripeSignatureHeader } from '../../../adapters/payments/stripe/stripe-signature';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import { createSignedInUser } from '../../../test/factories';
import { CARDS, newKey, samplePaymentMethod } from './cards.test-support';

type Purchase = { id: number; status: string; card_info: string | null; error_message: string | null };

/** The Stripe card endpoints, against the in-process sandbox or a Stripe fake on its own port with real-looking keys. */
function stripeSuite(engine: 'pglite' | 'postgres', mode: 'sandbox' | 'keys') {
  let server: TestServer;
  let fake: FakeStripeState;
  let stripeBase: string;
  let fakeApp: FastifyInstance | undefined;
  const webhookSecret = mode === 'keys' ? 'whsec_own_port_secret' : 'whsec_sandbox_local';

  beforeAll(async () => {
    if (mode === 'keys') {
      let target = '';
      const own = createFakeStripe({ secretKey: 'sk_test_own_port', webhook: { url: () => target, secret: webhookSecret } });
      fakeApp = Fastify();
      await fakeApp.register(own.plugin);
      stripeBase = await fakeApp.listen({ port: 0, host: '127.0.0.1' });
      fake = own.state;
      server = await startTestServer(engine, {
        env: {
          CARD_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_own_port',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_own_port',
          STRIPE_BASE_URL: stripeBase,
        },
      });
      target = `${server.baseUrl}/api/stripes/webhook`;
    } else {
      server = await startTestServer(engine, { env: { CARD_PROVIDER: 'stripe-sandbox' } });
      fake = server.app.cardSandbox as FakeStripeState;
      stripeBase = `${server.baseUrl}/sandbox-gateway/stripe`;
    }
  });
  afterAll(async () => {
    await server.close();
    await fakeApp?.close();
  });

  const post = (path: string, token: string, json: unknown) => server.api(path, { method: 'POST', token, json });
  const pm = (number: string) => samplePaymentMethod(stripeBase, number);
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  it('says which mode it runs in; the TapPay endpoints answer 404', async () => {
    const res = await server.api('/stripes/config.json');
    expect(res.body.mode).toBe(mode === 'keys' ? 'stripe' : 'sandbox');
    expect(res.body.publishable_key).toBe(mode === 'keys' ? 'pk_test_own_port' : 'pk_test_sandbox_local');
    const { token } = await createSignedInUser(server.db);
    expect((await server.api('/new/v1/tap_pay/cards.json', { token })).status).toBe(404);
  });

  it('binds a card with a SetupIntent, refuses a declined one with 402 and a foreign one with 211 before any charge', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const bound = await post('/stripes/setup_intent.json', token, { payment_method: await pm(CARDS.mastercard) });
    expect(bound.status).toBe(200);
    expect(bound.body.card).toMatchObject({ card_info: 'MASTERCARD-4444', is_default: 1, provider: mode === 'keys' ? 'stripe' : 'sandbox' });
    const declined = await post('/stripes/setup_intent.json', token, { payment_method: await pm(CARDS.declined) });
    expect(declined.status).toBe(402);
    expect(declined.body.gateway_message).toBe('Your card was declined.');
    const charges = fake.charges.length;
    const foreign = await post('/stripes/setup_intent.json', token, { payment_method: await pm(CARDS.foreign) });
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toBe(QuoteError.ForeignCardNotSupported);
    expect(fake.charges.length).toBe(charges);
    expect((await post('/stripes/setup_intent.json', token, {})).status).toBe(400);
    const cards = (await server.api('/stripes/cards.json', { token })).body.cards as { id: number }[];
    expect(cards).toHaveLength(1);
    const detachedBefore = fake.detached.length;
    const rows = await server.db.selectFrom('payment_cards').selectAll().where('user_id', '=', user.id).execute();
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
    const removed = await post(`/stripes/remove_card/${cards[0]!.id}.json`, token, {});
    expect(removed.body.cards).toEqual([]);
    expect(fake.detached).toHaveLength(detachedBefore + 1);
  });

  it('pays with a PaymentIntent, remembers the card, pays again with it, and charges once for one idempotency key', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const paid = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.visa), amount: 600, idempotency_key: newKey(), remember: 1 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ purchase: { status: 'paid', card_info: 'VISA-4242' }, available_wallet_amount: 600 });
    const card = ((await server.api('/stripes/cards.json', { token })).body.cards as { id: number }[])[0]!;
    const key = newKey();
    const before = fake.charges.length;
    const results = await Promise.all([1, 2].map(() => post('/stripes/payment_intent.json', token, { card_id: card.id, package_id: 1, idempotency_key: key })));
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => (r.body.purchase as Purchase).id)).size).toBe(1);
    expect(fake.charges.length - before).toBe(1);
    expect(await balance(user.id)).toBe(900);
  });

  it('charges and refunds in minor units: NT$600 is sent as 60000 and the purchase is credited NT$600', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const key = newKey();
    const paid = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.visa), amount: 600, idempotency_key: key });
    expect(paid.status).toBe(200);
    const row = await server.db.selectFrom('credit_purchases').select(['order_number', 'provider_reference']).where('id', '=', (paid.body.purchase as Purchase).id).executeTakeFirstOrThrow();
    expect(fake.charges.filter((c) => c.order_number === row.order_number)).toEqual([{ amount: 60_000, order_number: row.order_number }]);
    expect(fake.intents.get(row.provider_reference!)).toMatchObject({ amount: 60_000, amount_received: 60_000, currency: 'twd', status: 'succeeded' });
    expect(await balance(user.id)).toBe(600);
  });

  it('credits nothing, fails the purchase and logs when Stripe received another amount or currency', async () => {
    for (const tamper of [{ amount_received: 600 }, { currency: 'usd' }]) {
      const { user, token } = await createSignedInUser(server.db);
      fake.tamperNext = tamper;
      const res = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.visa), amount: 600, idempotency_key: newKey() });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe('付款金額與訂單不符，點數未入帳，請聯絡客服。');
      const row = await server.db.selectFrom('credit_purchases').select(['status', 'error_code']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', error_code: 'amount_mismatch' });
      expect(await balance(user.id)).toBe(0);
    }
  });

  it('keeps a PaymentIntent that is still processing pending, and credits it once Stripe’s event says it succeeded', async () => {
    const { user, token } = await createSignedInUser(server.db);
    fake.processNext = true;
    const res = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.visa), amount: 700, idempotency_key: newKey() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ purchase: { status: 'pending' }, payment_url: null });
    expect(await balance(user.id)).toBe(0);
    const row = await server.db.selectFrom('credit_purchases').select(['provider_reference']).where('id', '=', (res.body.purchase as Purchase).id).executeTakeFirstOrThrow();
    expect(fake.intents.get(row.provider_reference!)?.status).toBe('processing');
    await fake.completeProcessing(row.provider_reference!);
    expect(fake.events.at(-1)).toEqual({ type: 'payment_intent.succeeded', delivered: true });
    expect(await balance(user.id)).toBe(700);
  });

  it('stores a declined PaymentIntent as failed and answers 402 with Stripe’s message', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.declined), amount: 300, idempotency_key: newKey() });
    expect(res.status).toBe(402);
    expect(res.body.gateway_message).toBe('Your card was declined.');
    expect((res.body.purchase as Purchase).status).toBe('failed');
    expect(await balance(user.id)).toBe(0);
  });

  it('completes a 3-D Secure payment from the signed webhook; the return brings the browser to the purchases page', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.threeDS), amount: 1200, idempotency_key: newKey() });
    expect(res.status).toBe(200);
    const purchase = res.body.purchase as Purchase;
    expect(purchase.status).toBe('pending');
    const paymentUrl = res.body.payment_url as string;
    const answered = await fetch(`${paymentUrl}?outcome=authorise`, { method: 'POST', redirect: 'manual' });
    expect(answered.status).toBe(303);
    expect(fake.events.at(-1)).toEqual({ type: 'payment_intent.succeeded', delivered: true });
    expect(await balance(user.id)).toBe(1200);
    const back = new URL(answered.headers.get('location')!);
    expect(back.pathname).toBe('/api/stripes/three_domain_secure/return');
    const returned = await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(returned.headers.get('location')).toBe(`/dashboard/purchases?purchase=${purchase.id}`);
  });

  it('refuses a webhook whose signature is wrong or stale, and acts on nothing it says', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await post('/stripes/payment_intent.json', token, { payment_method: await pm(CARDS.threeDS), amount: 500, idempotency_key: newKey() });
    const reference = await server.db.selectFrom('credit_purchases').select('provider_reference').where('id', '=', (res.body.purchase as Purchase).id).executeTakeFirstOrThrow();
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: reference.provider_reference, object: 'payment_intent', status: 'succeeded' } } });
    const send = (signature: string) =>
      fetch(`${server.baseUrl}/api/stripes/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect((await send(stripeSignatureHeader(payload, 'whsec_wrong'))).status).toBe(400);
    expect((await send(stripeSignatureHeader(payload, webhookSecret, Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
    // Correctly signed, but Stripe itself says the payment still waits for 3-D Secure: nothing is credited.
    const genuine = await send(stripeSignatureHeader(payload, webhookSecret));
    expect(genuine.status).toBe(200);
    expect(await balance(user.id)).toBe(0);
  });
}

describe.each(ENGINES)('Stripe card endpoints in the sandbox on %s', (engine) => stripeSuite(engine, 'sandbox'));
describe.each(ENGINES)('Stripe card endpoints against a Stripe on its own port on %s', (engine) => stripeSuite(engine, 'keys'));
