import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FakeCard, readTestCard } from '../test-cards';
import { stripeSignatureHeader } from './stripe-signature';

/**
 * A local Stripe: PaymentMethods (created from card fields, as Stripe.js does in the browser),
 * Customers, SetupIntents, PaymentIntents with 3-D Secure through a page of its own, Refunds,
 * Idempotency-Key replays, and signed `payment_intent.*` webhook events. Form-encoded requests,
 * Bearer keys, the Stripe-Version header and error bodies as Stripe's API has them, so the
 * official SDK talks to it as to Stripe. In memory only.
 */
export interface FakeStripeOptions {
  secretKey: string;
  /** Where events go and the endpoint secret that signs them. */
  webhook?: { url: string | (() => string); secret: string };
}

interface Intent {
  id: string;
  object: 'payment_intent';
  /** Minor units, as Stripe reads TWD (NT$1 = 100). */
  amount: number;
  /** Minor units received; 0 until the intent succeeds. */
  amount_received: number;
  currency: string;
  status: string;
  customer: string | null;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  client_secret: string;
  created: number;
}

export interface FakeStripeState {
  /** PaymentIntents created (a replayed Idempotency-Key is not counted); amounts in minor units. */
  charges: { amount: number; order_number: string }[];
  /** Amounts in minor units. */
  refunds: { payment_intent: string; amount: number }[];
  /** PaymentMethods detached from their customer. */
  detached: string[];
  events: { type: string; delivered: boolean }[];
  intents: Map<string, Intent>;
  /** Tests set this: the next successful PaymentIntent stays `processing` until completeProcessing. */
  processNext: boolean;
  /** Tests set this: the next successful PaymentIntent reports this as received (a gateway that took another amount). */
  tamperNext: { amount_received?: number; currency?: string } | null;
  /** Finishes a `processing` PaymentIntent and sends payment_intent.succeeded. */
  completeProcessing(id: string): Promise<void>;
}

/**
 * The smallest charge the fake takes, in minor units. Stripe's minimum is US$0.50 or its
 * equivalent; NT$20 is a round figure above it, so whole NT$ sent as minor units (NT$300 as
 * 300, i.e. NT$3) are refused here as Stripe refuses them.
 */
export const FAKE_STRIPE_MIN_CHARGE = 2_000;

/** The API version the fake answers with when a request names none (the account's default at Stripe). */
export const FAKE_STRIPE_ACCOUNT_VERSION = '2025-01-27.acacia';
const STRIPE_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(reply: FastifyReply, status: number, error: Record<string, unknown>) {
  return reply.code(status).send({ error: { type: 'invalid_request_error', ...error } });
}

