import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

const baseUrl = inject('baseUrl');

describe('collections, articles and price guides in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('goes from all genres to the collections and into one, loading each on the client', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/genre/all`);
    await page.waitForLoadState('networkidle');
    await page.locator('a[href="/feature/all"]').first().click();
    await page.waitForURL(/\/feature\/all$/);
    await page.locator('a[href="/feature/moving-season"]').click();
    await page.waitForURL(/\/feature\/moving-season$/);
    await expect.poll(() => page.locator('h1').innerText()).toContain('搬家');
    await expect.poll(() => page.title()).toContain('搬家不慌張');
    expect(await page.locator('.pick').count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it('opens an article from the list and its price guide from the article', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/info/all`);
    await page.waitForLoadState('networkidle');
    await page.locator('a[href="/info/aircon-cleaning-guide"]').click();
    await page.waitForURL(/\/info\/aircon-cleaning-guide$/);
    await expect.poll(() => page.locator('h1').innerText()).toContain('冷氣多久洗一次');
    await expect.poll(() => page.title()).toContain('冷氣多久洗一次');
    await page.locator('a[href="/price/aircon-cleaning"]').first().click();
    await page.waitForURL(/\/price\/aircon-cleaning$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('冷氣清潔價格行情');
    await expect.poll(() => page.title()).toContain('冷氣清潔價格行情｜實際報價');
    await expect.poll(() => page.getByText('拆洗或免拆洗').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown article reached in the app', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseUrl}/info/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').innerText()).toBe('找不到這個頁面');
  });
});
