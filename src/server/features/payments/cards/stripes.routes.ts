import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_GATEWAY_PREFIX, SANDBOX_KEYS } from '../../../adapters/payments/create-card-gateway';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/parse-input';
import { answerOutcome, bindSchema, cardIdOf, installCardErrorHandler, onlyForGateway, readBuy, sessionFirst, underCardLimits } from './card-routes.shared';

const PM_MESSAGE = '請提供信用卡 payment_method';
const fileParams = z.object({ file: z.string() });

/**
 * Card endpoints in Stripe's terms (spec: /stripes/...): a SetupIntent binds a card, a
 * PaymentIntent pays with a PaymentMethod from Stripe.js or a bound card.
 */
export const stripesRoutes: FastifyPluginAsyncZod = async (app) => {
  installCardErrorHandler(app);
  onlyForGateway(app, 'stripe');
  const { cards } = app.config;

  app.get('/stripes/config.json', async () =>
    ok(
      cards.sandbox || !cards.stripe
        ? { mode: 'sandbox', publishable_key: SANDBOX_KEYS.stripe.publishableKey, payment_methods_url: `${SANDBOX_GATEWAY_PREFIX}/stripe/v1/payment_methods` }
        : { mode: 'stripe', publishable_key: cards.stripe.publishableKey ?? null, payment_methods_url: null },
    ),
  );

  app.get('/stripes/cards.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.list(userId) });
  });

  app.post('/stripes/setup_intent.json', sessionFirst, async (request) =>
    underCardLimits(app, request, 'card_bind', async (userId) => {
      const body = parseInput(bindSchema('payment_method', PM_MESSAGE), request.body) as { payment_method: string };
      return ok({ card: await app.cards.bind(userId, body.payment_method) });
    }),
  );

  app.post('/stripes/remove_card/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.remove(userId, cardIdOf(request.params.file)) });
  });

  // payment_method (with remember) or card_id.
  app.post('/stripes/payment_intent.json', sessionFirst, async (request) =>
    underCardLimits(app, request, 'card_charge', async (userId) => {
      const { what, how, idempotencyKey } = readBuy(request.body, 'payment_method', PM_MESSAGE);
      return answerOutcome(await app.cardPurchases.buy(userId, { what, how, idempotencyKey, source: 'pricing', interactive: true }));
    }),
  );
};
