import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomApp, startCustomApp } from '../test/custom-app';
import { TEST_API_KEY } from '../test/harness';

const SECRET_DETAIL = 'connection to 10.0.0.5 refused: password=hunter2';

describe('outside the API scope', () => {
  let server: CustomApp;
  beforeAll(async () => {
    server = await startCustomApp(
      {},
      {
        extend: (app) => {
          // Stands for any root-scope route (card callbacks, ECPay notify, files) failing unexpectedly.
          app.get('/test-only/boom', async () => {
            throw new Error(SECRET_DETAIL);
          });
          app.post('/test-only/boom', async () => {
            throw Object.assign(new Error(SECRET_DETAIL), { statusCode: 503 });
          });
        },
      },
    );
  });
  afterAll(() => server.close());

  it('answers an unexpected error with the envelope and a reference, never its message', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${server.baseUrl}/test-only/boom`, { method });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('10.0.0.5');
      const body = JSON.parse(text) as { status: string; error: string; message: string; reference: string };
      expect(body).toMatchObject({ status: 'Error', error: 'server error' });
      expect(body.reference).toBe(res.headers.get('x-request-id'));
      expect(body.message).toContain(body.reference);
    }
  });

  it('answers an unknown route with the envelope, and every answer with nosniff', async () => {
    const res = await fetch(`${server.baseUrl}/no/such/thing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'Error', error: 'not found' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.baseUrl}/test-only/boom`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives API JSON nosniff, and no HSTS outside production', async () => {
    const res = await fetch(`${server.baseUrl}/api/health.json`, { headers: { 'x-api-key': TEST_API_KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('in production', () => {
  it('gives API JSON HSTS as well', async () => {
    const server = await startCustomApp({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' });
    try {
      const res = await fetch(`${server.baseUrl}/api/health.json`, { headers: { 'x-api-key': TEST_API_KEY } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.close();
    }
  });
});

describe('the global rate limit', () => {
  it('answers 429 in zh-TW with Retry-After once an IP passes RATE_LIMIT_PER_MINUTE, loopback included', async () => {
    const server = await startCustomApp(
      { RATE_LIMIT_PER_MINUTE: '5' },
      {
        extend: (app) => {
          app.get('/test-only/page', async () => 'page');
        },
      },
    );
    try {
      const call = (ip: string) => fetch(`${server.baseUrl}/api/health.json`, { headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i++) expect((await call('198.51.100.1')).status).toBe(200);
      const refused = await call('198.51.100.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 'Error', error: 'rate limited', message: '操作太頻繁，請稍後再試。' });
      // Pages and other root routes count too; another IP has its own allowance.
      expect((await fetch(`${server.baseUrl}/test-only/page`, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429);
      expect((await call('198.51.100.2')).status).toBe(200);
      // Loopback itself (no forwarded address) is limited like anyone.
      const direct = () => fetch(`${server.baseUrl}/api/health.json`, { headers: { 'x-api-key': TEST_API_KEY } });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await direct()).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const server = await startCustomApp({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${server.baseUrl}/api/health.json`, { headers: { 'x-api-key': TEST_API_KEY } }).then((r) => r.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await server.close();
    }
  });
});