export function createFakeStripe(options: FakeStripeOptions) {
  const methods = new Map<string, { card: FakeCard; customer: string | null; created: number }>();
  const customers = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const state: FakeStripeState = {
    charges: [],
    refunds: [],
    detached: [],
    events: [],
    intents: new Map(),
    processNext: false,
    tamperNext: null,
    completeProcessing: async (id) => {
      const intent = state.intents.get(id);
      if (intent?.status !== 'processing') throw new Error(`no processing PaymentIntent ${id}`);
      succeed(intent);
      await sendEvent('payment_intent.succeeded', intent);
    },
  };

  /** Marks an intent paid in full (or as a test's tamperNext says). */
  function succeed(intent: Intent) {
    intent.status = 'succeeded';
    intent.latest_charge = newId('ch_');
    intent.amount_received = intent.amount;
  }

  const pmBody = (id: string) => {
    const m = methods.get(id)!;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      customer: m.customer,
      created: m.created,
      card: { brand: m.card.brand.toLowerCase(), last4: m.card.last4, country: m.card.countryCode, exp_month: 12, exp_year: 2030, funding: 'credit' },
    };
  };

  async function sendEvent(type: string, intent: Intent) {
    if (!options.webhook) return;
    const url = typeof options.webhook.url === 'function' ? options.webhook.url() : options.webhook.url;
    const payload = JSON.stringify({ id: newId('evt_'), object: 'event', type, created: now(), livemode: false, data: { object: intent } });
    let delivered = false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, options.webhook.secret) },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivered = res.ok;
    } catch {
      delivered = false;
    }
    state.events.push({ type, delivered });
  }

  function declineError(intent: Intent | null, code: string, declineCode: string, message: string) {
    return { type: 'card_error', code, decline_code: declineCode, message, ...(intent ? { payment_intent: intent } : {}) };
  }

  async function plugin(app: FastifyInstance) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.url.includes('/3ds/')) return;
      const auth = request.headers.authorization ?? '';
      const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      // Stripe.js creates PaymentMethods with the publishable key; everything else needs the secret key.
      const publishableAllowed = request.method === 'POST' && /\/v1\/payment_methods$/.test(request.url);
      if (key !== options.secretKey && !(publishableAllowed && key.startsWith('pk_'))) {
        return stripeError(reply, 401, { message: 'Invalid API Key provided' });
      }
      // The SDK pins its API version in Stripe-Version; Stripe refuses a malformed one and names the version it answered with.
      const version = request.headers['stripe-version'];
      if (version !== undefined && !STRIPE_VERSION.test(String(version))) return stripeError(reply, 400, { message: `Invalid Stripe API version: ${version}` });
      reply.header('stripe-version', version ?? FAKE_STRIPE_ACCOUNT_VERSION);
    });

    // Replays a POST that carries an Idempotency-Key already seen, as Stripe does.
    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (request.method !== 'POST' || typeof key !== 'string') return;
      const seen = replays.get(key);
      if (seen) return reply.code(seen.status).header('idempotent-replayed', 'true').send(seen.body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.headers['idempotency-key'];
      if (request.method === 'POST' && typeof key === 'string' && !replays.has(key) && reply.statusCode < 500) {
        replays.set(key, { status: reply.statusCode, body: JSON.parse(String(payload)) });
      }
      return payload;
    });

    // The card number arrives here (Stripe.js in the browser), so no logging.
    app.post('/v1/payment_methods', { logLevel: 'silent' }, async (request, reply) => {
      const f = (request.body ?? {}) as Record<string, string>;
      if (f.type !== 'card') return stripeError(reply, 400, { code: 'parameter_missing', param: 'type', message: 'Missing required param: type.' });
      const card = readTestCard(f['card[number]'] ?? '', Number(f['card[exp_month]']), Number(f['card[exp_year]']), f['card[cvc]'] ?? '');
      if ('error' in card) return reply.code(402).send({ error: { type: 'card_error', code: 'invalid_number', message: card.error } });
      const id = newId('pm_');
      methods.set(id, { card, customer: null, created: now() });
      return pmBody(id);
    });

    app.get('/v1/payment_methods/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!methods.has(id)) return stripeError(reply, 404, { code: 'resource_missing', message: `No such PaymentMethod: '${id}'` });
      return pmBody(id);
    });

    app.post('/v1/payment_methods/:id/attach', async (request, reply) => {
      const { id } = request.params as { id: string };
      const customer = ((request.body ?? {}) as Record<string, string>).customer;
      const method = methods.get(id);
      if (!method) return stripeError(reply, 404, { code: 'resource_missing', message: `No such PaymentMethod: '${id}'` });
      if (!customer || !customers.has(customer)) return stripeError(reply, 400, { code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` });
      if (method.card.behaviour === 'decline') return reply.code(402).send({ error: declineError(null, 'card_declined', 'generic_decline', 'Your card was declined.') });
      method.customer = customer;
      return pmBody(id);
    });

    app.post('/v1/payment_methods/:id/detach', async (request, reply) => {
      const { id } = request.params as { id: string };
      const method = methods.get(id);
      if (!method?.customer) return stripeError(reply, 400, { code: 'payment_method_unexpected_state', message: 'The payment method you provided is not attached to a customer.' });
      method.customer = null;
      state.detached.push(id);
      return pmBody(id);
    });

    app.post('/v1/customers', async (request) => {
      const f = (request.body ?? {}) as Record<string, string>;
      const id = newId('cus_');
      customers.add(id);
      return { id, object: 'customer', description: f.description ?? null, created: now() };
    });

    app.post('/v1/setup_intents', async (request, reply) => {
      const f = (request.body ?? {}) as Record<string, string>;
      const method = f.payment_method ? methods.get(f.payment_method) : undefined;
      if (!method) return stripeError(reply, 400, { code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${f.payment_method}'` });
      if (!f.customer || !customers.has(f.customer)) return stripeError(reply, 400, { code: 'resource_missing', param: 'customer', message: `No such customer: '${f.customer}'` });
      const id = newId('seti_');
      if (method.card.behaviour === 'decline') {
        return reply.code(402).send({ error: { ...declineError(null, 'card_declined', 'generic_decline', 'Your card was declined.'), setup_intent: { id, status: 'requires_payment_method' } } });
      }
      const needsAction = method.card.behaviour === 'three_ds';
      if (!needsAction) method.customer = f.customer;
      return {
        id,
        object: 'setup_intent',
        customer: f.customer,
        payment_method: f.payment_method,
        usage: f.usage ?? 'off_session',
        status: needsAction ? 'requires_action' : 'succeeded',
        last_setup_error: null,
      };
    });

    app.post('/v1/payment_intents', async (request, reply) => {
      const f = (request.body ?? {}) as Record<string, string>;
      const amount = Number(f.amount);
      if (!Number.isInteger(amount) || amount < 1) return stripeError(reply, 400, { code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: amount' });
      if (amount < FAKE_STRIPE_MIN_CHARGE) {
        return stripeError(reply, 400, { code: 'amount_too_small', param: 'amount', message: `Amount must be at least NT$${FAKE_STRIPE_MIN_CHARGE / 100} twd` });
      }
      if (f.currency !== 'twd') return stripeError(reply, 400, { code: 'parameter_invalid', param: 'currency', message: 'Invalid currency' });
      const method = f.payment_method ? methods.get(f.payment_method) : undefined;
      if (!method) return stripeError(reply, 400, { code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${f.payment_method}'` });
      if (f.customer && method.customer !== f.customer) {
        return stripeError(reply, 400, { code: 'resource_missing', param: 'payment_method', message: 'The PaymentMethod does not belong to the Customer.' });
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(f)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      state.charges.push({ amount, order_number: metadata.order_number ?? '' });
      const intent: Intent = {
        id: newId('pi_'),
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: 'twd',
        status: 'requires_confirmation',
        customer: f.customer ?? null,
        payment_method: f.payment_method!,
        description: f.description ?? null,
        metadata,
        latest_charge: null,
        next_action: null,
        last_payment_error: null,
        client_secret: newId('pi_secret_'),
        created: now(),
      };
      state.intents.set(intent.id, intent);
      if (method.card.behaviour === 'decline') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
        return reply.code(402).send({ error: declineError(intent, 'card_declined', 'generic_decline', 'Your card was declined.') });
      }
      if (method.card.behaviour === 'three_ds') {
        if (f.off_session === 'true' || !f.return_url) {
          intent.status = 'requires_payment_method';
          const message = 'Your card was declined. This transaction requires authentication.';
          intent.last_payment_error = { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message };
          return reply.code(402).send({ error: declineError(intent, 'authentication_required', 'authentication_required', message) });
        }
        intent.status = 'requires_action';
        const base = `${request.protocol}://${request.headers.host}${request.url.replace(/\/v1\/.*$/, '')}`;
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${base}/3ds/${intent.id}`, return_url: f.return_url } };
        return intent;
      }
      if (state.processNext) {
        state.processNext = false;
        intent.status = 'processing';
        return intent;
      }
      succeed(intent);
      if (state.tamperNext) {
        Object.assign(intent, state.tamperNext);
        state.tamperNext = null;
      }
      return intent;
    });

    app.get('/v1/payment_intents/:id', async (request, reply) => {
      const intent = state.intents.get((request.params as { id: string }).id);
      if (!intent) return stripeError(reply, 404, { code: 'resource_missing', message: 'No such payment_intent' });
      return intent;
    });

    app.post('/v1/refunds', async (request, reply) => {
      const f = (request.body ?? {}) as Record<string, string>;
      const intent = f.payment_intent ? state.intents.get(f.payment_intent) : undefined;
      if (!intent) return stripeError(reply, 400, { code: 'resource_missing', param: 'payment_intent', message: 'No such payment_intent' });
      if (intent.status !== 'succeeded') return stripeError(reply, 400, { code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' });
      const amount = f.amount ? Number(f.amount) : intent.amount_received;
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received) {
        return stripeError(reply, 400, { code: 'amount_too_large', param: 'amount', message: 'Refund amount is greater than the amount received.' });
      }
      state.refunds.push({ payment_intent: intent.id, amount });
      return { id: newId('re_'), object: 'refund', amount, currency: 'twd', payment_intent: intent.id, status: 'succeeded', created: now() };
    });

    app.get('/3ds/:id', async (request, reply) => {
      const intent = state.intents.get((request.params as { id: string }).id);
      if (intent?.status !== 'requires_action') return reply.code(404).type('text/html; charset=utf-8').send('<p>找不到這筆交易。</p>');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>3D 驗證（測試環境）</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><h1>3D 驗證（測試環境）</h1>
<p>金額 NT$${(intent.amount / 100).toLocaleString('en-US')}</p>
<form method="post" action="${intent.id}?outcome=authorise"><button type="submit">驗證成功</button></form>
<form method="post" action="${intent.id}?outcome=fail" style="margin-top:1rem"><button type="submit">驗證失敗</button></form></body></html>`);
    });

    app.post('/3ds/:id', async (request, reply) => threeDsAnswer(request, reply));
  }

  async function threeDsAnswer(request: FastifyRequest, reply: FastifyReply) {
    const intent = state.intents.get((request.params as { id: string }).id);
    if (intent?.status !== 'requires_action' || !intent.next_action) return reply.code(404).send({ error: { message: 'not found' } });
    const ok = (request.query as { outcome?: string }).outcome === 'authorise';
    const returnUrl = intent.next_action.redirect_to_url.return_url;
    intent.next_action = null;
    if (ok) {
      succeed(intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' };
    }
    await sendEvent(ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
    const target = new URL(returnUrl);
    target.searchParams.set('payment_intent', intent.id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    target.searchParams.set('redirect_status', ok ? 'succeeded' : 'failed');
    return reply.redirect(target.toString(), 303);
  }

  return { plugin, state };
}
