import type { FastifyInstance } from 'fastify';
import { readTestCard } from '../test-cards';
import { declineError, type FakeStripeStore, newId, now, stripeError } from './fake-stripe-model';

const pmBody = (methods: FakeStripeStore['methods'], id: string) => {
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

/** PaymentMethods (made from card fields, as Stripe.js does), Customers and SetupIntents. */
export function registerMethodRoutes(app: FastifyInstance, { state, methods, customers }: FakeStripeStore) {
  // The card number arrives here (Stripe.js in the browser), so no logging.
  app.post('/v1/payment_methods', { logLevel: 'silent' }, async (request, reply) => {
    const f = (request.body ?? {}) as Record<string, string>;
    if (f.type !== 'card') return stripeError(reply, 400, { code: 'parameter_missing', param: 'type', message: 'Missing required param: type.' });
    const card = readTestCard(f['card[number]'] ?? '', Number(f['card[exp_month]']), Number(f['card[exp_year]']), f['card[cvc]'] ?? '');
    if ('error' in card) return reply.code(402).send({ error: { type: 'card_error', code: 'invalid_number', message: card.error } });
    const id = newId('pm_');
    methods.set(id, { card, customer: null, created: now() });
    return pmBody(methods, id);
  });

  app.get('/v1/payment_methods/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!methods.has(id)) return stripeError(reply, 404, { code: 'resource_missing', message: `No such PaymentMethod: '${id}'` });
    return pmBody(methods, id);
  });

  app.post('/v1/payment_methods/:id/attach', async (request, reply) => {
    const { id } = request.params as { id: string };
    const customer = ((request.body ?? {}) as Record<string, string>).customer;
    const method = methods.get(id);
    if (!method) return stripeError(reply, 404, { code: 'resource_missing', message: `No such PaymentMethod: '${id}'` });
    if (!customer || !customers.has(customer)) return stripeError(reply, 400, { code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` });
    if (method.card.behaviour === 'decline') return reply.code(402).send({ error: declineError(null, 'card_declined', 'generic_decline', 'Your card was declined.') });
    method.customer = customer;
    return pmBody(methods, id);
  });

  app.post('/v1/payment_methods/:id/detach', async (request, reply) => {
    const { id } = request.params as { id: string };
    const method = methods.get(id);
    if (!method?.customer) return stripeError(reply, 400, { code: 'payment_method_unexpected_state', message: 'The payment method you provided is not attached to a customer.' });
    method.customer = null;
    state.detached.push(id);
    return pmBody(methods, id);
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
}
