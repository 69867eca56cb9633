import { randomBytes } from 'node:crypto';
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

  it('uses Stripe with its keys, its in-process fake only when asked by name, and wants the webhook secret beside the key', () => {
    expect(loadConfig({ ...BASE, CARD_PROVIDER: 'stripe-sandbox' }).cards).toMatchObject({ gateway: 'stripe', sandbox: true, stripe: undefined });
    for (const env of ['test', 'development', 'production']) {
      expect(() => loadConfig({ ...BASE, NODE_ENV: env, ALLOW_SANDBOX_PAYMENTS: '1', ALLOW_OUTBOX_IN_PRODUCTION: '1', CARD_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when CARD_PROVIDER=stripe/);
    }
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

describe('payments in production', () => {
  const PROD = {
    NODE_ENV: 'production',
    API_KEY: 'a-real-secret-key',
    ALLOW_OUTBOX_IN_PRODUCTION: '1',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    AUTH_SECRET: randomBytes(32).toString('base64'),
  };
  const ECPAY = { ECPAY_MERCHANT_ID: '3383001', ECPAY_HASH_KEY: 'realHashKey00001', ECPAY_HASH_IV: 'realHashIv000001' };
  const REAL_TAPPAY = { CARD_PROVIDER: 'tappay', ...TAPPAY, TAPPAY_BASE_URL: 'https://prod.tappaysdk.com' };
  const REAL_STRIPE = { CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return null;
  };

  it.each([
    [{}, 'CARD_PROVIDER'],
    [{ ...ECPAY, CARD_PROVIDER: 'stripe-sandbox' }, 'CARD_PROVIDER'],
    [{ ...ECPAY, CARD_PROVIDER: 'tappay', ...TAPPAY }, 'TAPPAY_BASE_URL'],
    [{ ...ECPAY, ...REAL_STRIPE, STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_SECRET_KEY'],
    [{ ...REAL_TAPPAY }, 'ECPAY_MERCHANT_ID'],
    [{ ...REAL_TAPPAY, ECPAY_MERCHANT_ID: '3002607', ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6', ECPAY_HASH_IV: 'EkRm7iFT261dpevs' }, 'ECPAY_MERCHANT_ID'],
  ])('refuses sandbox payments without ALLOW_SANDBOX_PAYMENTS, on one line naming the variable (%o)', (env, name) => {
    const message = problem({ ...PROD, ...env });
    expect(message).toContain(`${name}: `);
    expect(message).toContain('ALLOW_SANDBOX_PAYMENTS=1');
    expect(message).not.toContain('\n');
  });

  it('starts with real keys for both gateways, and then nothing is a sandbox', () => {
    for (const cards of [REAL_TAPPAY, REAL_STRIPE]) {
      const config = loadConfig({ ...PROD, ...ECPAY, ...cards });
      expect(config.payments).toEqual({ sandbox: false, allowSandboxInProduction: false });
      expect(config.cards.sandbox).toBe(false);
      expect(config.ecpay.mode).toBe('ecpay');
    }
  });

  it('starts in sandbox mode with ALLOW_SANDBOX_PAYMENTS=1, and says so', () => {
    const config = loadConfig({ ...PROD, ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(config.payments).toEqual({ sandbox: true, allowSandboxInProduction: true });
    expect(config.cards.sandbox).toBe(true);
  });

  it('marks development payments as sandbox whenever a fake or test keys are used', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...ECPAY, ...REAL_STRIPE, STRIPE_SECRET_KEY: 'sk_test_x' }).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...ECPAY, ...REAL_STRIPE }).payments.sandbox).toBe(false);
  });
});
