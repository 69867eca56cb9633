import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { QuoteServicePage } from '../src/domain/services/quote-service.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser, PHONE } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

/**
 * The phone as people hold it: 390×844, a touch screen and mobile emulation, where a page wider
 * than the screen makes the browser lay out fixed sheets on a wider, taller viewport (the sheet's
 * confirm button then falls below the bottom of the screen). Every phone in Taiwan draws zh-TW
 * text with a CJK font, each character one em wide; the test machine may have none and draw
 * narrow boxes instead, which hides overflows, so the phones here measure text with the fixture
 * font of one-em boxes (`cjkMetrics`).
 */
const WIDTH = PHONE.width;
const HEIGHT = PHONE.height;

type Phone = Browser;

function openPhone(): Promise<Phone> {
  return openBrowser({ viewport: PHONE, touch: true, cjkMetrics: true });
}

async function signIn(phone: Phone, token: string, role: 'consumer' | 'pro') {
  await phone.context.addCookies([
    { name: 'session_token', value: token, url: baseUrl },
    { name: 'user_role', value: role, url: baseUrl },
  ]);
}

/** Where an element sits on the screen and whether a tap at its centre lands on it. */
async function placeOf(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      right: Math.round(r.right),
      bottom: Math.round(r.bottom),
      tappable: hit !== null && (hit === el || el.contains(hit)),
      text: (el.textContent ?? '').trim(),
    };
  });
}

/** The document is no wider than the screen, and the browser lays it out on the screen's width. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(width, where).toEqual({ scroll: WIDTH, inner: WIDTH });
}

/**
 * The open sheet lies wholly on the screen, and each of its buttons (the close button and every
 * action) is on the screen and takes a tap at its centre, without scrolling.
 */
