import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, apiKey, baseUrl, clientIp, createVerifiedUser, eventually, whenHydrated } from './support';

// A category of its own (no other browser test uses it) in a county of its own.
const CATEGORY = 'pet-grooming';
const CITY = '澎湖縣';
const stamp = Date.now();
const REVIEW = `洗澡修毛很細心，狗狗一點都不緊張 ${stamp}`;
const CAPTION = `泰迪熊造型修剪 ${stamp}`;

/** A pro in the category with a photo of work and a verified review from a finished job. */
async function proWithWorkAndReview(): Promise<{ serviceId: number; title: string }> {
  const proToken = await createVerifiedUser('showcase', { first_name: '美華', last_name: '林', service_category: CATEGORY, service_city: CITY });
  const consumerToken = await createVerifiedUser('showcase', { first_name: '家豪', last_name: '吳' });
  const { json } = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`);
  const category = json.quote_category;
  const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
    token: consumerToken,
    body: {
      quote_category_id: category.id,
      address: '中正路 1 號',
      city: CITY,
      district: '馬公市',
      description: `家裡的貴賓狗要洗澡修毛 ${stamp}`,
      QuoteFormSubmissionField: answersFor(category),
      when: { day_label: 'thisWeek', day_slots: [2] },
    },
  });
  expect(posted.status).toBe(200);
  const requestId = posted.json.quote_request.id;
  const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: proToken });
  const bidId = leads.json.quote_bids.find((b) => b.quote_request_id === requestId)?.id;
  if (!bidId) throw new Error('the pro did not get the lead');
  const quoted = await api<{ quote_bid: { quote_service_id: number } }>(`/quote_bids/change_status/rating/${bidId}.json`, {
    token: proToken,
    body: { rating_type: 'flat', flat_rate_at: 1200 },
  });
  expect(quoted.status).toBe(200);
  const serviceId = quoted.json.quote_bid.quote_service_id;
  expect((await api(`/quote_bids/change_status/hired/${bidId}.json`, { token: consumerToken, body: { date: '2026-12-01', time: '09:30' } })).status).toBe(200);
  expect((await api(`/quote_bids/change_status/completed/${bidId}.json`, { token: proToken, body: { confirm_early: 1 } })).status).toBe(200);
  expect((await api(`/quote_bids/change_status/reviews/${bidId}.json`, { token: consumerToken, body: { rating: 5, feedback: REVIEW } })).status).toBe(200);

  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc9966' } }).png().toBuffer();
  const form = new FormData();
  form.append('caption', CAPTION);
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'grooming.png');
  const added = await fetch(`${baseUrl}/api/quote_service_photos/add/${serviceId}.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'X-Session-Token': proToken, 'X-Forwarded-For': clientIp() },
    body: form,
  });
  expect(added.status).toBe(200);
  const profile = await api<{ quote_service: { title: string } }>(`/quote_services/view/${serviceId}.json`);
  return { serviceId, title: profile.json.quote_service.title };
}

