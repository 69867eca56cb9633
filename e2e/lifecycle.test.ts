import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

const SLUG = 'aircon-installation';
// A county of its own, so the pros of the other browser tests are not matched to this request.
const CITY = '連江縣';
const DISTRICT = '南竿鄉';
const ADDRESS = `介壽村 ${Date.now() % 1000} 號 2 樓`;
const PHONE_TEXT = /^09\d{2}-\d{3}-\d{3}$/;

interface BidAnswer {
  quote_bid: { id: number; quote_status_id: number; quote_service_id: number };
}

describe('the job lifecycle on a phone, both sides', () => {
  let consumer: Browser;
  let pro: Browser;
  let category: QuoteCategoryDetailResponse;
  let consumerToken: string;
  let proToken: string;
  let otherToken: string;
  let requestId: number;
  let bidId: number;
  let otherBid: number;
  let serviceId: number;

  const leadOf = async (token: string) => {
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
    const lead = leads.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!lead) throw new Error('the pro did not get the lead');
    return lead.id;
  };
  const request = async () => (await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken })).json.quote_request;

  beforeAll(async () => {
    consumer = await openBrowser({ mobile: true });
    pro = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${SLUG}.json`);
    category = found.json.quote_category;
    proToken = await createVerifiedUser('lifecycle-pro', { first_name: '志明', last_name: '張', service_category: SLUG, service_city: CITY });
    otherToken = await createVerifiedUser('lifecycle-other', { first_name: '家豪', last_name: '吳', service_category: SLUG, service_city: CITY });
    consumerToken = await createVerifiedUser('lifecycle', { first_name: '小美', last_name: '林' });
    await consumer.context.addCookies([
      { name: 'session_token', value: consumerToken, url: baseUrl },
      { name: 'user_role', value: 'consumer', url: baseUrl },
      // The readable hint the server sets beside the session cookie: the form then sends at once.
      { name: 'signed_in', value: '1', url: baseUrl },
    ]);
    await signInBrowser(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await consumer.close();
    await pro.close();
  });

  it('posts the request with its street address, from the form', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/`);
    const draft = { answers: answersFor(category), city: CITY, district: DISTRICT, dayLabel: 'nextWeek', daySlots: [3], description: '客廳一台分離式冷氣', step: 'place', submitAfterSignIn: false };
    await page.evaluate(
      ([key, value]) => {
        sessionStorage.setItem(key!, value!);
      },
      [`request-form:${SLUG}`, JSON.stringify(draft)],
    );
    await page.goto(`${baseUrl}/form/${SLUG}`);
    const address = page.getByLabel('服務地址（路名、巷弄、門牌）');
    await eventually(() => address.count()).toBe(1);
    await address.fill(ADDRESS);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '送出需求' }).click();
    await page.waitForURL(/\/dashboard\/projects\/quotelist\/\d+$/, { timeout: 20_000 });
    requestId = Number(/quotelist\/(\d+)$/.exec(page.url())![1]);
    expect((await request()).address).toBe(ADDRESS);

    // The pros quote.
    bidId = await leadOf(proToken);
    otherBid = await leadOf(otherToken);
    const quoted = await api<BidAnswer>(`/quote_bids/change_status/rating/${bidId}.json`, { token: proToken, body: { rating_type: 'flat', flat_rate_at: 3200 } });
    expect(quoted.status).toBe(200);
    serviceId = quoted.json.quote_bid.quote_service_id;
    expect((await api(`/quote_bids/change_status/rating/${otherBid}.json`, { token: otherToken, body: { rating_type: 'flat', flat_rate_at: 2900 } })).status).toBe(200);
    const everySlot = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, [1, 2, 3, 4, 5]]));
    expect((await api(`/business_hours/edit/${serviceId}.json`, { token: proToken, body: { day_slots: everySlot } })).status).toBe(200);
  });

  it('shows the quotes linked to the pros’ profiles, and the request’s creation once on its timeline', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => page.getByText('NT$3,200').count()).toBeGreaterThan(0);
    const card = page.locator(`article.quote-card[data-quote-id="${bidId}"]`);
    expect(await card.getByRole('link', { name: '張志明', exact: true }).getAttribute('href')).toBe(`/service/${serviceId}`);
    expect(await card.getByRole('link', { name: '查看 張志明 的專家檔案' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.quote-list__header .project-status').innerText()).toBe('徵求報價中');
    const timeline = page.locator('.timeline');
    await eventually(() => timeline.locator('.timeline__item--create').count()).toBe(1);
    expect(await timeline.locator('.timeline__item--view').count()).toBe(0);
  });

  it('hires from a dialog that starts at the requested time and restates the pro and the price', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await eventually(() => page.getByRole('button', { name: '雇用這位專家' }).count()).toBe(1);
    await page.getByRole('button', { name: '雇用這位專家' }).click();
    const dialog = page.getByRole('dialog');
    const date = await dialog.getByLabel('服務日期').inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await dialog.getByLabel('服務時間', { exact: true }).inputValue()).toBe('12');
    expect(await dialog.getByLabel('服務時間（分）').inputValue()).toBe('00');
    expect(await dialog.locator('.hire-summary__pro').innerText()).toContain('張志明');
    expect(await dialog.locator('.hire-summary__price').innerText()).toBe('NT$3,200');
    const confirm = dialog.getByRole('button', { name: '確認雇用' });
    const box = (await confirm.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await confirm.click();

    // Both sides see the booking: date, time, address and each other's contacts.
    const booking = page.locator('.booking-card');
    await eventually(() => booking.count()).toBe(1);
    expect(await booking.locator('.booking-card__time').innerText()).toBe('12:00');
    expect(await booking.locator('.booking-card__address').innerText()).toContain(ADDRESS);
    expect(await booking.locator('.booking-card__name').innerText()).toBe('張志明');
    expect(await booking.locator('.booking-card__phone').innerText()).toMatch(PHONE_TEXT);
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => page.locator('.quote-list__header .project-status').innerText()).toBe('已雇用');
    expect(await page.locator('.booking-card').count()).toBe(1);

    await page.goto(`${baseUrl}/dashboard/projects`);
    await eventually(() => page.locator(`article.project-card[data-request-id="${requestId}"] .project-status`).innerText()).toBe('已雇用');
    await page.goto(`${baseUrl}/dashboard/appointment`);
    const hires = page.getByRole('region', { name: '雇用的工作' });
    await eventually(() => hires.count()).toBe(1);
    expect(await hires.innerText()).toContain(ADDRESS);
    expect(await hires.innerText()).toContain('12:00');
    expect(consumer.errors).toEqual([]);
  });

  it('changes the request through the change-request popup', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => page.getByRole('button', { name: '修改需求' }).count()).toBe(1);
    await page.getByRole('button', { name: '修改需求' }).click();
    const dialog = page.getByRole('dialog', { name: '修改需求' });
    await dialog.getByLabel('補充說明').fill('客廳一台分離式冷氣，另請看一下室外機');
    const send = dialog.getByRole('button', { name: '送出修改' });
    const box = (await send.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await send.click();
    await eventually(() => page.getByText('需求已更新，已通知報價的專家').count()).toBe(1);
    expect((await request()).description).toBe('客廳一台分離式冷氣，另請看一下室外機');
  });

  it('shows the hired pro the booking with the consumer’s real name and phone, the other pro the closed request, and the slot taken', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/works/${bidId}`);
    const booking = page.locator('.booking-card');
    await eventually(() => booking.count()).toBe(1);
    expect(await booking.locator('.booking-card__name').innerText()).toBe('林小美');
    expect(await booking.locator('.booking-card__phone').innerText()).toMatch(PHONE_TEXT);
    expect(await booking.locator('.booking-card__address').innerText()).toContain(ADDRESS);
    expect(await booking.locator('.booking-card__time').innerText()).toBe('12:00');

    const other = await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${otherBid}.json`, { token: otherToken });
    expect(other.json.quote_bid.quote_status_id).toBe(9);
    // Leave the job first: a request its page still makes (a message, a refresh) must not go out as the other pro.
    await page.goto('about:blank');
    await pro.context.addCookies([{ name: 'session_token', value: otherToken, url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard/works/${otherBid}`);
    await eventually(() => page.locator('.lead-closed-note').count()).toBe(1);
    expect(await page.locator('.lead__header').innerText()).toContain('顧客已雇用他人');

    // The booking page no longer offers the hired slot.
    const hiredOn = (await request()).booking!.hired_on;
    const day = new Date(`${hiredOn.replace(' ', 'T')}Z`);
    const taipeiDay = new Date(day.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    await page.goto(`${baseUrl}/service/${serviceId}/reserve?date=${taipeiDay}`);
    const slot = page.locator('button.reserve-slot', { hasText: '12:00–15:00' });
    await eventually(() => slot.count()).toBe(1);
    expect(await slot.isDisabled()).toBe(true);
    await page.goto('about:blank');
    await pro.context.addCookies([{ name: 'session_token', value: proToken, url: baseUrl }]);
  });

  it('asks the pro to confirm completing before the booked day, then the consumer reviews', async () => {
    const { page } = pro;
    await pro.context.addCookies([{ name: 'session_token', value: proToken, url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await eventually(() => page.getByRole('button', { name: '回報完工' }).count()).toBe(1);
    await page.getByRole('button', { name: '回報完工' }).click();
    const dialog = page.getByRole('dialog', { name: '預約的日期還沒到' });
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '確定提早回報完工' }).click();
    await eventually(() => page.getByText('已回報完工，顧客會收到評價邀請').count()).toBe(1);
    expect((await request()).stage).toBe('completed');

    const c = consumer.page;
    await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => c.locator('.quote-list__header .project-status').innerText()).toBe('已完工');
    await c.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await eventually(() => c.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await c.getByRole('button', { name: '留下評價' }).click();
    const review = c.getByRole('dialog');
    await review.locator('label.star-rating__star').nth(4).click();
    await review.getByRole('button', { name: '送出評價' }).click();
    await eventually(async () => (await request()).stage).toBe('reviewed');
    await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => c.locator('.quote-list__header .project-status').innerText()).toBe('已評價');
    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });
});
