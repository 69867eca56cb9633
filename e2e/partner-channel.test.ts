// Entering the site from a partner app (390x844): the partner's token signs the person in and the
// site shows the partner's shell. The shared server runs with the test partners' PARTNERS_FILE (global-setup).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetToken } from '../src/server/features/partners/partners.test-support';
import { type Browser, openBrowser } from './browser';
import { eventually } from './support';

describe('a partner channel on a phone', () => {
  const base = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("signs the partner's user in and shows the partner's header, colours and way back, without the site's footer", async () => {
    const { page, errors } = browser;
    await page.goto(`${base}/partner/fet/enter?token=${await fetToken('e2e-fet-user')}`);
    expect(new URL(page.url()).pathname).toBe('/fet');
    const header = page.locator('.partner-header');
    await eventually(() => header.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '遠傳', exact: true }).getAttribute('href')).toBe('/fet');
    expect(await header.getByRole('link', { name: '回到遠傳' }).getAttribute('href')).toBe('https://fet.example/app');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(230, 0, 18)');
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.site-footer').count()).toBe(0);

    // Signed in: the dashboard opens (no sign-in page), still inside the shell.
    await page.goto(`${base}/dashboard/projects`);
    await eventually(() => page.locator('.partner-header').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard/projects');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('shows a zh-TW refusal with status 401 for a used token, and signs no one in', async () => {
    const fresh = await openBrowser({ mobile: true });
    try {
      const token = await fetToken('e2e-fet-replayed');
      const first = await fresh.page.goto(`${base}/partner/fet/enter?token=${token}`);
      expect(first?.status()).toBe(200);
      await fresh.context.clearCookies();
      const again = await fresh.page.goto(`${base}/partner/fet/enter?token=${token}`);
      expect(again?.status()).toBe(401);
      expect(await fresh.page.getByRole('alert').textContent()).toContain('無法驗證您的登入資訊');
      expect((await fresh.context.cookies()).some((c) => c.name === 'session_token')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
