// Each person in the right place and one inbox for both modes: on a phone (390x844). The screens
// each mode reaches and the forms' questions: roles-screens.test.ts.
import { describe, expect, it } from 'vitest';
import { logIn, menuMode, path, rolesSuite, switchMode } from './roles.support';
import { baseUrl, eventually } from './support';

describe('roles, inbox and forms on a phone', () => {
  const { consumer, pro, phone } = rolesSuite();

  it('lands a consumer without a service in consumer mode on 我的需求, and then a pro with a service in pro mode on the same phone', async () => {
    const browser = await phone();
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/projects');
    await eventually(() => browser.page.getByRole('heading', { level: 1, name: '我的需求' }).count()).toBe(1);
    expect(await menuMode(browser)).toBe('客戶模式');
    // Nobody chose a mode here: the next person's services decide theirs.
    await browser.page.goto(`${baseUrl}/logout`);
    await browser.page.waitForURL(/\/login/);
    await logIn(browser, pro);
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    expect(await menuMode(browser)).toBe('專家模式');
    expect(browser.errors).toEqual([]);
  });

  it('keeps the mode the user chose: the remembered role wins at the next login, and another login in the same browser draws no 403', async () => {
    const browser = await phone();
    const { page } = browser;
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/projects');
    await page.waitForLoadState('networkidle');
    await switchMode(page, '切換為專家模式');
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    // The session cookie goes (a browser session ended), the readable hint with it; then a login again.
    // Leave the page first: a dashboard still open would poll with the cookie gone.
    await page.goto('about:blank');
    refused.length = 0;
    browser.errors.length = 0;
    await browser.context.clearCookies({ name: 'session_token' });
    await browser.context.clearCookies({ name: 'signed_in' });
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    expect(await menuMode(browser)).toBe('專家模式');
    expect(refused).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('opens one inbox from the header for both modes, and the badge clears once the messages are read', async () => {
    const consumerPhone = await phone();
    const { page } = consumerPhone;
    await logIn(consumerPhone, consumer);
    // A new quote and a message: the 訊息 badge counts the message (the quote shows on the quote list).
    const badge = page.locator('.site-nav__messages');
    await eventually(() => badge.getAttribute('data-unread')).toBe('1');
    await badge.click();
    await eventually(() => path(consumerPhone)).toBe('/dashboard/inbox');
    await eventually(() => page.locator('.inbox-item').count()).toBe(1);
    await page.locator('.inbox-item').click();
    await eventually(() => page.getByText('您好，我明天下午可以過去看看。').count()).toBeGreaterThan(0);
    await eventually(() => badge.getAttribute('data-unread')).toBe('0');
    await page.reload();
    await eventually(() => page.locator('.site-nav__messages').getAttribute('data-unread')).toBe('0');
    expect(await page.locator('.site-nav__messages .count-badge').count()).toBe(0);

    const proPhone = await phone();
    await logIn(proPhone, pro);
    await proPhone.page.locator('.site-nav__messages').click();
    await eventually(() => path(proPhone)).toBe('/dashboard/inbox');
    await eventually(() => proPhone.page.getByRole('heading', { level: 1, name: '訊息收件匣' }).count()).toBe(1);
    await eventually(() => proPhone.page.locator('.inbox-item').count()).toBe(1);
    // The message filter ids as lists.
    await proPhone.page.getByRole('link', { name: '已雇用' }).click();
    await eventually(() => proPhone.page.url()).toContain('/dashboard/inbox?filter=7');
    await eventually(() => proPhone.page.getByText('這個列表目前沒有對話。').count()).toBe(1);
    expect(consumerPhone.errors).toEqual([]);
    expect(proPhone.errors).toEqual([]);
  });
});
