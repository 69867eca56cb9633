import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardAnswerShape, cardPayAnswerShape, cardsAnswerShape, tapPayConfigShape } from '../../../../domain/payments/payments.contract';
import { SANDBOX_GATEWAY_PREFIX, SANDBOX_KEYS } from '../../../adapters/payments/create-card-gateway';
import { ok } from '../../../lib/envelope';
import { fileIdParams, okResponse } from '../../../lib/http-schemas';
import { parseInput } from '../../../lib/parse-input';
import { answerOutcome, bindSchema, CARD_NOT_FOUND, installCardErrorHandler, onlyForGateway, readBuy, sessionFirst, underCardLimits } from './card-routes.shared';

const PRIME_MESSAGE = '請提供信用卡 prime';
const cardsAnswer = okResponse(cardsAnswerShape);
const payAnswer = okResponse(cardPayAnswerShape);

/** Card endpoints in TapPay's terms (spec: /new/v1/tap_pay/...): cards, bind, remove, pay by prime or token. */
export const tapPayRoutes: FastifyPluginAsyncZod = async (app) => {
  installCardErrorHandler(app);
  onlyForGateway(app, 'tappay');
  const { cards } = app.config;

  // Tells the card page which SDK to load: TapPay's (real keys) or the sandbox's prime endpoint.
  app.get('/new/v1/tap_pay/config.json', { schema: { response: okResponse(tapPayConfigShape) } }, async () => {
    if (cards.sandbox || !cards.tappay) {
      return ok({ mode: 'sandbox' as const, app_id: SANDBOX_KEYS.tappay.appId, app_key: SANDBOX_KEYS.tappay.appKey, server_type: 'sandbox' as const, prime_url: `${SANDBOX_GATEWAY_PREFIX}/tappay/prime` });
    }
    const serverType = cards.tappay.baseUrl.includes('prod.tappaysdk.com') ? ('production' as const) : ('sandbox' as const);
    return ok({ mode: 'tappay' as const, app_id: cards.tappay.appId, app_key: cards.tappay.appKey, server_type: serverType, prime_url: null });
  });

  app.get('/new/v1/tap_pay/cards.json', { schema: { response: cardsAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.list(userId) });
  });

  app.post('/new/v1/tap_pay/bind_card.json', { ...sessionFirst, schema: { response: okResponse(cardAnswerShape) } }, async (request) =>
    underCardLimits(app, request, 'card_bind', async (userId) => {
      const { prime } = parseInput(bindSchema('prime', PRIME_MESSAGE), request.body) as { prime: string };
      return ok({ card: await app.cards.bind(userId, prime) });
    }),
  );

  app.post('/new/v1/tap_pay/remove_card/:file', { ...sessionFirst, config: { notFoundText: CARD_NOT_FOUND }, schema: { params: fileIdParams, response: cardsAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ cards: await app.cards.remove(userId, request.params.file) });
  });

  app.post('/new/v1/tap_pay/pay_by_prime.json', { ...sessionFirst, schema: { response: payAnswer } }, async (request) =>
    underCardLimits(app, request, 'card_charge', async (userId) => {
      const { what, how, idempotencyKey } = readBuy({ ...(request.body as object), card_id: undefined }, 'prime', PRIME_MESSAGE);
      return answerOutcome(await app.cardPurchases.buy(userId, { what, how, idempotencyKey, source: 'pricing', interactive: true }));
    }),
  );

  app.post('/new/v1/tap_pay/pay_by_token.json', { ...sessionFirst, schema: { response: payAnswer } }, async (request) =>
    underCardLimits(app, request, 'card_charge', async (userId) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { what, how, idempotencyKey } = readBuy({ ...body, card_id: body.card_id ?? '', prime: undefined }, 'prime', PRIME_MESSAGE);
      return answerOutcome(await app.cardPurchases.buy(userId, { what, how, idempotencyKey, source: 'pricing', interactive: true }));
    }),
  );
};
