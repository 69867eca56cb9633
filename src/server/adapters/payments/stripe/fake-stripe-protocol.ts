import type { FastifyInstance } from 'fastify';
import { FAKE_STRIPE_ACCOUNT_VERSION, stripeError } from './fake-stripe-model';

const STRIPE_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

/**
 * Stripe's HTTP conventions, around every route of the fake: form-encoded bodies, Bearer keys
 * (the publishable key only to create a PaymentMethod), the Stripe-Version header, and the
 * replay of a POST whose Idempotency-Key was already seen.
 */
export function registerStripeProtocol(app: FastifyInstance, secretKey: string) {
  const replays = new Map<string, { status: number; body: unknown }>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/3ds/')) return;
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    // Stripe.js creates PaymentMethods with the publishable key; everything else needs the secret key.
    const publishableAllowed = request.method === 'POST' && /\/v1\/payment_methods$/.test(request.url);
    if (key !== secretKey && !(publishableAllowed && key.startsWith('pk_'))) {
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
}
