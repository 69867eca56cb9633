import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import { type Browser, openBrowser } from './browser';
import { answersFor, apiKey, clientIp, eventually } from './support';

/**
 * The notification-permission prompt, on a phone. Web push needs VAPID keys, which the shared
 * browser-test server does not have (with them, every other test would meet the prompt), so this
 * file starts a server of its own with a fresh key pair: the real server, nothing stubbed.
 * Requests go to 連江縣 (the county of notify.test.ts).
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A VAPID key pair as `web-push generate-vapid-keys` writes it: P-256, URL-safe base64. */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const pub = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: jwk.d! };
}

describe('the notification-permission prompt on a phone', () => {
  let base: string;
  let child: ChildProcess;
  let dataDir: string;
  const browsers: Browser[] = [];

  const call = async <T>(path: string, options: { body?: unknown; token?: string; ip?: string } = {}): Promise<{ status: number; json: T }> => {
    const headers: Record<string, string> = { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': options.ip ?? clientIp() };
    if (options.token) headers['X-Session-Token'] = options.token;
    const res = await fetch(`${base}/api${path}`, { method: options.body === undefined ? 'GET' : 'POST', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: res.status, json: (await res.json()) as T };
  };

  /** A consumer signed up with a verified phone (the code read from this server's outbox). */
  const consumer = async (): Promise<string> => {
    const ip = clientIp();
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const signup = await call<{ session_id: string }>('/users/sign_up.json', { ip, body: { User: { email: `prompt-${stamp}@example.com`, password: 'secret123', first_name: '雅婷', last_name: '黃' } } });
    expect(signup.status).toBe(200);
    const token = signup.json.session_id;
    const digits = stamp.slice(-8).padStart(8, '0');
    const preauth = await call<{ hash: string }>('/users/verify/phone/preauth.json', { body: { phone: `09${digits}` }, token, ip });
    expect(preauth.status).toBe(200);
    let code: string | undefined;
    for (let attempt = 0; attempt < 50 && code === undefined; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(`+8869${digits}`)}`, { headers: { 'X-Api-Key': apiKey } });
      const json = (await res.json()) as { messages?: { body: string }[] };
      code = /(?<!\w)(\d{6})(?!\w)/.exec(json.messages?.at(-1)?.body ?? '')?.[1];
    }
    if (code === undefined) throw new Error('no code in the outbox');
    expect((await call('/users/verify/phone/auth.json', { body: { hash: preauth.json.hash, otp: code }, token, ip })).status).toBe(200);
    return token;
  };

  const phoneSignedIn = async (token: string) => {
    const browser = await openBrowser({ mobile: true });
    browsers.push(browser);
    await browser.context.addCookies([
      { name: 'session_token', value: token, url: base },
      { name: 'user_role', value: 'consumer', url: base },
    ]);
    return browser;
  };

  const postRequest = async (token: string) => {
    const found = await call<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    const category = found.json.quote_category;
    const posted = await call('/quote_requests/search_add.json', {
      token,
      body: {
        quote_category_id: category.id,
        city: '連江縣',
        district: '南竿鄉',
        address: '介壽村 12 號',
        description: '客廳要裝一台分離式冷氣。',
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-prompt-data-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const keys = vapidKeys();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      API_KEY: apiKey,
      SEED_DEMO_DATA: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      REQUESTS_PER_IP_PER_DAY: '100000',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:push@example.com',
    };
    delete env.DATABASE_URL;
    if (env.NODE_ENV === 'production') delete env.NODE_ENV;
    child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health.json`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not become healthy in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 150_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks only after the first request, and 以後再說 keeps it away after a reload', async () => {
    const token = await consumer();
    const { page } = await phoneSignedIn(token);
    const prompt = page.getByRole('dialog', { name: '開啟通知？' });

    // Before any request: the server offers push but does not ask yet, and no prompt shows.
    const before = await call<{ enabled: number; ask: number }>('/push/config.json', { token });
    expect(before.json).toMatchObject({ enabled: 1, ask: 0 });
    await page.goto(`${base}/dashboard/projects`);
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.waitForResponse((r) => r.url().includes('/push/config.json')).catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(await prompt.count()).toBe(0);

    // The first request: the next page asks.
    await postRequest(token);
    expect((await call<{ ask: number }>('/push/config.json', { token })).json.ask).toBe(1);
    await page.reload();
    await eventually(() => prompt.count()).toBe(1);
    expect(await prompt.innerText()).toContain('有新報價或新訊息時');
    const later = prompt.getByRole('button', { name: '以後再說' });
    const box = await later.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await later.click();
    await eventually(() => prompt.count()).toBe(0);

    // Dismissed for good on this browser: not after a reload, nor on another page.
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    expect(await prompt.count()).toBe(0);
    await page.goto(`${base}/dashboard/settings/notifications`);
    await page.waitForTimeout(1500);
    expect(await prompt.count()).toBe(0);
    // The browser was never asked.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
  });

  it('開啟通知 registers the push service worker and asks the browser, with notifications granted to the site', async () => {
    const token = await consumer();
    await postRequest(token);
    const { page, context } = await phoneSignedIn(token);
    await context.grantPermissions(['notifications'], { origin: base });
    await page.goto(`${base}/dashboard/projects`);
    const prompt = page.getByRole('dialog', { name: '開啟通知？' });
    await eventually(() => prompt.count()).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await prompt.getByRole('button', { name: '開啟通知' }).click();
    // The service worker is registered from its URL, and the browser's permission is granted. What
    // follows (the push service's subscription) needs a push service, which headless Chromium lacks:
    // the test stops at the permission.
    await eventually(() =>
      page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((x) => new URL(x.active?.scriptURL ?? x.installing?.scriptURL ?? x.waiting?.scriptURL ?? '').pathname))),
    ).toEqual(['/push-sw.js']);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  });
});
