import type { FastifyInstance } from 'fastify';
import { type FakeStripeState, type FakeStripeStore, type Intent, newId, now } from './fake-stripe-model';
import { registerIntentRoutes } from './fake-stripe-intents';
import { registerMethodRoutes } from './fake-stripe-methods';
import { registerStripeProtocol } from './fake-stripe-protocol';
import { stripeSignatureHeader } from './stripe-signature';

export { FAKE_STRIPE_ACCOUNT_VERSION, FAKE_STRIPE_MIN_CHARGE, type FakeStripeState } from './fake-stripe-model';

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

export function createFakeStripe(options: FakeStripeOptions) {
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

  const store: FakeStripeStore = { state, methods: new Map(), customers: new Set(), succeed, sendEvent };

  async function plugin(app: FastifyInstance) {
    registerStripeProtocol(app, options.secretKey);
    registerMethodRoutes(app, store);
    registerIntentRoutes(app, store);
  }

  return { plugin, state };
}

