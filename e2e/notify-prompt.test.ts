import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import { type Browser, openBrowser } from './browser';
import { type RunningServer, startServer } from './server';
import { answersFor, api, apiKey, createVerifiedUser, eventually } from './support';

/**
 * The notification-permission prompt, on a phone. Web push needs VAPID keys, which the shared
 * browser-test server does not have (with them, every other test would meet the prompt), so this
 * file starts a server of its own with a fresh key pair: the real server, nothing stubbed.
 * Requests go to 連江縣 (the county of notify.test.ts).
 */

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
  let server: RunningServer | undefined;
  const browsers: Browser[] = [];

  const call = <T>(path: string, options: { body?: unknown; token?: string } = {}) => api<T>(path, { ...options, base });

  /** A consumer signed up with a verified phone (the code read from this server's outbox). */
  const consumer = (): Promise<string> => createVerifiedUser('prompt', { first_name: '雅婷', last_name: '黃' }, { base });

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
    const keys = vapidKeys();
    server = await startServer({
      dataPrefix: 'e2e-prompt-data-',
      timeoutMs: 120_000,
      env: {
        API_KEY: apiKey,
        SEED_DEMO_DATA: '0',
        RATE_LIMIT_PER_MINUTE: '0',
        REQUESTS_PER_IP_PER_DAY: '100000',
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:push@example.com',
      },
    });
    base = server.baseUrl;
  }, 150_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
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
