import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const BASE = { NODE_ENV: 'test', API_KEY: 'test-api-key-0123456789' };
const TAPPAY = { TAPPAY_PARTNER_KEY: 'partner_x', TAPPAY_MERCHANT_ID: 'm_x', TAPPAY_APP_ID: '1', TAPPAY_APP_KEY: 'app_x' };

describe('card gateway configuration', () => {
  it('is the TapPay sandbox with foreign cards refused by default', () => {
    expect(loadConfig(BASE).cards).toEqual({ gateway: 'tappay', sandbox: true, allowForeign: false, tappay: undefined, stripe: undefined });
  });

  it('uses TapPay with all four keys, and names each missing one', () => {
    const cards = loadConfig({ ...BASE, CARD_PROVIDER: 'tappay', ...TAPPAY, TAPPAY_BASE_URL: 'https://prod.tappaysdk.com/' }).cards;
    expect(cards).toMatchObject({ gateway: 'tappay', sandbox: false, tappay: { partnerKey: 'partner_x', merchantId: 'm_x', appId: '1', appKey: 'app_x', baseUrl: 'https://prod.tappaysdk.com' } });
    expect(() => loadConfig({ ...BASE, CARD_PROVIDER: 'tappay', TAPPAY_PARTNER_KEY: 'p' })).toThrow(ConfigError);
    try {
      loadConfig({ ...BASE, CARD_PROVIDER: 'tappay', TAPPAY_PARTNER_KEY: 'p' });
    } catch (error) {
      for (const name of ['TAPPAY_MERCHANT_ID', 'TAPPAY_APP_ID', 'TAPPAY_APP_KEY']) expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('TAPPAY_PARTNER_KEY');
    }
  });

  it('uses Stripe with its keys, its in-process fake without them, and wants the webhook secret beside the key', () => {
    expect(loadConfig({ ...BASE, CARD_PROVIDER: 'stripe' }).cards).toMatchObject({ gateway: 'stripe', sandbox: true, stripe: undefined });
    const real = loadConfig({ ...BASE, CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).cards;
    expect(real).toMatchObject({ gateway: 'stripe', sandbox: false, stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x', baseUrl: 'https://api.stripe.com', publishableKey: undefined } });
    const withPk = loadConfig({ ...BASE, CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' });
    expect(withPk.cards.stripe?.publishableKey).toBe('pk_live_x');
    expect(() => loadConfig({ ...BASE, CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('reads CARD_ALLOW_FOREIGN and refuses an unknown provider', () => {
    expect(loadConfig({ ...BASE, CARD_ALLOW_FOREIGN: 'true' }).cards.allowForeign).toBe(true);
    expect(() => loadConfig({ ...BASE, CARD_PROVIDER: 'paypal' })).toThrow(/CARD_PROVIDER/);
  });
});
