import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CardGatewaySetup } from '../../../adapters/payments/create-card-gateway';
import type { CardsConfig } from '../../../config';
import type { CardProvider } from '../../../db/schema';
import { cardCallbackRoutes } from './card-callbacks.routes';
import type { CardPurchaseService } from './card-purchases.service';
import type { CardsService } from './cards.service';

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

/** What the composition root built for card payments. */
export interface CardPaymentsOptions {
  cardPurchases: CardPurchaseService;
  cards: CardsService;
  gateway: CardGatewaySetup['gateway'];
  sandbox: CardGatewaySetup['sandbox'];
  provider: CardProvider;
}

/**
 * Card payments for the whole app: offers the card services and the gateway (built by the
 * composition root, which also mounts the local fake in sandbox mode) to the routes, and mounts
 * the gateway's callbacks (3-D Secure return, TapPay's notify, Stripe's webhook), which carry no
 * API key, outside the API's scope.
 */
export const cardPaymentsPlugin = fp(async (app: FastifyInstance, { cardPurchases, cards, gateway, sandbox, provider }: CardPaymentsOptions) => {
  app.decorate('cardPurchases', cardPurchases);
  app.decorate('cards', cards);
  app.decorate('cardSandbox', { getter: () => sandbox });
  app.decorate('cardGateway', { gateway, provider });
  await app.register(cardCallbackRoutes, { prefix: app.config.apiPrefix, gateway: gateway.name });
});
