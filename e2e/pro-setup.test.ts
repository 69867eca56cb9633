import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { taipeiDateKey } from '../src/domain/time';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

// Cities of their own, so pros of the other browser tests are not matched to these requests:
// the pro signs up in the first and adds a district of the second in the editing menu.
const SIGNUP_CITY = '嘉義市';
const AREA_CITY = '屏東縣';
const AREA_DISTRICT = '屏東市';
const PAUSE_TITLE = '進修停業';
const DESCRIPTION = '十五年熱水器與水塔經驗，到府安裝、清洗與檢修，收費透明，施工後保固一年。';

describe('a new pro sets up a profile, hours and a pause, and leads follow the pause', () => {
  let browser: Browser;
  let consumerToken: string;
  let addedCategory: QuoteCategoryDetailResponse;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/water-tank-cleaning.json');
    expect(found.status).toBe(200);
    addedCategory = found.json.quote_category;
    consumerToken = await createVerifiedUser('pro-setup', { first_name: '雅婷', last_name: '林' });
  });
  afterAll(() => browser.close());

  /** The consumer asks for the added category in the added district, as the API's client does. */
  async function postRequest(note: string): Promise<number> {
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: addedCategory.id,
        address: '中正路 1 號',
        city: AREA_CITY,
        district: AREA_DISTRICT,
        description: `頂樓水塔需要清洗 ${note} ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(addedCategory),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    return posted.json.quote_request.id;
  }

  /** The pro's bids for a request, from both the inbox and the lead list. */
  async function bidsFor(token: string, requestId: number): Promise<WorkItem[]> {
    const found: WorkItem[] = [];
    for (const filter of [1, 4]) {
      const list = await api<{ quote_bids: WorkItem[] }>(`/quote_bids/index/type:myworks/page:1/filter:${filter}.json`, { token });
      expect(list.status).toBe(200);
      found.push(...list.json.quote_bids.filter((b) => b.quote_request_id === requestId));
    }
    return found;
  }

  it('signs up, onboards with a logo, adds a category and an area, sets hours and a pause, and gets leads only after the pause', async () => {
    const { page } = browser;

    // Sign up as a pro from a category page.
    await page.goto(`${baseUrl}/pro-signup/water-heater`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email', { exact: true }).fill(`pro-setup-${Date.now()}@example.com`);
    await page.getByLabel('密碼', { exact: true }).fill('secret123');
    await page.getByLabel('姓氏').fill('黃');
    await page.getByLabel('名字').fill('建宏');
    await eventually(() => page.getByLabel('服務類別').inputValue()).toBe('water-heater');
    await page.getByLabel('服務縣市').selectOption({ label: SIGNUP_CITY });
    await page.getByRole('button', { name: '建立專家帳號' }).click();
    // A new pro starts with onboarding: Welcome, Basic, Logo (a PNG through the file field), Description.
    await page.waitForURL(/\/dashboard\/onboarding\/\d+\/0$/);
    const proToken = (await browser.context.cookies(baseUrl)).find((c) => c.name === 'session_token')?.value ?? '';
    expect(proToken).not.toBe('');
    const serviceId = Number(/\/onboarding\/(\d+)\//.exec(page.url())?.[1]);
    expect(serviceId).toBeGreaterThan(0);
    await eventually(() => page.getByRole('heading', { name: '歡迎加入！' }).count()).toBe(1);
    await page.getByRole('button', { name: '開始' }).click();

    await page.waitForURL(`${baseUrl}/dashboard/onboarding/${serviceId}/1`);
    await page.getByLabel('服務名稱').fill('嘉義熱水器水塔專修');
    await page.getByRole('button', { name: '下一步' }).click();

    await page.waitForURL(`${baseUrl}/dashboard/onboarding/${serviceId}/2`);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    await page.getByLabel('選擇圖片').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: '上傳並繼續' }).click();

    await page.waitForURL(`${baseUrl}/dashboard/onboarding/${serviceId}/3`);
    await page.getByLabel('服務介紹').fill(DESCRIPTION);
    await page.getByRole('button', { name: '完成' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/services/${serviceId}/17`);
    const me = await api<{ onboard_state?: number; User?: { onboard_state?: number } }>('/user/me.json', { token: proToken });
    expect(JSON.stringify(me.json)).toContain('"onboard_state":4');

    // The editing menu: a second category, and a district of another city.
    const menu = page.getByRole('navigation', { name: '編輯步驟' });
    await menu.getByRole('link', { name: '服務類別' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/services/${serviceId}/2`);
    const choice = page.getByLabel('新增類別').locator('option').filter({ hasText: new RegExp(`\\s${addedCategory.name}$`) });
    await eventually(() => choice.count()).toBe(1);
    await page.getByLabel('新增類別').selectOption((await choice.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: '新增這個類別' }).click();
    await eventually(() => page.getByRole('button', { name: `移除類別「${addedCategory.name}」` }).count()).toBe(1);

    await menu.getByRole('link', { name: '服務地區' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/services/${serviceId}/8`);
    await page.getByLabel('縣市', { exact: true }).selectOption({ label: AREA_CITY });
    await page.getByLabel(AREA_DISTRICT, { exact: true }).check();
    await page.getByRole('button', { name: '儲存' }).click();
    await eventually(async () => (await api<{ quote_service: { QuoteServiceArea: { city_id: number; district_id: number | null }[] } }>(`/quote_services/edit/${serviceId}.json`, { token: proToken })).json.quote_service.QuoteServiceArea.length).toBe(2);
    await eventually(() => page.getByText(`已選：${SIGNUP_CITY}全區、${AREA_CITY}${AREA_DISTRICT}`).count()).toBe(1);

    // From the Hours step to the calendar: mornings and noons every day, and a pause covering now.
    await menu.getByRole('link', { name: '營業時間' }).click();
    await page.getByRole('link', { name: '前往行事曆' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/calendar/${serviceId}`);
    await eventually(() => page.getByRole('heading', { name: '營業時間' }).count()).toBe(1);
    for (const weekday of ['週一', '週二', '週三', '週四', '週五', '週六', '週日']) {
      const day = page.getByRole('group', { name: weekday });
      await day.getByLabel('上午 09:00-12:00').check();
      await day.getByLabel('下午 12:00-15:00').check();
    }
    await page.getByRole('button', { name: '儲存營業時間' }).click();
    await eventually(() => page.getByText('營業時間已儲存。').count()).toBe(1);

    const today = taipeiDateKey(new Date());
    await page.getByLabel('開始日期').fill(today);
    await page.getByLabel('開始時間', { exact: true }).selectOption('00');
    await page.getByLabel('開始時間（分）').selectOption('00');
    await page.getByLabel('結束日期').fill(addDays(today, 1));
    await page.getByLabel('結束時間', { exact: true }).selectOption('23');
    await page.getByLabel('結束時間（分）').selectOption('59');
    await page.getByLabel('標題（選填）').fill(PAUSE_TITLE);
    await page.getByRole('button', { name: '新增暫停接案' }).click();
    await eventually(() => page.locator('.cal-pause').filter({ hasText: PAUSE_TITLE }).count()).toBe(1);

    // The public profile shows what was set, the logo among it, and the way to book.
    await page.goto(`${baseUrl}/service/${serviceId}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: '嘉義熱水器水塔專修' }).count()).toBe(1);
    const profile = page.locator('.pro-profile');
    expect(await profile.getByText(DESCRIPTION).count()).toBe(1);
    expect(await profile.locator('.chip').filter({ hasText: addedCategory.name }).count()).toBeGreaterThan(0);
    expect(await profile.locator('.chip').filter({ hasText: `${AREA_CITY}${AREA_DISTRICT}` }).count()).toBe(1);
    const hours = profile.locator('table.pro-hours');
    expect(await hours.locator('tr').count()).toBe(7);
    expect(await hours.locator('tr').filter({ hasText: '星期一' }).innerText()).toContain('09:00–15:00');
    expect(await page.getByText('這位專家目前暫停接案').count()).toBe(1);
    const logo = page.locator('.pro-profile__header img.pro-avatar');
    await eventually(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The picture uploaded in onboarding is what the header shows: the account's avatar or the service's logo.
    const logoSrc = (await logo.getAttribute('src')) ?? '';
    const account = await api<{ avatar: { amazon_s3_thumb_url: string | null } }>('/user/me.json', { token: proToken });
    const media = await api<{ logo_url: string | null; logo_thumb_url: string | null }>(`/quote_service_photos/index/${serviceId}.json`, { token: proToken });
    const uploaded = [account.json.avatar.amazon_s3_thumb_url, media.json.logo_url, media.json.logo_thumb_url].filter((u): u is string => Boolean(u));
    // Public pages give our own upload URLs site-relative; the editor's answers carry the full address.
    expect(uploaded.map((u) => u.replace(/^https?:\/\/[^/]+/, ''))).toContain(logoSrc.replace(/^https?:\/\/[^/]+/, ''));
    const logoAnswer = await fetch(new URL(logoSrc, baseUrl));
    expect(logoAnswer.status).toBe(200);
    expect(logoAnswer.headers.get('content-type')).toMatch(/^image\//);
    const reserve = page.getByRole('link', { name: '線上預約' });
    expect(await reserve.getAttribute('href')).toBe(`/service/${serviceId}/reserve`);

    // During the pause a request in the added category and district does not reach the pro.
    const duringPause = await postRequest('暫停中');
    expect(await bidsFor(proToken, duringPause)).toEqual([]);
    await page.goto(`${baseUrl}/dashboard/requests`);
    await eventually(() => page.getByRole('heading', { name: '目前沒有符合的案件' }).count()).toBe(1);
    expect(await page.locator('article.work-card').count()).toBe(0);
    // Onboarding is done, so the lead list no longer asks for it.
    expect(await page.getByRole('heading', { name: '完成您的專家檔案' }).count()).toBe(0);

    // The pro removes the pause (after a confirmation); the next request reaches him.
    await page.goto(`${baseUrl}/dashboard/calendar/${serviceId}`);
    await page.getByRole('button', { name: `刪除暫停接案「${PAUSE_TITLE}」` }).click();
    await page.getByRole('button', { name: '確定刪除' }).click();
    await eventually(() => page.getByText('目前沒有安排暫停接案。').count()).toBe(1);

    const afterPause = await postRequest('恢復接案');
    const leads = await bidsFor(proToken, afterPause);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads[0]!.quote_service_id).toBe(serviceId);
    await page.goto(`${baseUrl}/dashboard/requests`);
    const card = page.locator(`article.work-card[data-bid-id="${leads[0]!.id}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain(`${AREA_CITY}${AREA_DISTRICT}`);
    expect(await page.locator('article.work-card').count()).toBe(1);

    // The profile no longer says the pro is paused.
    await page.goto(`${baseUrl}/service/${serviceId}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: '嘉義熱水器水塔專修' }).count()).toBe(1);
    expect(await page.getByText('這位專家目前暫停接案').count()).toBe(0);
    await page.getByRole('link', { name: '線上預約' }).click();
    // Under load the page's own load event can come late; the address and the slot picker are what count.
    await page.waitForURL(`${baseUrl}/service/${serviceId}/reserve`, { waitUntil: 'commit', timeout: 60_000 });
    await eventually(() => page.getByRole('button', { name: /^\d+\/\d+（/ }).count()).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  }, 240_000);
});