describe('finding a service on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('suggests 冷氣清潔 while typing 洗冷氣 in the home search and opens it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole('combobox', { name: '您需要什麼服務？' });
    await box.click();
    await box.pressSequentially('洗冷氣', { delay: 30 });
    const option = page.getByRole('option', { name: /冷氣清潔/ });
    await eventually(() => option.count()).toBe(1);
    expect(await option.isVisible()).toBe(true);
    await option.click();
    await page.waitForURL(`${baseUrl}/category/aircon-cleaning`);
    expect(browser.errors).toEqual([]);
  });

  it('says nothing was found for a nonsense query, with the closest categories and a request in one\'s own words', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole('combobox', { name: '您需要什麼服務？' });
    await box.fill('qzxw火星基地');
    const empty = page.getByTestId('search-empty');
    await eventually(() => empty.isVisible()).toBe(true);
    expect(await empty.innerText()).toContain('找不到「qzxw火星基地」相關的服務');
    // Nothing in common with any category: popular ones are offered, not passed off as a meaning.
    expect(await empty.innerText()).toContain('或看看大家常找的服務');
    const closest = empty.locator('.search__closest a');
    expect(await closest.count()).toBeGreaterThan(0);
    const freeText = empty.getByRole('link', { name: '直接描述需求' });
    expect(await freeText.isVisible()).toBe(true);
    const box2 = await freeText.boundingBox();
    expect(box2 && box2.x >= 0 && box2.x + box2.width <= 390).toBe(true);
    await box.press('Enter');
    expect(await empty.isVisible()).toBe(true);
    const href = await freeText.getAttribute('href');
    // The typed words go along, to the list of categories to choose one for them.
    expect(href).toBe(`/genre/all?describe=${encodeURIComponent('qzxw火星基地')}`);
    await freeText.click();
    await page.waitForURL(`${baseUrl}${href}`);
    expect(browser.errors).toEqual([]);
  });

  it('draws genre and trust icons as SVG, not as words or empty squares', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const cards = page.locator('.genre-card');
    await eventually(() => cards.count()).toBeGreaterThanOrEqual(10);
    expect(await page.locator('.genre-card svg.icon').count()).toBe(await cards.count());
    const text = await page.locator('.genre-grid').innerText();
    for (const word of ['wrench', 'sparkles', 'truck', 'camera', 'paw']) expect(text).not.toContain(word);
    expect(await page.locator('.trust__icon svg.icon').count()).toBe(4);
    await page.goto(`${baseUrl}/genre/all`);
    const headings = await page.locator('.genre-block .section__title').allInnerTexts();
    expect(headings[0]).toBe('居家維修');
    expect(await page.locator('.genre-block .section__title svg.icon').count()).toBe(headings.length);
  });

  it("shows the category's pros, recent reviews and photos of work on the category page", async () => {
    const { serviceId, title } = await proWithWorkAndReview();
    const { page } = browser;
    await page.goto(`${baseUrl}/category/${CATEGORY}`);
    const pros = page.locator('section[aria-labelledby="showcase-pros-heading"]');
    await eventually(() => pros.getByRole('link', { name: title }).count()).toBe(1);
    const reviews = page.locator('section[aria-labelledby="showcase-reviews-heading"]');
    expect(await reviews.innerText()).toContain(REVIEW);
    const photo = page.locator('section[aria-labelledby="showcase-photos-heading"] img');
    expect(await photo.count()).toBeGreaterThan(0);
    const first = photo.first();
    expect(await first.getAttribute('alt')).toBe(`${CAPTION}（${title}的作品）`);
    expect(await first.getAttribute('loading')).toBe('lazy');
    expect(await first.getAttribute('width')).toBe('320');
    expect(await first.getAttribute('height')).toBe('240');
    // Site-relative: the picture comes from this server, whatever its port.
    expect(await first.getAttribute('src')).toMatch(/^\/uploads\//);
    await first.scrollIntoViewIfNeeded();
    await eventually(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator(`section[aria-labelledby="showcase-photos-heading"] a[href="/service/${serviceId}"]`).count()).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  });

  it('filters pro-list by category and city and orders it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/pro-list`);
    const category = await whenHydrated(page.getByLabel('服務類別'));
    await category.selectOption(CATEGORY);
    await page.waitForURL(`${baseUrl}/pro-list/${CATEGORY}`);
    await page.getByLabel('縣市').selectOption({ label: CITY });
    await page.waitForURL(`${baseUrl}/pro-list/${CATEGORY}?city=penghu-county`);
    await eventually(() => page.locator('.pro-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.pro-card__categories').first().innerText()).toContain('寵物美容');
    await page.getByLabel('排序').selectOption({ label: '最新加入' });
    await page.waitForURL(`${baseUrl}/pro-list/${CATEGORY}?city=penghu-county&sort=newest`);
    await eventually(() => page.locator('.pro-card').count()).toBeGreaterThan(0);
    await page.getByLabel('縣市').selectOption({ label: '連江縣' });
    await page.waitForURL(`${baseUrl}/pro-list/${CATEGORY}?city=lienchiang-county&sort=newest`);
    await eventually(() => page.getByText('目前沒有符合的專家').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  });

  it('moves nearme with 臺北市 or 台北市 to the canonical slug URL', async () => {
    const { page } = browser;
    for (const city of ['臺北市', '台北市']) {
      const response = await page.goto(`${baseUrl}/nearme/aircon-cleaning/${encodeURIComponent(city)}/${encodeURIComponent('大安區')}`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${baseUrl}/nearme/aircon-cleaning/taipei-city/${encodeURIComponent('大安區')}`);
      await eventually(() => page.locator('h1').textContent()).toBe('臺北市大安區的冷氣清潔專家');
    }
    await page.goto(`${baseUrl}/category/${encodeURIComponent('冷氣清潔')}`);
    expect(page.url()).toBe(`${baseUrl}/category/aircon-cleaning`);
  });
});
