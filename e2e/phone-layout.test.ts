// The phone layout at 390×844, page by page: the guest's pages, the pro's and the consumer's
// dashboards, and the file picker. The sheets are in phone-layout-sheets.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteServicePage } from '../src/domain/services/quote-service.types';
import { expectNoSidewaysScroll, HEIGHT, openPhone, PIXEL, type Phone, placeOf, seedPhoneLayout, signIn, WIDTH } from './phone-layout.support';
import { api, baseUrl, eventually } from './support';

describe('the phone layout at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let guest: Phone;
  let proToken: string;
  let requestId: number;
  let bidId: number;
  let otherBidId: number;
  let categorySlug: string;

  beforeAll(async () => {
    [consumer, pro, guest] = await Promise.all([openPhone(), openPhone(), openPhone()]);
    const seed = await seedPhoneLayout();
    ({ proToken, requestId, bidId, otherBidId, categorySlug } = seed);
    await signIn(consumer, seed.consumerToken, 'consumer');
    await signIn(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close(), guest?.close()]);
  });

  it('shows the guest pages on the screen’s width, the header’s links and whole 免費註冊 button included', async () => {
    const { page } = guest;
    for (const path of ['/', '/genre/all', `/category/${categorySlug}`, '/pro-list', '/pro', '/login', '/signup']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await eventually(() => page.locator('#main').count()).toBe(1);
      await expectNoSidewaysScroll(page, path);
      // Every header link lies on the screen and takes a tap: nothing hides off to the side.
      const links = page.locator('.site-header a');
      const count = await links.count();
      expect(count, path).toBeGreaterThan(3);
      for (let i = 0; i < count; i++) {
        const place = await placeOf(links.nth(i));
        expect(place.right, `${path}: 「${place.text}」`).toBeLessThanOrEqual(WIDTH);
        expect(place.tappable, `${path}: 「${place.text}」`).toBe(true);
      }
      // The call to action is whole, on one line.
      const signup = page.locator('.site-header').getByRole('link', { name: '免費註冊' });
      expect(await signup.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < 60)).toBe(true);
    }
    // On a 360 px Android phone too: brand and 登入/免費註冊 on the first line, the links whole below.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const nav = page.getByRole('navigation', { name: '主要導覽' });
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const headerLinks = page.locator('.site-header a');
    for (let i = 0; i < (await headerLinks.count()); i++) {
      const place = await placeOf(headerLinks.nth(i));
      expect(place.right, `360: 「${place.text}」`).toBeLessThanOrEqual(360);
      expect(place.tappable, `360: 「${place.text}」`).toBe(true);
    }
    const cta = page.locator('.site-header').getByRole('link', { name: '免費註冊' });
    expect(await cta.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await placeOf(cta)).right).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });

    // The login tabs each read on one line.
    await page.goto(`${baseUrl}/login`);
    const tab = page.getByRole('tab', { name: 'Email 驗證碼' });
    await eventually(() => tab.count()).toBe(1);
    const lineHeight = await tab.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24);
    expect(await tab.evaluate((el) => el.scrollHeight)).toBeLessThan(lineHeight * 2);
    expect(guest.errors).toEqual([]);
  });

  it('fits the signed-in header, the pro’s tab bar and the service editor’s steps on the screen', async () => {
    const { page } = pro;
    const paths = ['/dashboard/requests', `/dashboard/requests/${bidId}`, '/dashboard/works', '/dashboard/services', '/dashboard/calendar', '/dashboard/credit', '/dashboard/pricing', '/dashboard/free-credits', '/dashboard/transaction', '/dashboard/settings', '/dashboard/settings/delete'];
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await eventually(() => page.locator('#main').count()).toBe(1);
      await expectNoSidewaysScroll(page, path);
    }
    // The user menu: the long name ends in an ellipsis inside the screen.
    const menuButton = page.locator('.user-menu__button');
    const menuPlace = await placeOf(menuButton);
    expect(menuPlace.right).toBeLessThanOrEqual(WIDTH);
    expect(menuPlace.tappable).toBe(true);

    // The tab bar: every entry of the pro's menu is on the screen, or one tap away under 更多.
    await page.goto(`${baseUrl}/dashboard/requests`);
    const bar = page.getByRole('navigation', { name: '工作台選單' });
    for (const label of ['案件', '我的工作', '我的服務', '行事曆', '點數', '免費點數', '設定']) {
      const link = bar.getByRole('link', { name: label, exact: true });
      if (!(await link.isVisible())) await bar.getByRole('button', { name: '更多' }).tap();
      const place = await placeOf(link);
      expect(place.right, label).toBeLessThanOrEqual(WIDTH);
      expect(place.bottom, label).toBeLessThanOrEqual(HEIGHT);
      expect(place.tappable, label).toBe(true);
    }
    await bar.getByRole('link', { name: '設定', exact: true }).tap();
    await page.waitForURL(`${baseUrl}/dashboard/settings`);
    // The settings avatar field stays inside the screen.
    await eventually(() => page.locator('.avatar-field').count()).toBe(1);
    const avatar = await placeOf(page.locator('.avatar-field__controls'));
    expect(avatar.right).toBeLessThanOrEqual(WIDTH);

    // The service editor: every step is on the screen and takes a tap, no sideways strip.
    const services = await api<QuoteServicePage>('/quote_services/index/page:1.json', { token: proToken });
    const serviceId = services.json.quote_services[0]?.id;
    expect(serviceId).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/dashboard/services/${serviceId}/1`);
    const steps = page.getByRole('navigation', { name: '編輯步驟' }).getByRole('link');
    await eventually(() => steps.count()).toBeGreaterThan(10);
    await expectNoSidewaysScroll(page, 'service editor');
    for (let i = 0; i < (await steps.count()); i++) {
      const place = await placeOf(steps.nth(i));
      expect(place.left, place.text).toBeGreaterThanOrEqual(0);
      expect(place.right, place.text).toBeLessThanOrEqual(WIDTH);
      expect(place.tappable, place.text).toBe(true);
    }
    expect(pro.errors).toEqual([]);
  });

  it('fits the consumer’s pages on the screen, and every entry of the consumer’s menu', async () => {
    const { page } = consumer;
    for (const path of ['/dashboard/projects', `/dashboard/projects/quotelist/${requestId}`, `/dashboard/projects/quote/${requestId}/${otherBidId}`, '/dashboard/inbox', '/dashboard/appointment', '/dashboard/settings', '/dashboard/settings/notifications', '/']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await eventually(() => page.locator('#main').count()).toBe(1);
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto(`${baseUrl}/dashboard/projects`);
    const bar = page.getByRole('navigation', { name: '工作台選單' });
    await eventually(() => bar.count()).toBe(1);
    const links = bar.getByRole('link');
    const tabs = await links.count();
    expect(tabs).toBeGreaterThan(0);
    for (let i = 0; i < tabs; i++) {
      const place = await placeOf(links.nth(i));
      expect(place.right, place.text).toBeLessThanOrEqual(WIDTH);
      expect(place.bottom, place.text).toBeLessThanOrEqual(HEIGHT);
      expect(place.tappable, place.text).toBe(true);
    }
    // The rest, the mode switch and logout are one tap away.
    await bar.getByRole('button', { name: '更多' }).tap();
    const tucked = bar.getByRole('link');
    expect(await tucked.count()).toBeGreaterThan(tabs);
    for (let i = 0; i < (await tucked.count()); i++) {
      const place = await placeOf(tucked.nth(i));
      expect(place.right, place.text).toBeLessThanOrEqual(WIDTH);
      expect(place.tappable, place.text).toBe(true);
    }
    expect((await placeOf(bar.getByRole('button', { name: '切換為專家模式' }))).tappable).toBe(true);
    expect(consumer.errors).toEqual([]);
  });

  it('shows a zh-TW file picker, not the browser’s own English control', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    const input = page.getByLabel('附件（選填）');
    await eventually(() => input.count()).toBe(1);
    const control = page.locator('.file-input', { has: input });
    expect(await control.innerText()).toMatch(/選擇檔案\s*尚未選擇檔案/);
    // The browser's own button and 「No file chosen」 are not shown.
    expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    const button = await placeOf(control.locator('.file-input__button'));
    expect(button.right).toBeLessThanOrEqual(WIDTH);
    await input.setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PIXEL });
    await eventually(() => control.innerText()).toContain('已選擇 1 個檔案');
    expect(pro.errors).toEqual([]);
  });
});
