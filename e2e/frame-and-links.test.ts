// The dashboard on a phone gives the screen to the work: the bottom tab bar navigates, so the
// public links and the search leave the header; on a wide screen they stay. A one-time login link
// that was used already says so, without the page failing to hydrate.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { baseUrl, createVerifiedUser, eventually } from './support';

describe('the dashboard frame', () => {
  let token: string;
  const open: Browser[] = [];
  beforeAll(async () => {
    token = await createVerifiedUser('frame', { first_name: '小芳', last_name: '林' });
  });
  afterEach(async () => {
    while (open.length > 0) await open.pop()!.close();
  });

  async function signedIn(mobile: boolean): Promise<Browser> {
    const browser = await openBrowser({ mobile });
    open.push(browser);
    const url = new URL(baseUrl);
    await browser.context.addCookies([
      { name: 'session_token', value: token, domain: url.hostname, path: '/', httpOnly: true },
      { name: 'signed_in', value: '1', domain: url.hostname, path: '/' },
    ]);
    return browser;
  }

  it('leaves the public links and the search out of the header on a phone', async () => {
    const { page } = await signedIn(true);
    await page.goto(`${baseUrl}/dashboard/settings`);
    await eventually(() => page.locator('.site-nav__messages').isVisible()).toBe(true);
    expect(await page.locator('.site-nav').isVisible()).toBe(false);
    expect(await page.locator('.site-header__search').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: '成為專家' }).isVisible()).toBe(false);
    // The header is one line: the brand, 訊息 and the account menu.
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThan(80);
    // The brand still leads to the home page and its search.
    await page.locator('.brand').click();
    await eventually(() => new URL(page.url()).pathname).toBe('/');
    await eventually(() => page.getByRole('link', { name: '成為專家' }).first().isVisible()).toBe(true);
  });

  it('keeps them on a wide screen', async () => {
    const { page } = await signedIn(false);
    await page.goto(`${baseUrl}/dashboard/settings`);
    await eventually(() => page.locator('.site-nav').isVisible()).toBe(true);
    expect(await page.locator('.site-header__search').isVisible()).toBe(true);
  });

  it('says plainly that a used one-time login link no longer works, and offers the other ways in', async () => {
    const browser = await openBrowser({ mobile: true });
    open.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/login?hash=${'a'.repeat(40)}`);
    await eventually(() => page.getByText('這個登入連結已使用過或已過期').count()).toBe(1);
    expect(await page.getByRole('tab', { name: '密碼登入' }).isVisible()).toBe(true);
    // The refused link is a 400 on the network; nothing else went wrong (no hydration mismatch).
    expect(browser.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
