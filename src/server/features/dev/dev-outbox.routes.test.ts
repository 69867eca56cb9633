import { get } from 'node:http';
import { networkInterfaces } from 'node:os';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessaging } from '../../adapters/messaging/outbox';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { isLoopbackAddress } from './dev-access';
import { developmentExposureWarning } from './dev-mode-warning';
import { bodyToHtml } from './dev-outbox.page';

/** This machine's own non-loopback IPv4 address (eth0's), to connect from; never another host. */
function ownNonLoopbackAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

/** GET over a connection whose source is `localAddress` (the server still listens on loopback). */
function getFrom(url: string, localAddress: string | undefined, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe.each(ENGINES)('the development outbox on %s', (engine) => {
  let server: TestServer;
  let outbox: OutboxMessaging;
  beforeAll(async () => {
    server = await startTestServer(engine);
    outbox = new OutboxMessaging(server.db);
    await outbox.sendSms({ to: '+886911222333', text: '【好幫手】您的驗證碼為 135790，10 分鐘內有效。' });
    await outbox.sendSms({ to: '+886911222333', text: '第二則', voice: true });
    await outbox.sendEmail({
      to: 'Dev.Reader@Example.com',
      subject: '【好幫手】重設密碼',
      text: '請點選連結重設密碼：\nhttp://localhost:3000/resetpass/abc_DEF-123?x=1&y=2\n<script>alert(1)</script>',
    });
  });
  afterAll(() => server.close());

  describe('GET /api/dev/outbox.json', () => {
    it('lists what went to a phone, oldest first, whichever way the number is written', async () => {
      for (const to of ['0911222333', '+886911222333', '0911-222-333']) {
        const res = await server.api(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('Success');
        const messages = res.body.messages as Record<string, string>[];
        expect(messages.map((m) => [m.channel, m.to, m.subject, m.body])).toEqual([
          ['sms', '+886911222333', '', '【好幫手】您的驗證碼為 135790，10 分鐘內有效。'],
          ['voice', '+886911222333', '', '第二則'],
        ]);
        expect(messages[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
    });

    it('matches e-mail addresses without regard to case', async () => {
      const res = await server.api('/dev/outbox.json?to=dev.reader@EXAMPLE.com');
      expect((res.body.messages as { to: string; subject: string }[]).map((m) => [m.to, m.subject])).toEqual([
        ['dev.reader@example.com', '【好幫手】重設密碼'],
      ]);
    });

    it('answers an empty list for someone who got nothing', async () => {
      const res = await server.api('/dev/outbox.json?to=0999888777');
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([]);
    });

    it('asks for the recipient', async () => {
      const res = await server.api('/dev/outbox.json');
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('to');
    });

    it('needs the API key like every API call', async () => {
      expect((await server.api('/dev/outbox.json?to=0911222333', { apiKey: null })).status).toBe(401);
    });
  });

  describe('the page /dev/outbox', () => {
    const page = async (query = '') => {
      const res = await fetch(`${server.baseUrl}/dev/outbox${query}`);
      return { res, html: await res.text() };
    };

    it('shows the newest messages of everyone in zh-TW with a filter form', async () => {
      const { res, html } = await page();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).toContain('<html lang="zh-Hant-TW">');
      expect(html).toContain('<title>開發用寄件匣 - 好幫手</title>');
      expect(html).toMatch(/<form method="get" action="\/dev\/outbox">[\s\S]*name="to"[\s\S]*查詢/);
      // Newest first.
      expect(html.indexOf('重設密碼')).toBeLessThan(html.indexOf('第二則'));
      expect(html.indexOf('第二則')).toBeLessThan(html.indexOf('135790'));
    });

    it('filters by recipient, makes links clickable and shows codes, and escapes the rest', async () => {
      const { html } = await page('?to=DEV.reader@example.com');
      expect(html).toContain('寄給 DEV.reader@example.com 的最新訊息');
      expect(html).toContain('<a href="http://localhost:3000/resetpass/abc_DEF-123?x=1&#38;y=2">');
      expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('135790');
      const sms = await page('?to=0911-222-333');
      expect(sms.html).toContain('<strong class="code">135790</strong>');
      expect(sms.html).toContain('語音');
    });

    it('says so when there is nothing for the recipient', async () => {
      expect((await page('?to=nobody@example.com')).html).toContain('目前沒有訊息。');
    });
  });
});

describe.each([false, true])('to clients beyond this machine (web pages served: %s)', (web) => {
  let server: TestServer;
  let strict: TestServer;
  const own = ownNonLoopbackAddress();
  beforeAll(async () => {
    [server, strict] = await Promise.all([
      startTestServer('pglite', { web }),
      startTestServer('pglite', { web, env: { TRUST_PROXY: 'true' } }),
    ]);
    for (const s of [server, strict]) await new OutboxMessaging(s.db).sendSms({ to: '+886911222333', text: '【好幫手】您的驗證碼為 864209' });
  });
  afterAll(async () => {
    await Promise.all([server.close(), strict.close()]);
  });
  const api = (s: TestServer) => `${s.baseUrl}/api/dev/outbox.json?to=0911222333`;
  const page = (s: TestServer) => `${s.baseUrl}/dev/outbox?to=0911222333`;

  it('answers 404 to a loopback connection whose X-Forwarded-For names another client', async () => {
    for (const url of [api(server), page(server)]) {
      const res = await getFrom(url, undefined, { 'x-api-key': server.config.apiKey, 'x-forwarded-for': '203.0.113.7' });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('864209');
    }
  });

  it('answers 404 to a connection from a non-loopback address, even one claiming loopback in X-Forwarded-For', async () => {
    expect(own, 'this machine needs a non-loopback IPv4 address to connect from').toBeDefined();
    for (const s of [server, strict]) {
      for (const url of [api(s), page(s)]) {
        const forgeries: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }];
        for (const forged of forgeries) {
          const res = await getFrom(url, own, { 'x-api-key': s.config.apiKey, ...forged });
          expect(res.status).toBe(404);
          expect(res.body).not.toContain('864209');
        }
      }
    }
  });

  it('still answers a plain loopback client (the browser tests read their codes this way)', async () => {
    const res = await getFrom(api(server), undefined, { 'x-api-key': server.config.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toContain('864209');
    expect((await getFrom(page(server), undefined)).body).toContain('864209');
  });
});

describe('with DEV_OUTBOX_PUBLIC=1', () => {
  it('answers clients beyond this machine too', async () => {
    const server = await startTestServer('pglite', { env: { DEV_OUTBOX_PUBLIC: '1' } });
    try {
      await new OutboxMessaging(server.db).sendSms({ to: '+886911222333', text: '【好幫手】您的驗證碼為 531642' });
      const headers = { 'x-api-key': server.config.apiKey, 'x-forwarded-for': '203.0.113.7' };
      for (const path of ['/api/dev/outbox.json?to=0911222333', '/dev/outbox?to=0911222333']) {
        const forwarded = await getFrom(`${server.baseUrl}${path}`, undefined, headers);
        expect(forwarded.status).toBe(200);
        expect(forwarded.body).toContain('531642');
        const remote = await getFrom(`${server.baseUrl}${path}`, ownNonLoopbackAddress(), headers);
        expect(remote.status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});

describe('the start-up warning', () => {
  const base = { port: 3000, devOutboxPublic: false };
  it('is printed when a server not in production listens beyond loopback', () => {
    for (const env of ['development', 'test'] as const) {
      const text = developmentExposureWarning({ ...base, env, host: '0.0.0.0' });
      expect(text).toContain('DEVELOPMENT MODE');
      expect(text).toContain('NODE_ENV=production');
      expect(text).toContain('/dev/outbox');
      expect(text).toContain('sandbox');
    }
    expect(developmentExposureWarning({ ...base, env: 'development', host: '192.0.2.2', devOutboxPublic: true })).toContain('ANY client');
  });

  it('is not printed in production or on loopback', () => {
    expect(developmentExposureWarning({ ...base, env: 'production', host: '0.0.0.0' })).toBeUndefined();
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) {
      expect(developmentExposureWarning({ ...base, env: 'development', host })).toBeUndefined();
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:192.0.2.2', false],
    ['0.0.0.0', false],
    ['::', false],
    [undefined, false],
  ])('takes %s for loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('next to the web pages', () => {
  it('is not swallowed by their catch-all', async () => {
    const server = await startTestServer('pglite', { web: true });
    try {
      const res = await fetch(`${server.baseUrl}/dev/outbox`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>開發用寄件匣</h1>');
    } finally {
      await server.close();
    }
  });
});

describe.each([true, false])('in production (web pages served: %s)', (web) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      web,
      env: { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    });
    await new OutboxMessaging(server.db).sendSms({ to: '+886911222333', text: '【好幫手】您的驗證碼為 246810' });
  });
  afterAll(() => server.close());

  it('has no outbox API', async () => {
    const res = await fetch(`${server.baseUrl}/api/dev/outbox.json?to=0911222333`, { headers: { 'x-api-key': server.config.apiKey } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('246810');
  });

  it('has no outbox page', async () => {
    const res = await fetch(`${server.baseUrl}/dev/outbox?to=0911222333`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('246810');
  });
});

describe('bodyToHtml', () => {
  it.each([
    ['a & b <i>', 'a &#38; b &#60;i&#62;'],
    ['見 https://example.com/a?b=1&c=2。', '見 <a href="https://example.com/a?b=1&#38;c=2">https://example.com/a?b=1&#38;c=2</a>。'],
    ['see https://example.com/x.', 'see <a href="https://example.com/x">https://example.com/x</a>.'],
    ['驗證碼 123456，', '驗證碼 <strong class="code">123456</strong>，'],
    ['1234567 不是驗證碼', '1234567 不是驗證碼'],
    ['帳號「user_123456ab」', '帳號「user_123456ab」'],
    ['http://x.tw/activate/123456/abc', '<a href="http://x.tw/activate/123456/abc">http://x.tw/activate/123456/abc</a>'],
  ])('renders %j', (body, html) => {
    expect(bodyToHtml(body)).toBe(html);
  });
});
