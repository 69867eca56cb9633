import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { signUpSearchablePro, uniqueName } from './support';

const baseUrl = inject('baseUrl');
const PATIENCE = 20_000;

const unique = uniqueName();
const signUpPro = () => signUpSearchablePro('finder', unique, '陳');

describe('finding a pro in the browser', () => {
  let browser: Browser;
  let serviceId: number;
  beforeAll(async () => {
    ({ serviceId } = await signUpPro());
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('goes from nearme to the profile and asks for a quote with the pro invited', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/nearme/leak-repair/hualien-county`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe('花蓮縣的抓漏專家');
    const card = page.getByRole('link', { name: `陳${unique}的抓漏服務` });
    await card.click();
    await page.waitForURL(`${baseUrl}/service/${serviceId}`, { timeout: PATIENCE });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe(`陳${unique}的抓漏服務`);
    await expect.poll(() => page.title(), { timeout: PATIENCE }).toContain(`陳${unique}的抓漏服務`);
    await page.getByRole('link', { name: '索取報價' }).click();
    await page.waitForURL(`${baseUrl}/form/leak-repair?invite=${serviceId}`, { timeout: PATIENCE });
    expect(browser.errors).toEqual([]);
  });

  it('searches pros with the form on pro-search', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/pro-search`);
    await page.getByLabel('搜尋專家、服務或名稱').fill(unique);
    await page.getByRole('button', { name: '搜尋' }).last().click();
    await page.waitForURL(`${baseUrl}/pro-search?q=${encodeURIComponent(unique)}`, { timeout: PATIENCE });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe(`「${unique}」的搜尋結果`);
    await expect.poll(() => page.locator('.pro-card').count(), { timeout: PATIENCE }).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});
