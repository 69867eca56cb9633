import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { baseUrl, eventually } from './support';

/** Prices read one way on a phone: NT$ once, an en dash for ranges, the unit after a slash. */
describe('price wording on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('writes the category page’s typical price by its unit: 按台計價 NT$1,500–3,500/台', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/category/aircon-cleaning`);
    await page.waitForLoadState('networkidle');
    await eventually(() => page.locator('.price-hint__amount').innerText()).toBe('NT$1,500–3,500/台');
    expect(await page.locator('.price-hint__type').innerText()).toBe('按台計價');
    expect(errors).toEqual([]);
  });

  it('writes an hourly category and its price guide the same way: NT$500–800/小時', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/category/home-cleaning`);
    await page.waitForLoadState('networkidle');
    await eventually(() => page.locator('.price-hint__amount').innerText()).toBe('NT$500–800/小時');
    expect(await page.locator('.price-hint__type').innerText()).toBe('按小時計價');
    // The guide has too few quotes on a fresh server, so it shows the same typical price.
    await page.goto(`${baseUrl}/price/home-cleaning`);
    await page.waitForLoadState('networkidle');
    await eventually(() => page.locator('.price-hint__amount').first().innerText()).toBe('NT$500–800/小時');
    expect(errors).toEqual([]);
  });
});