async function expectSheetUsable(page: Page, name: string | RegExp, actions: (string | RegExp)[]) {
  const dialog = page.getByRole('dialog', { name });
  await eventually(() => dialog.count()).toBe(1);
  // Let the layout settle (fonts, images, the focus move).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expectNoSidewaysScroll(page, `${String(name)}: page width`);
  const panel = await placeOf(dialog);
  expect(panel.left, `${String(name)}: sheet left`).toBeGreaterThanOrEqual(0);
  expect(panel.right, `${String(name)}: sheet right`).toBeLessThanOrEqual(WIDTH);
  expect(panel.top, `${String(name)}: sheet top`).toBeGreaterThanOrEqual(0);
  expect(panel.bottom, `${String(name)}: sheet bottom`).toBeLessThanOrEqual(HEIGHT);
  const buttons = [...actions.map((action) => dialog.getByRole('button', typeof action === 'string' ? { name: action, exact: true } : { name: action })), dialog.getByRole('button', { name: '關閉', exact: true })];
  for (const button of buttons) {
    expect(await button.count(), `${String(name)}: a button is missing`).toBe(1);
    const place = await placeOf(button);
    expect(place, `${String(name)}: 「${place.text}」`).toMatchObject({ tappable: true });
    expect(place.left, `${String(name)}: 「${place.text}」 left`).toBeGreaterThanOrEqual(0);
    expect(place.top, `${String(name)}: 「${place.text}」 top`).toBeGreaterThanOrEqual(0);
    expect(place.right, `${String(name)}: 「${place.text}」 right`).toBeLessThanOrEqual(WIDTH);
    expect(place.bottom, `${String(name)}: 「${place.text}」 bottom`).toBeLessThanOrEqual(HEIGHT);
  }
  return dialog;
}

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('the phone layout at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let guest: Phone;
  let consumerToken: string;
  let proToken: string;
  let otherProToken: string;
  let requestId: number;
  let bidId: number;
  let otherBidId: number;
  let categorySlug: string;

  beforeAll(async () => {
    [consumer, pro, guest] = await Promise.all([openPhone(), openPhone(), openPhone()]);
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    const category = found.json.quote_category;
    categorySlug = 'aircon-installation';
    // A city of their own, so pros of the other browser tests are not matched to this request. Long
    // names, as real people have, are part of the test: the header must not grow past the screen.
    proToken = await createVerifiedUser('phone', { first_name: '明德國際專業冷氣', last_name: '歐陽', service_category: categorySlug, service_city: '彰化縣' });
    otherProToken = await createVerifiedUser('phone', { first_name: '志豪', last_name: '黃', service_category: categorySlug, service_city: '彰化縣' });
    consumerToken = await createVerifiedUser('phone', { first_name: '美玲小姐', last_name: '司馬' });
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '彰化縣',
        district: '員林市',
        description: `主臥室要裝一台分離式冷氣，希望平日下午施工 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [3] },
      },
    });
    expect(posted.status).toBe(200);
    requestId = posted.json.quote_request.id;
    const leadOf = async (token: string) => {
      const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
      const lead = leads.json.quote_bids.find((b) => b.quote_request_id === requestId);
      if (!lead) throw new Error('a pro did not get the lead');
      return lead.id;
    };
    bidId = await leadOf(proToken);
    otherBidId = await leadOf(otherProToken);
    const quoted = await api(`/quote_bids/change_status/rating/${otherBidId}.json`, {
      token: otherProToken,
      body: { rating_type: 'flat', flat_rate_at: 3600, price_note: '含安裝、銅管五米與舊機回收，保固一年' },
    });
    expect(quoted.status).toBe(200);
    await signIn(consumer, consumerToken, 'consumer');
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

  it('opens every confirmation sheet on the screen, its buttons visible and tappable', async () => {
    const p = pro.page;
    const c = consumer.page;

    // The pro's fee sheet, from a quote with a long note and a photo.
    await p.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => p.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await expectNoSidewaysScroll(p, 'lead');
    await p.getByLabel('報價金額（新台幣元）').fill('4200');
    await p.getByLabel('報價說明').fill('含拆舊機與安裝，銅管五米內免費，另附排水管與室外機架。'.repeat(3));
    await p.getByLabel('附件（選填）').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PIXEL });
    await p.getByRole('button', { name: '送出報價' }).tap();
    const fee = await expectSheetUsable(p, '確認送出報價', ['確認送出']);
    await fee.getByRole('button', { name: '確認送出', exact: true }).tap();
    await eventually(() => p.locator('.lead__price').innerText()).toBe('NT$4,200');

    // The consumer's quote list: the decision buttons sit inside each quote's card.
    await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    const cards = c.locator('.quote-grid > li');
    await eventually(() => cards.count()).toBe(2);
    await expectNoSidewaysScroll(c, 'quote list');
    for (let i = 0; i < 2; i++) {
      const card = await placeOf(cards.nth(i));
      const buttons = cards.nth(i).getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      for (let j = 0; j < (await buttons.count()); j++) {
        const button = await placeOf(buttons.nth(j));
        expect(button.top, button.text).toBeGreaterThanOrEqual(card.top);
        expect(button.bottom, button.text).toBeLessThanOrEqual(card.bottom);
        expect(button.left, button.text).toBeGreaterThanOrEqual(card.left);
        expect(button.right, button.text).toBeLessThanOrEqual(card.right);
      }
      // And the next section starts below the card, not under its buttons.
    }
    const waitingOrDetails = await placeOf(c.locator('.quote-grid').locator('xpath=following::h2[1]'));
    expect(waitingOrDetails.top).toBeGreaterThanOrEqual((await placeOf(cards.last())).bottom);

    // Declining the other pro's quote.
    const other = c.locator(`.quote-grid > li:has([data-quote-id="${otherBidId}"])`);
    await other.getByRole('button', { name: '婉拒報價' }).tap();
    await expectSheetUsable(c, '婉拒這份報價？', ['取消', '確認婉拒']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();

    // The request's own actions, each behind a confirmation.
    for (const [action, title, buttons] of [
      ['close', '關閉這個需求？', ['取消', '確定關閉']],
      ['archive', '封存這個需求？', ['取消', '確定封存']],
      ['copy', '再次發出這個需求？', ['取消', '再次發案']],
      ['report', '回報問題', ['取消', '送出回報']],
    ] as const) {
      await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}/${action}`);
      await expectSheetUsable(c, title, [...buttons]);
    }

    // Hiring the pro, from the quote's page with the conversation.
    await c.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await eventually(() => c.getByRole('button', { name: '雇用這位專家' }).count()).toBe(1);
    await expectNoSidewaysScroll(c, 'quote');
    await c.getByRole('button', { name: '封鎖此會員' }).tap();
    await expectSheetUsable(c, /^確定要封鎖/, ['取消', '確定封鎖']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();
    await c.getByRole('button', { name: '雇用這位專家' }).tap();
    const hire = await expectSheetUsable(c, '雇用這位專家？', ['取消', '確認雇用']);
    // The date reads in zh-TW: the hire starts from the requested date, written out with its weekday.
    const date = hire.locator('.date-input');
    expect(await date.innerText()).toMatch(/^\d{4} 年 \d{1,2} 月 \d{1,2} 日（週.）$/);
    await hire.getByLabel('服務日期').fill('2026-12-09');
    // Choosing from the time's selects does not move the focus: leave the date field first.
    await hire.getByLabel('服務日期').blur();
    await hire.getByLabel('服務時間', { exact: true }).selectOption('09');
    await hire.getByLabel('服務時間（分）').selectOption('00');
    await eventually(() => date.innerText()).toBe('2026 年 12 月 9 日（週三）');
    expect(await hire.getByLabel('服務日期').evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    await hire.getByRole('button', { name: '確認雇用', exact: true }).tap();
    await eventually(() => c.getByRole('button', { name: '取消雇用' }).count()).toBe(1);
    await c.getByRole('button', { name: '取消雇用' }).tap();
    await expectSheetUsable(c, '取消雇用？', ['取消', '確認取消雇用']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();

    // The pro reports the work done.
    await p.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await eventually(() => p.getByRole('button', { name: '回報完工' }).count()).toBe(1);
    await expectNoSidewaysScroll(p, 'work');
    await p.getByRole('button', { name: '回報完工' }).tap();
    // Before the booked day the sheet asks to confirm an early completion.
    const complete = await expectSheetUsable(p, /^(回報完工？|預約的日期還沒到)$/, [/^(確認完工|確定提早回報完工)$/]);
    await complete.getByRole('button', { name: /^(確認完工|確定提早回報完工)$/ }).tap();
    await eventually(async () => {
      const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
      return json.quote_request.QuoteBid.find((b) => b.id === bidId)?.quote_status_id;
    }).toBe(4);

    // The review: the longest sheet, stars, text, tags and photos; 送出評價 still on the screen.
    await c.reload();
    await eventually(() => c.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await c.getByRole('button', { name: '留下評價' }).tap();
    const review = await expectSheetUsable(c, '評價這位專家', ['取消', '送出評價']);
    await review.locator('label', { hasText: '5 顆星' }).tap();
    await review.getByLabel('評價內容（選填）').fill('準時到達，安裝乾淨俐落，也說明了保養方式，很推薦。');
    await review.getByLabel(/照片/).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PIXEL },
      { name: 'b.png', mimeType: 'image/png', buffer: PIXEL },
    ]);
    await eventually(() => review.locator('.file-picker__item').count()).toBe(2);
    await expectSheetUsable(c, '評價這位專家', ['取消', '送出評價']);
    await review.getByRole('button', { name: '送出評價', exact: true }).tap();
    await eventually(() => c.getByText('您已評價過這位專家').count()).toBe(1);

    // Buying credit: the card payment's confirmation, with its summary whole, then the store code's.
    await p.goto(`${baseUrl}/dashboard/pricing`);
    await p.getByRole('radio', { name: /標準包/ }).check();
    await p.getByRole('radio', { name: '使用新的信用卡' }).check();
    await p.getByLabel('卡號').fill('4242424242424242');
    await p.getByLabel('有效期限（MM/YY）').fill('12/30');
    await p.getByLabel('安全碼').fill('123');
    await p.getByRole('button', { name: '下一步：確認付款' }).tap();
    const card = await expectSheetUsable(p, '確認付款', ['確認支付 NT$1,000']);
    for (const id of ['confirm-price', 'confirm-credit']) {
      const figure = card.getByTestId(id);
      expect(await figure.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect((await placeOf(figure)).right).toBeLessThanOrEqual(WIDTH);
    }
    await card.getByRole('button', { name: '關閉', exact: true }).tap();
    await p.goto(`${baseUrl}/dashboard/pricing/amount-600`);
    await p.getByRole('radio', { name: /超商代碼繳費/ }).check();
    await p.getByRole('button', { name: '下一步：確認付款' }).tap();
    await expectSheetUsable(p, '確認付款', ['確認並取得繳費資訊']);

    // Deleting the account: the confirmation, left unconfirmed.
    await p.goto(`${baseUrl}/dashboard/settings/delete`);
    await p.getByRole('button', { name: '刪除我的帳號' }).tap();
    await expectSheetUsable(p, '確定要刪除帳號嗎？', ['取消', '永久刪除']);

    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });
  it('on a desktop, keeps 需現場估價 on one line and a toast off the 送出訊息 button', async () => {
    // A request of its own, quoted by a pro of its own: the first request was closed to the other
    // pros when the consumer hired, and their welcome credit went on the first quote.
    const deskProToken = await createVerifiedUser('phone', { first_name: '建宏', last_name: '林', service_category: categorySlug, service_city: '彰化縣' });
    const category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${categorySlug}.json`)).json.quote_category;
    const second = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '彰化縣',
        district: '員林市',
        description: `客廳也要裝一台分離式冷氣，平日下午施工 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [3] },
      },
    });
    expect(second.status).toBe(200);
    const secondId = second.json.quote_request.id;
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: deskProToken });
    const secondBidId = leads.json.quote_bids.find((b) => b.quote_request_id === secondId)?.id;
    expect(secondBidId).toBeDefined();
    const quotedAgain = await api(`/quote_bids/change_status/rating/${secondBidId}.json`, {
      token: deskProToken,
      body: { rating_type: 'flat', flat_rate_at: 3600, price_note: '含安裝、銅管五米與舊機回收，保固一年' },
    });
    expect(quotedAgain.status).toBe(200);
    const desk = await openBrowser();
    try {
      await desk.context.addCookies([
        { name: 'session_token', value: deskProToken, url: baseUrl },
        { name: 'user_role', value: 'pro', url: baseUrl },
      ]);
      const { page } = desk;
      await page.goto(`${baseUrl}/dashboard/requests/${secondBidId}`);
      const onSite = page.locator('.quote-form__type', { hasText: '需現場估價' });
      await eventually(() => onSite.count()).toBe(1);
      const lines = await onSite.evaluate((el) => {
        const text = el.querySelector('span');
        if (!text) return 0;
        return Math.round(text.getBoundingClientRect().height / (Number.parseFloat(getComputedStyle(text).lineHeight) || 24));
      });
      expect(lines).toBe(1);

      // The consumer turns the quote down; the toast that says so leaves the composer's button free.
      await desk.context.clearCookies();
      await desk.context.addCookies([
        { name: 'session_token', value: consumerToken, url: baseUrl },
        { name: 'user_role', value: 'consumer', url: baseUrl },
      ]);
      await page.goto(`${baseUrl}/dashboard/projects/quote/${secondId}/${secondBidId}`);
      await eventually(() => page.getByRole('button', { name: '婉拒報價' }).count()).toBe(1);
      await page.getByRole('button', { name: '婉拒報價' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '確認婉拒' }).click();
      await eventually(() => page.locator('.toast').count()).toBe(1);
      const send = page.getByRole('button', { name: '送出訊息' });
      // The composer near the bottom of the window, where a person typing has it.
      await send.evaluate((el) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (window.innerHeight - 60));
      });
      expect(await page.locator('.toast').count()).toBe(1);
      expect(await placeOf(send)).toMatchObject({ tappable: true });
      expect(desk.errors).toEqual([]);
    } finally {
      await desk.close();
    }
  });
});
