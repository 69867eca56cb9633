import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUpSearchablePro, uniqueName } from './support';

const baseUrl = inject('baseUrl');
const PATIENCE = 20_000;

const unique = uniqueName();
const signUpPro = () => signUpSearchablePro('shared', unique, '林');

describe('a pro profile opened with an action, on a phone', () => {
  let browser: Browser;
  let serviceId: number;
  beforeAll(async () => {
    ({ serviceId } = await signUpPro());
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  const fitsThePhone = () => browser.page.evaluate(() => document.documentElement.scrollWidth);

  it('contact: the profile with a dialog that starts a request inviting the pro', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/service/contact/${serviceId}`);
    const dialog = page.getByRole('dialog', { name: `聯絡林${unique}的抓漏服務` });
    await dialog.waitFor({ timeout: PATIENCE });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe(`林${unique}的抓漏服務`);
    expect(await fitsThePhone()).toBeLessThanOrEqual(390);
    await dialog.getByRole('link', { name: '索取「抓漏」報價' }).click();
    await page.waitForURL(`${baseUrl}/form/leak-repair?invite=${serviceId}`, { timeout: PATIENCE });
    expect(browser.errors).toEqual([]);
  });

  it('share: LINE, Facebook and copy link, with Open Graph tags in the served page', async () => {
    const { page } = browser;
    const served = await (await fetch(`${baseUrl}/service/share/${serviceId}`)).text();
    expect(served).toContain(`<meta property="og:url" content="${baseUrl}/service/${serviceId}" />`);
    expect(served).toContain(`<meta property="og:title" content="林${unique}的抓漏服務`);
    await page.goto(`${baseUrl}/service/share/${serviceId}`);
    const dialog = page.getByRole('dialog', { name: '分享這位專家' });
    await dialog.waitFor({ timeout: PATIENCE });
    const shared = encodeURIComponent(`${baseUrl}/service/${serviceId}`);
    expect(await dialog.getByRole('link', { name: '分享到 LINE' }).getAttribute('href')).toBe(`https://social-plugins.line.me/lineit/share?url=${shared}`);
    expect(await dialog.getByRole('link', { name: '分享到 Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${shared}`);
    expect(await dialog.getByRole('button', { name: '複製連結' }).isVisible()).toBe(true);
    expect(await fitsThePhone()).toBeLessThanOrEqual(390);
    // Closing the dialog leaves the plain profile.
    await dialog.getByRole('button', { name: '關閉' }).first().click();
    await page.waitForURL(`${baseUrl}/service/${serviceId}`, { timeout: PATIENCE });
    expect(browser.errors).toEqual([]);
  });

  it('report: a guest is asked to sign in before reporting', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/service/report/${serviceId}`);
    const dialog = page.getByRole('dialog', { name: '檢舉這位專家' });
    await dialog.waitFor({ timeout: PATIENCE });
    expect(await dialog.getByRole('link', { name: '登入後檢舉' }).getAttribute('href')).toBe(`/login?from=${encodeURIComponent(`/service/report/${serviceId}`)}`);
    expect(await fitsThePhone()).toBeLessThanOrEqual(390);
    expect(browser.errors).toEqual([]);
  });

  it('an unknown action is the 404 page, also as served', async () => {
    const { page } = browser;
    const served = await fetch(`${baseUrl}/service/edit/${serviceId}`);
    expect(served.status).toBe(404);
    const response = await page.goto(`${baseUrl}/service/edit/${serviceId}`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe('找不到這個頁面');
  });
});
