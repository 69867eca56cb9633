import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declineError, FAKE_STRIPE_MIN_CHARGE, type FakeStripeStore, type Intent, newId, now, stripeError } from './fake-stripe-model';

/** PaymentIntents (with 3-D Secure through a page of the fake's own) and Refunds. */
export function registerIntentRoutes(app: FastifyInstance, store: FakeStripeStore) {
  const { state, methods, succeed, sendEvent } = store;

  app.post('/v1/payment_intents', async (request, reply) => {
    const f = (request.body ?? {}) as Record<string, string>;
    const refusal = intentRequestRefusal(f, store);
    if (refusal) return stripeError(reply, 400, refusal);
    const method = methods.get(f.payment_method!)!;
    const intent = newIntent(f);
    state.charges.push({ amount: intent.amount, order_number: intent.metadata.order_number ?? '' });
    state.intents.set(intent.id, intent);
    if (method.card.behaviour === 'decline') return declineIntent(reply, intent, 'card_declined', 'generic_decline', 'Your card was declined.');
    if (method.card.behaviour === 'three_ds') {
      if (f.off_session === 'true' || !f.return_url) {
        return declineIntent(reply, intent, 'authentication_required', 'authentication_required', 'Your card was declined. This transaction requires authentication.');
      }
      intent.status = 'requires_action';
      const base = `${request.protocol}://${request.headers.host}${request.url.replace(/\/v1\/.*$/, '')}`;
      intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${base}/3ds/${intent.id}`, return_url: f.return_url } };
      return intent;
    }
    return settleIntent(intent);
  });

  /** A confirmed intent: processing when the test asked for it, otherwise succeeded (and tampered with, if asked). */
  function settleIntent(intent: Intent): Intent {
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
  }

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
}

/** What Stripe answers to a PaymentIntent create it would refuse (amount, currency, payment method), or null. */
function intentRequestRefusal(f: Record<string, string>, { methods }: FakeStripeStore): Record<string, string> | null {
  const amount = Number(f.amount);
  if (!Number.isInteger(amount) || amount < 1) return { code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: amount' };
  if (amount < FAKE_STRIPE_MIN_CHARGE) return { code: 'amount_too_small', param: 'amount', message: `Amount must be at least NT$${FAKE_STRIPE_MIN_CHARGE / 100} twd` };
  if (f.currency !== 'twd') return { code: 'parameter_invalid', param: 'currency', message: 'Invalid currency' };
  const method = f.payment_method ? methods.get(f.payment_method) : undefined;
  if (!method) return { code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${f.payment_method}'` };
  if (f.customer && method.customer !== f.customer) return { code: 'resource_missing', param: 'payment_method', message: 'The PaymentMethod does not belong to the Customer.' };
  return null;
}

/** A new PaymentIntent from a checked create request, waiting for confirmation. */
function newIntent(f: Record<string, string>): Intent {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return {
    id: newId('pi_'),
    object: 'payment_intent',
    amount: Number(f.amount),
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
}

/** The card was declined: the intent waits for another payment method, and the answer is a 402. */
function declineIntent(reply: FastifyReply, intent: Intent, code: string, declineCode: string, message: string) {
  intent.status = 'requires_payment_method';
  intent.last_payment_error = { type: 'card_error', code, decline_code: declineCode, message };
  return reply.code(402).send({ error: declineError(intent, code, declineCode, message) });
}
