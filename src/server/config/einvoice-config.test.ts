import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/** A production environment whose payments are allowed to be sandbox or not. */
const production = (allowSandbox: boolean) => ({
  NODE_ENV: 'production',
  API_KEY: 'a-real-secret-key',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  ALLOW_OUTBOX_IN_PRODUCTION: '1',
  // The payment gateways' own sandbox rule is tested elsewhere; here only the e-invoice provider counts.
  ALLOW_SANDBOX_PAYMENTS: allowSandbox ? '1' : '0',
  CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ECPAY_MERCHANT_ID: '3383324',
  ECPAY_HASH_KEY: 'k',
  ECPAY_HASH_IV: 'i',
});
const REAL = { EINVOICE_PROVIDER: 'ecpay', EINVOICE_MERCHANT_ID: '3383324', EINVOICE_HASH_KEY: 'abcdefghijklmnop', EINVOICE_HASH_IV: 'ponmlkjihgfedcba' };

describe('EINVOICE_* settings', () => {
  it('is off by default, sandbox on request, ECPay with its keys', () => {
    expect(loadConfig({}).einvoice).toEqual({ mode: 'off' });
    expect(loadConfig({ EINVOICE_PROVIDER: 'sandbox' }).einvoice).toEqual({ mode: 'sandbox' });
    expect(loadConfig(REAL).einvoice).toEqual({ mode: 'ecpay', merchantId: '3383324', hashKey: REAL.EINVOICE_HASH_KEY, hashIv: REAL.EINVOICE_HASH_IV, baseUrl: 'https://einvoice.ecpay.com.tw' });
    expect(() => loadConfig({ EINVOICE_PROVIDER: 'ecpay' })).toThrow(/EINVOICE_MERCHANT_ID.*EINVOICE_HASH_KEY.*EINVOICE_HASH_IV/);
    expect(() => loadConfig({ ...REAL, EINVOICE_HASH_KEY: 'short' })).toThrow(/EINVOICE_HASH_KEY: must be 16 characters/);
  });

  it('refuses the e-invoice sandbox, the stage merchant or the stage host in production unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(loadConfig({ ...production(false), ...REAL }).einvoice.mode).toBe('ecpay');
    expect(loadConfig(production(false)).einvoice.mode).toBe('off');
    expect(() => loadConfig({ ...production(false), EINVOICE_PROVIDER: 'sandbox' })).toThrow(/EINVOICE_PROVIDER: must be ecpay or off/);
    expect(() => loadConfig({ ...production(false), ...REAL, EINVOICE_MERCHANT_ID: '2000132' })).toThrow(/EINVOICE_MERCHANT_ID/);
    expect(() => loadConfig({ ...production(false), ...REAL, EINVOICE_BASE_URL: 'https://einvoice-stage.ecpay.com.tw' })).toThrow(/EINVOICE_MERCHANT_ID/);
    expect(loadConfig({ ...production(true), EINVOICE_PROVIDER: 'sandbox' }).einvoice.mode).toBe('sandbox');
  });
});
