import type { FastifyInstance } from 'fastify';
import type { CardsConfig, Config } from '../../config';
import type { CardGateway } from './card-gateway';
import { createFakeStripe, type FakeStripeState } from './stripe/fake-stripe';
import { StripeClient } from './stripe/stripe-client';
import { createFakeTapPay, type FakeTapPayState } from './tappay/fake-tappay';
import { TapPayClient } from './tappay/tappay-client';

/** Fixed keys of the in-process sandbox gateways; they open nothing outside this process. */
export const SANDBOX_KEYS = {
  tappay: { partnerKey: 'partner_sandbox_local', merchantId: 'sandbox_local_CTBC', appId: '0', appKey: 'app_sandbox_local' },
  stripe: { secretKey: 'sk_test_sandbox_local', webhookSecret: 'whsec_sandbox_local', publishableKey: 'pk_test_sandbox_local' },
} as const;

export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';

/**
 * The last guard before a fake gateway is mounted: a production server never runs one unless
 * ALLOW_SANDBOX_PAYMENTS says this is a demo (loadConfig refuses that configuration first).
 */
export function assertSandboxAllowed(config: Pick<Config, 'env' | 'payments'>, what: string): void {
  if (config.env === 'production' && !config.payments.allowSandboxInProduction) {
    throw new Error(`${what}: the payment sandbox is never mounted when NODE_ENV=production without ALLOW_SANDBOX_PAYMENTS=1`);
  }
}

/** Paths of our 3-D Secure returns and the gateways' server-to-server notifications, under the API prefix. */
export const CARD_CALLBACK_PATHS = {
  tappayNotify: '/new/v1/tap_pay/three_domain_secure/notify',
  tappayReturn: '/new/v1/tap_pay/three_domain_secure/return',
  stripeWebhook: '/stripes/webhook',
  stripeReturn: '/stripes/three_domain_secure/return',
} as const;

/** The server's own loopback address once it listens (the in-process sandbox is reached over real HTTP). */
export function localBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  return `http://127.0.0.1:${address.port}`;
}

export interface CardGatewaySetup {
  gateway: CardGateway;
  /** Where the gateway's server calls reach us: our loopback address for the sandbox, PUBLIC_URL otherwise. */
  callbackBase: () => string;
  /** What the in-process sandbox received (charges, refunds, notifications); null with real keys. */
  sandbox: FakeTapPayState | FakeStripeState | null;
}

/**
 * Picks the configured gateway. Without keys the gateway's local fake is mounted under
 * /sandbox-gateway/<name>/ and the client is pointed at it, so the default sandbox speaks the
 * provider's real wire format end to end.
 */
export async function setUpCardGateway(app: FastifyInstance, cards: CardsConfig, publicUrl: string, apiPrefix: string): Promise<CardGatewaySetup> {
  const local = () => localBaseUrl(app);
  const callbackBase = cards.sandbox ? local : () => publicUrl;
  if (cards.gateway === 'stripe') {
    if (cards.sandbox || !cards.stripe) {
      const fake = createFakeStripe({
        secretKey: SANDBOX_KEYS.stripe.secretKey,
        webhook: { url: () => `${local()}${apiPrefix}${CARD_CALLBACK_PATHS.stripeWebhook}`, secret: SANDBOX_KEYS.stripe.webhookSecret },
      });
      await app.register(fake.plugin, { prefix: `${SANDBOX_GATEWAY_PREFIX}/stripe` });
      const gateway = new StripeClient({ secretKey: SANDBOX_KEYS.stripe.secretKey, baseUrl: () => `${local()}${SANDBOX_GATEWAY_PREFIX}/stripe` });
      return { gateway, callbackBase, sandbox: fake.state };
    }
    return { gateway: new StripeClient({ secretKey: cards.stripe.secretKey, baseUrl: cards.stripe.baseUrl }), callbackBase, sandbox: null };
  }
  if (cards.sandbox || !cards.tappay) {
    const fake = createFakeTapPay({ partnerKey: SANDBOX_KEYS.tappay.partnerKey, merchantId: SANDBOX_KEYS.tappay.merchantId });
    await app.register(fake.plugin, { prefix: `${SANDBOX_GATEWAY_PREFIX}/tappay` });
    const gateway = new TapPayClient({ ...SANDBOX_KEYS.tappay, baseUrl: () => `${local()}${SANDBOX_GATEWAY_PREFIX}/tappay` });
    return { gateway, callbackBase, sandbox: fake.state };
  }
  const { partnerKey, merchantId, baseUrl } = cards.tappay;
  return { gateway: new TapPayClient({ partnerKey, merchantId, baseUrl }), callbackBase, sandbox: null };
}

/** The webhook secret the Stripe webhook is checked with. */
export function stripeWebhookSecret(cards: CardsConfig): string {
  return cards.stripe && !cards.sandbox ? cards.stripe.webhookSecret : SANDBOX_KEYS.stripe.webhookSecret;
}
