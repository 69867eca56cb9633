import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardAnswerShape, cardPayAnswerShape, cardsAnswerShape, stripeConfigShape } from '../../../../domain/payments/payments.contract';
import { SANDBOX_GATEWAY_PREFIX, SANDBOX_KEYS } from '../../../adapters/payments/create-card-gateway';
import { ok } from '../../../lib/envelope';
import { fileIdParams, okResponse } from '../../../lib/http-schemas';
import { parseInput } from '../../../lib/parse-input';
import { answerOutcome, bindSchema, CARD_NOT_FOUND, installCardErrorHandler, onlyForGateway, readBuy, sessionFirst, underCardLimits } from './card-routes.shared';

const PM_MESSAGE = '請提供信用卡 payment_method';
const cardsAnswer = okResponse(cardsAnswerShape);
const payAnswer = okResponse(cardPayAnswerShape);

/**
 * Card endpoints in Stripe's terms (spec: /stripes/...): a SetupIntent binds a card, a
 * PaymentIntent pays with a PaymentMethod from Stripe.js or a bound card.
 */
export const stripesRoutes: FastifyPluginAsyncZod = async (app) => {
  installCardErrorHandler(app);
  onlyForGateway(app, 'stripe');
  const { cards } = app.config;

  app.get('/stripes/config.json', { schema: { response: okResponse(stripeConfigShape) } }, async () =>
    ok(
      cards.sandbox || !cards.stripe
        ? { mode: 'sandbox' as const, publishable_key: SANDBOX_KEYS.stripe.publishableKey, payment_methods_url: `${SANDBOX_GATEWAY_PREFIX}/stripe/v1/payment_methods` }
        : { mode: 'stripe' as const, publishable_key: cards.stripe.publishableKey ?? null, payment_methods_url: null },
    ),
  );

  app.get('/stripes/cards.json', { schema: { response: cardsAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.list(userId) });
  });

  app.post('/stripes/setup_intent.json', { ...sessionFirst, schema: { response: okResponse(cardAnswerShape) } }, async (request) =>
    underCardLimits(app, request, 'card_bind', async (userId) => {
      const body = parseInput(bindSchema('payment_method', PM_MESSAGE), request.body) as { payment_method: string };
      return ok({ card: await app.cards.bind(userId, body.payment_method) });
    }),
  );

  app.post('/stripes/remove_card/:file', { ...sessionFirst, config: { notFoundText: CARD_NOT_FOUND }, schema: { params: fileIdParams, response: cardsAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.remove(userId, request.params.file) });
  });

  // payment_method (with remember) or card_id.
  app.post('/stripes/payment_intent.json', { ...sessionFirst, schema: { response: payAnswer } }, async (request) =>
    underCardLimits(app, request, 'card_charge', async (userId) => {
      const { what, how, idempotencyKey } = readBuy(request.body, 'payment_method', PM_MESSAGE);
      return answerOutcome(await app.cardPurchases.buy(userId, { what, how, idempotencyKey, source: 'pricing', interactive: true }));
    }),
  );
};
