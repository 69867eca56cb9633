import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

const baseUrl = inject('baseUrl');

describe('the public site in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('renders the zh-TW home page on the server and hydrates it without errors', async () => {
    const { page, errors } = browser;
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant-TW');
    const serverHtml = await response!.text();
    expect(serverHtml).toContain('window.__PRELOADED_STATE__');
    // The page is rendered inside the app's one Suspense boundary (React marks it <!--$-->).
    expect(serverHtml).toMatch(/<div id="app">\s*(<!--\$-->)?<[a-z]/);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).not.toBe('');
    expect(await page.locator('a[href^="/category/"]').count()).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });

  it('finds a category from the home search box and opens its page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('combobox').first();
    await search.fill('冷氣');
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(/\/category\//);
    await expect.poll(() => page.locator('h1').innerText()).toContain('冷氣');
  });

  it('renders a category page with its questions and a link to the request form', async () => {
    const { page, errors } = browser;
    errors.length = 0;
    const response = await page.goto(`${baseUrl}/category/aircon-cleaning`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toContain('冷氣清潔');
    expect(await page.locator('a[href="/form/aircon-cleaning"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('renders a language-prefixed route', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseUrl}/zh-TW/category/aircon-cleaning`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toContain('冷氣清潔');
    const cookies = await browser.context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('zh-TW');
  });

  it('sends a guest on a dashboard URL to login with from', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/12?x=1`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('from')).toBe('/dashboard/projects/quotelist/12?x=1');
  });

  it('shows a real 404 page for an unknown path', async () => {
    const { page } = browser;
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0);
  });
});
