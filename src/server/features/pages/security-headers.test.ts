import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TEST_API_KEY } from '../../test/harness';
import { hashSource, PageSecurityHeaders } from './security-headers';
import { helmetReference, withoutInlineSources } from './security-headers.test-support';

type Config = ReturnType<typeof loadConfig>;

const CONFIGS: [string, Config][] = [
  ['the test configuration', loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY })],
  [
    'production with sign-in providers, integrations and analytics',
    loadConfig({
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'secret',
      GTM_ID: 'GTM-AB12CD3',
      CHAT_WIDGET_ID: '5f1a2b3c4d5e6f7a8b9c0d1e/1abcdef23',
      HEATMAP_ID: '1234567',
      ANALYTICS_URL: 'https://analytics.example.com/collect',
    }),
  ],
];

describe.each(CONFIGS)('page security headers with %s', (_name, config) => {
  it('are the headers helmet sets per request, computed once', async () => {
    const reference = await helmetReference(config);
    const security = new PageSecurityHeaders(config);
    const { 'content-security-policy': referenceCsp = '', ...referenceRest } = reference;
    const { 'content-security-policy': commonCsp = '', ...commonRest } = security.common;
    expect(commonRest).toEqual(referenceRest);
    expect(withoutInlineSources(commonCsp)).toEqual(withoutInlineSources(referenceCsp));
    expect(commonCsp).not.toMatch(/'(nonce|sha256)-/);
  });

  it('allows a cached page’s inline script by its hash, in the same policy', async () => {
    const security = new PageSecurityHeaders(config);
    const hash = hashSource('window.__PRELOADED_STATE__={}');
    const csp = security.policy({ script: [hash], style: [] });
    expect(csp).toContain(`script-src 'self'`);
    expect(/script-src [^;]*/.exec(csp)?.[0]).toContain(hash);
    expect(csp).not.toContain("'nonce-");
    expect(withoutInlineSources(csp)).toEqual(withoutInlineSources((await helmetReference(config))['content-security-policy']!));
  });

  it('gives per-user pages a fresh script and style nonce each time, as helmet did', () => {
    const security = new PageSecurityHeaders(config);
    const [a, b] = [security.withNonces(), security.withNonces()];
    expect(a.script).not.toBe(b.script);
    expect(/script-src [^;]*/.exec(a.policy)?.[0]).toContain(`'nonce-${a.script}'`);
    expect(/style-src [^;]*'nonce-[0-9a-f]{32}'/.test(a.policy)).toBe(true);
  });
});

describe('hashSource', () => {
  it('is the CSP hash source of the text as UTF-8', () => {
    // sha256sum of the UTF-8 bytes: aba90c0935854dfc…, in base64
    expect(hashSource("alert('臺北')")).toBe("'sha256-q6kMCTWFTfwIuuDhB55oEAHhNH+n0veIfy0dNwJUSVc='");
  });
});
