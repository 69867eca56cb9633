import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertSandboxAllowed, CARD_CALLBACK_PATHS, type CardGatewaySetup, setUpCardGateway } from '../../../adapters/payments/create-card-gateway';
import type { CardsConfig } from '../../../config';
import type { CardProvider } from '../../../db/schema';
import { cardCallbackRoutes } from './card-callbacks.routes';
import { CardPurchaseService } from './card-purchases.service';
import { CardsService } from './cards.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buying credit with a card (and the 3-D Secure results). */
    cardPurchases: CardPurchaseService;
    /** The caller's bound cards. */
    cards: CardsService;
    /** What the in-process sandbox gateway received; null when a real gateway is configured. */
    cardSandbox: CardGatewaySetup['sandbox'];
    /** The card gateway itself and what its purchases are stored as (refunds of purchases). */
    cardGateway: { gateway: CardGatewaySetup['gateway']; provider: CardProvider };
  }
}

/** What cards and purchases are stored as: the gateway, or 'sandbox' for its local fake. */
export function cardProviderOf(cards: CardsConfig): CardProvider {
  return cards.sandbox ? 'sandbox' : cards.gateway;
}

/**
 * Card payments for the whole app: picks the gateway (mounting its local fake in sandbox mode),
 * builds the services the API routes use, and mounts the gateway's callbacks (3-D Secure
 * return, TapPay's notify, Stripe's webhook), which carry no API key, outside the API's scope.
 */
export const cardPaymentsPlugin = fp(async (app: FastifyInstance) => {
  const { cards, publicUrl, apiPrefix } = app.config;
  if (cards.sandbox) assertSandboxAllowed(app.config, 'CARD_PROVIDER');
  const { gateway, callbackBase, sandbox } = await setUpCardGateway(app, cards, publicUrl, apiPrefix);
  const returnPath = gateway.name === 'stripe' ? CARD_CALLBACK_PATHS.stripeReturn : CARD_CALLBACK_PATHS.tappayReturn;
  const deps = {
    db: app.db,
    gateway,
    provider: cardProviderOf(cards),
    allowForeign: cards.allowForeign,
    threeDomainSecureUrls: () => ({
      returnUrl: `${publicUrl}${apiPrefix}${returnPath}`,
      notifyUrl: `${callbackBase()}${apiPrefix}${CARD_CALLBACK_PATHS.tappayNotify}`,
    }),
    log: app.log,
  };
  app.decorate('cardPurchases', new CardPurchaseService(deps));
  app.decorate('cards', new CardsService(deps));
  app.decorate('cardSandbox', { getter: () => sandbox });
  app.decorate('cardGateway', { gateway, provider: deps.provider });
  await app.register(cardCallbackRoutes, { prefix: apiPrefix, gateway: gateway.name });
});
