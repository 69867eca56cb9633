// The app banner and the download page on a phone browser (390x844, an iPhone's Safari user
// agent). The shared browser-test server has all four store links configured (global-setup.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, openBrowser } from './browser';
import { baseUrl, eventually } from './support';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const APP_STORE = 'https://apps.apple.com/tw/app/id1000000001';

/** The page has loaded its scripts and hydrated: the banner, decided after hydration, would be there by now. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe('the app banner and download page on a phone', () => {
  const open: Browser[] = [];
  afterEach(async () => {
    while (open.length > 0) await open.pop()!.close();
  });

  async function phone(): Promise<Browser> {
    const browser = await openBrowser({ mobile: true, userAgent: IPHONE_SAFARI });
    open.push(browser);
    return browser;
  }

  it('shows the banner once on a phone browser, below nothing and covering nothing, and not again after closing', async () => {
    const { page, errors } = await phone();
    await page.goto(`${baseUrl}/`);
    const banner = page.getByTestId('smart-banner');
    await eventually(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('好幫手 App');
    expect(await banner.getByRole('link', { name: '下載' }).getAttribute('href')).toBe('/download/ios');
    // In the page's flow above the header: the header starts below it, nothing overlaps.
    const strip = (await banner.boundingBox())!;
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(strip.y + strip.height).toBeLessThanOrEqual(header.y + 0.5);
    expect(strip.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await banner.getByRole('button', { name: '關閉下載提示' }).click();
    await eventually(() => banner.count()).toBe(0);
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('smart-banner').count()).toBe(0);
    await page.goto(`${baseUrl}/contact/`);
    await settled(page);
    expect(await page.getByTestId('smart-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is not shown inside a partner channel', async () => {
    const { page, context } = await phone();
    await page.goto(`${baseUrl}/?partner=ibon`);
    await settled(page);
    expect(await page.getByTestId('smart-banner').count()).toBe(0);
    // The channel is remembered: later pages of the visit stay without the banner too.
    await page.goto(`${baseUrl}/contact/`);
    await settled(page);
    expect(await page.getByTestId('smart-banner').count()).toBe(0);
    // The same phone without the channel's cookie is offered the app.
    await context.clearCookies({ name: 'partner_token' });
    await page.goto(`${baseUrl}/contact/`);
    await eventually(() => page.getByTestId('smart-banner').isVisible()).toBe(true);
  });

  it('is not shown on a desktop browser', async () => {
    const browser = await openBrowser();
    open.push(browser);
    await browser.page.goto(`${baseUrl}/`);
    await settled(browser.page);
    expect(await browser.page.getByTestId('smart-banner').count()).toBe(0);
  });

  it('leads to the download page with the store links and a QR code, and remembers the choice', async () => {
    const { page, errors } = await phone();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('smart-banner').getByRole('link', { name: '下載' }).click();
    await eventually(() => page.url()).toBe(`${baseUrl}/download/ios`);
    await eventually(() => page.getByRole('link', { name: 'App Store 下載' }).getAttribute('href')).toBe(APP_STORE);
    expect(await page.getByRole('img', { name: 'App Store 下載 下載連結的 QR code' }).getAttribute('data-qr-text')).toBe(APP_STORE);
    expect(await page.getByTestId('smart-banner').count()).toBe(0);

    // The pro app: both stores; the choice is remembered for /download and the banner.
    await page.getByRole('link', { name: '專家 App' }).click();
    await eventually(() => page.getByRole('link', { name: 'Google Play 下載' }).getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=tw.example.pro');
    expect(await page.getByRole('link', { name: 'App Store 下載' }).getAttribute('href')).toBe('https://apps.apple.com/tw/app/id1000000002');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${baseUrl}/download`);
    await eventually(() => page.url()).toBe(`${baseUrl}/download/pro`);
    await page.goto(`${baseUrl}/`);
    await eventually(() => page.getByTestId('smart-banner').getByRole('link', { name: '下載' }).getAttribute('href')).toBe('/download/pro');
    expect(errors).toEqual([]);
  });
});
