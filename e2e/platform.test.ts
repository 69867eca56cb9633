import { afterAll, describe, expect, it } from 'vitest';
import type { QuoteServiceItem } from '../src/domain/services/quote-service.types';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

/** A pro made through the API, signed in to a fresh phone-sized browser in pro mode. */
async function proBrowser(prefix: string): Promise<{ browser: Browser; token: string; serviceId: number }> {
  const token = await createVerifiedUser(prefix, { first_name: '冠宇', last_name: '黃', service_category: 'aircon-installation', service_city: '臺中市' });
  const browser = await openBrowser({ mobile: true });
  await signInBrowser(browser, token, 'pro');
  const services = await api<{ quote_services: QuoteServiceItem[] }>('/quote_services/index.json', { token });
  return { browser, token, serviceId: services.json.quote_services[0]!.id };
}

const noHorizontalScroll = (b: Browser) => b.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('translations, error reporting and the UI states on a phone', () => {
  const browsers: Browser[] = [];
  afterAll(async () => {
    for (const b of browsers) await b.close();
  });

  it('fetches the dashboard namespace by URL, and the pricing namespace only when a pricing screen opens, each long-cached by its hash', async () => {
    const { browser } = await proBrowser('locales');
    browsers.push(browser);
    const { page } = browser;
    const fetched: { url: string; cache: string | undefined }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/locales/')) fetched.push({ url: res.url(), cache: res.headers()['cache-control'] });
    });

    await page.goto(`${baseUrl}/dashboard/settings`);
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(fetched.map((f) => new URL(f.url).pathname)).toEqual(['/locales/zh-TW/dashboard.json']);
    expect(fetched[0]!.url).toMatch(/\?v=[0-9a-f]{16}$/);
    expect(fetched[0]!.cache).toBe('public, max-age=31536000, immutable');

    // A link inside the app (no page load) to the pricing screen fetches its namespace then.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard/pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await eventually(() => page.getByRole('heading', { name: '購買點數' }).count()).toBe(1);
    expect(fetched.map((f) => new URL(f.url).pathname)).toEqual(['/locales/zh-TW/dashboard.json', '/locales/zh-TW/pricing.json']);
    expect(fetched[1]!.url).toMatch(/\?v=[0-9a-f]{16}$/);
    expect(await noHorizontalScroll(browser)).toBe(true);
    // An unsupported language is answered in zh-TW.
    const other = await fetch(`${baseUrl}/locales/en/pricing.json`);
    expect(other.headers.get('content-language')).toBe('zh-TW');
    expect(((await other.json()) as { buy: { title: string } }).buy.title).toBe('購買點數');
    expect(browser.errors).toEqual([]);
  });

  it('shows the 發生錯誤 dialog with the reference id the server assigned when a screen throws', async () => {
    const { browser } = await proBrowser('boom');
    browsers.push(browser);
    const { page } = browser;
    await page.route(/\/assets\/certification-screen-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: "throw new Error('the certification screen failed to start');" }),
    );
    const reported = page.waitForResponse((res) => res.url().endsWith('/api/client_errors.json'));
    await page.goto(`${baseUrl}/dashboard/certification`);
    const answer = await reported;
    const { reference } = (await answer.json()) as { reference: string };
    expect(reference).toMatch(/^CE-[0-9A-F]{12}$/);
    const alert = page.getByRole('alert');
    await eventually(() => alert.innerText()).toContain(`錯誤代碼：${reference}`);
    expect(await alert.innerText()).toContain('發生錯誤');
    const sent = JSON.parse(answer.request().postData() ?? '{}') as Record<string, string>;
    expect(sent).toMatchObject({ kind: 'boundary', route: '/dashboard/certification' });
    expect(sent.message).toContain('the certification screen failed to start');
  });

  it('reloads the page once when a chunk fails to load after a deploy', async () => {
    const { browser } = await proBrowser('chunk');
    browsers.push(browser);
    const { page } = browser;
    // The first page load cannot get the chunk (it is gone after a deploy); the reload can.
    let loads = 0;
    let failures = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });
    await page.route(/\/assets\/invoice-settings-screen-[^/]+\.js$/, (route) => {
      if (loads < 2) {
        failures += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto(`${baseUrl}/dashboard/settings/invoice`);
    await eventually(() => loads).toBe(2);
    await eventually(() => page.getByRole('heading', { name: '發票設定' }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: '發生錯誤' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
    expect(failures).toBeGreaterThan(0);
  });

  it('shows the status modal with the result after deleting a service', async () => {
    const { browser } = await proBrowser('status');
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/services`);
    await page.getByRole('button', { name: '刪除' }).first().click();
    const ask = page.getByRole('dialog', { name: '刪除服務' });
    await ask.getByRole('button', { name: '確定刪除' }).click();
    const result = page.getByRole('dialog', { name: '服務已刪除' });
    await eventually(() => result.count()).toBe(1);
    expect(await result.innerText()).toContain('顧客不會再看到這項服務');
    const ok = result.getByRole('button', { name: '我知道了' });
    const box = await ok.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await ok.click();
    await eventually(() => result.count()).toBe(0);
  });

  it('opens the payment popup, the spec’s popup state, on a payment error', async () => {
    const { browser } = await proBrowser('declined');
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/pricing`);
    await page.getByRole('radio', { name: /標準包/ }).check();
    await page.getByRole('radio', { name: '使用新的信用卡' }).check();
    await page.getByLabel('卡號').fill('4000000000000002');
    await page.getByLabel('有效期限（MM/YY）').fill('12/30');
    await page.getByLabel('安全碼').fill('123');
    await page.getByRole('button', { name: '下一步：確認付款' }).click();
    await page.getByRole('dialog', { name: '確認付款' }).getByRole('button', { name: /確認支付/ }).click();
    const popup = page.getByRole('dialog', { name: '付款沒有成功' });
    await eventually(() => popup.count()).toBe(1);
    expect(await popup.locator('[data-popup="paymentPopup"]').count()).toBe(1);
    await popup.getByRole('button', { name: '我知道了' }).click();
    await eventually(() => popup.count()).toBe(0);
  });

  it('opens the onboarding checklist once for a new pro who left the onboarding unfinished', async () => {
    const { browser, token, serviceId } = await proBrowser('checklist');
    browsers.push(browser);
    const { page } = browser;
    expect((await api(`/quote_services/onboard/${serviceId}.json`, { token, body: { onboard_state: 2 } })).status).toBe(200);

    await page.goto(`${baseUrl}/dashboard/requests`);
    const popup = page.getByRole('dialog', { name: '完成專家檔案，開始接案' });
    await eventually(() => popup.count()).toBe(1);
    const items = popup.locator('.checklist-popup__item');
    expect(await items.allInnerTexts()).toHaveLength(4);
    expect(await popup.locator('.checklist-popup__item--done').allInnerTexts()).toEqual([
      expect.stringContaining('驗證手機號碼'),
      expect.stringContaining('填寫基本資料'),
    ]);
    const start = popup.getByRole('button', { name: '開始設定' });
    const box = await start.boundingBox();
    expect(box && box.y + box.height <= 844).toBe(true);
    await popup.getByRole('button', { name: '稍後再說' }).click();
    await eventually(() => popup.count()).toBe(0);

    // Once: not again on the next visit.
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(await popup.count()).toBe(0);
  });

  it('confirms a changed password in the status modal, reachable on a phone', async () => {
    const { browser } = await proBrowser('password');
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/settings/password`);
    await page.getByLabel('目前的密碼').fill('secret123');
    await page.getByLabel('新密碼', { exact: true }).fill('another456');
    await page.getByLabel('再輸入一次新密碼').fill('another456');
    await page.getByRole('button', { name: '更新密碼' }).click();
    const result = page.getByRole('dialog', { name: '密碼已更新' });
    await eventually(() => result.count()).toBe(1);
    expect(await result.innerText()).toContain('其他裝置上的登入都已登出');
    const ok = result.getByRole('button', { name: '我知道了' });
    const box = await ok.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await ok.click();
    await eventually(() => result.count()).toBe(0);
    expect(await page.getByLabel('目前的密碼').inputValue()).toBe('');
  });

  it('serves a valid manifest: zh-TW name, icons that exist, start_url and display', async () => {
    const browser = await openBrowser({ mobile: true });
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await fetch(new URL(href!, baseUrl));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name: string; short_name: string; lang: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.lang).toMatch(/^zh-(Hant-)?TW$/);
    expect(manifest.name).toMatch(/[\u4e00-\u9fff]/);
    expect(manifest.short_name).toMatch(/[\u4e00-\u9fff]/);
    expect(manifest.start_url.startsWith('/')).toBe(true);
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, baseUrl));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
      expect((await file.arrayBuffer()).byteLength, icon.src).toBeGreaterThan(100);
    }
    const start = await fetch(new URL(manifest.start_url, baseUrl), { redirect: 'manual' });
    expect(start.status).toBeLessThan(400);
  });

  it('offers installation when the browser sends beforeinstallprompt, and the install button calls its prompt()', async () => {
    const browser = await openBrowser({ mobile: true });
    browsers.push(browser);
    const { page, context } = browser;
    // A returning visitor: a visit counted before, more than an hour ago (the prompt waits for one).
    // prompt() is a stub that counts its calls, on the event the test sends and on the browser's own
    // BeforeInstallPromptEvent should Chromium send one too (this origin is installable).
    await context.addInitScript(() => {
      if (!localStorage.getItem('app-first-visit')) {
        localStorage.setItem('app-visits', '1');
        localStorage.setItem('app-first-visit', String(Date.now() - 2 * 3_600_000));
      }
      const counted = window as unknown as { promptCalls: number; BeforeInstallPromptEvent?: { prototype: { prompt: () => Promise<void> } } };
      counted.promptCalls = 0;
      if (counted.BeforeInstallPromptEvent) {
        counted.BeforeInstallPromptEvent.prototype.prompt = () => {
          counted.promptCalls += 1;
          return Promise.resolve();
        };
      }
    });
    await page.goto(`${baseUrl}/`);
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    const prompt = page.locator('[data-popup="appInstallPrompt"]');

    // The browser's event: cancelable, with prompt() and userChoice, as Chromium dispatches it.
    const defaultPrevented = await page.evaluate(() => {
      const counted = window as unknown as { promptCalls: number };
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
      event.prompt = () => {
        counted.promptCalls += 1;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    // The page keeps the event for its own prompt (the browser's mini-infobar is suppressed).
    expect(defaultPrevented).toBe(true);
    await eventually(() => prompt.count()).toBe(1);
    expect(await prompt.getByRole('heading').innerText()).toBe('把好幫手加到主畫面');
    const install = prompt.getByRole('button', { name: '加到主畫面' });
    const box = await install.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await install.click();
    await eventually(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
    await eventually(() => prompt.count()).toBe(0);
    expect(await noHorizontalScroll(browser)).toBe(true);
  });
});
