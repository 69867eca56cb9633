import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually, readOutbox } from './support';

const SLUG = 'aircon-installation';
// A county of its own, so the pros of the other browser tests are not matched to this request.
const CITY = '新竹縣';
const DISTRICT = '竹北市';

interface OutboxMail {
  subject: string;
  body: string;
}

/** The Taipei date `days` from now, `YYYY-MM-DD`. */
const taipeiDateIn = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * After the hire, on phones: the pro who was not hired sees why his lead closed and gets an
 * e-mail; the hired pro can report the job done before the booked day only by confirming it;
 * the consumer's review shows in the pro's lists; the consumer's calendar holds the appointment.
 */
describe('after the hire, both sides on a phone', () => {
  let consumer: Browser;
  let pro: Browser;
  let category: QuoteCategoryDetailResponse;
  let consumerToken: string;
  let hiredToken: string;
  let otherToken: string;
  let otherEmail: string;
  let requestId: number;
  let hiredBid: number;
  let otherBid: number;
  const bookedDate = taipeiDateIn(3);

  const bidOf = async (token: string) => {
    const me = await api<{ info: { id: number } }>('/user/me.json', { token });
    const detail = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
    const bid = detail.json.quote_request.QuoteBid.find((b) => b.Provider.id === me.json.info.id);
    if (!bid) throw new Error('the pro did not get the lead');
    return bid.id;
  };
  const signIn = (browser: Browser, token: string, role: 'pro' | 'consumer') =>
    browser.context.addCookies([
      { name: 'session_token', value: token, url: baseUrl },
      { name: 'user_role', value: role, url: baseUrl },
    ]);
  const fitsPhone = async (browser: Browser) => expect(await browser.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  beforeAll(async () => {
    consumer = await openBrowser({ mobile: true });
    pro = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${SLUG}.json`);
    category = found.json.quote_category;
    hiredToken = await createVerifiedUser('lifecycle-rest-pro', { first_name: '建宏', last_name: '陳', service_category: SLUG, service_city: CITY });
    otherToken = await createVerifiedUser('lifecycle-rest-other', { first_name: '俊傑', last_name: '李', service_category: SLUG, service_city: CITY });
    otherEmail = (await api<{ info: { email: string } }>('/user/me.json', { token: otherToken })).json.info.email;
    consumerToken = await createVerifiedUser('lifecycle-rest', { first_name: '怡君', last_name: '黃' });
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        city: CITY,
        district: DISTRICT,
        address: '光明六路東一段 3 號',
        description: '主臥室要裝一台分離式冷氣。',
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [3] },
      },
    });
    expect(posted.status).toBe(200);
    requestId = posted.json.quote_request.id;
    hiredBid = await bidOf(hiredToken);
    otherBid = await bidOf(otherToken);
    await signIn(consumer, consumerToken, 'consumer');
    await signIn(pro, otherToken, 'pro');
  });
  afterAll(async () => {
    await consumer.close();
    await pro.close();
  });

  it('two pros quote and the consumer hires one', async () => {
    expect((await api(`/quote_bids/change_status/rating/${hiredBid}.json`, { token: hiredToken, body: { rating_type: 'flat', flat_rate_at: 3500 } })).status).toBe(200);
    expect((await api(`/quote_bids/change_status/rating/${otherBid}.json`, { token: otherToken, body: { rating_type: 'flat', flat_rate_at: 3300 } })).status).toBe(200);

    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${hiredBid}`);
    await eventually(() => page.getByRole('button', { name: '雇用這位專家' }).count()).toBe(1);
    await page.getByRole('button', { name: '雇用這位專家' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('服務日期').fill(bookedDate);
    await dialog.getByLabel('服務時間', { exact: true }).selectOption('10');
    await dialog.getByLabel('服務時間（分）').selectOption('30');
    await dialog.getByRole('button', { name: '確認雇用' }).click();
    await eventually(() => page.locator('.booking-card').count()).toBe(1);
    expect(await page.locator('.booking-card__time').innerText()).toBe('10:30');
  });

  it('shows the other pro why his lead closed, in the lead and the list, and e-mails him', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/requests/${otherBid}`);
    await eventually(() => page.locator('.lead-closed-note').count()).toBe(1);
    expect(await page.locator('.lead-closed-note').innerText()).toBe('顧客已雇用其他專家，這個需求已結束徵求報價。');
    expect(await page.locator('.lead__header .work-status').innerText()).toBe('顧客已雇用他人');
    // No quote form is left on a closed lead.
    expect(await page.getByRole('button', { name: '送出報價' }).count()).toBe(0);
    await fitsPhone(pro);

    await page.goto(`${baseUrl}/dashboard/requests`);
    const card = page.locator(`article.work-card[data-bid-id="${otherBid}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.locator('.work-status').innerText()).toBe('顧客已雇用他人');
    await fitsPhone(pro);

    const closedMail = async () => (await readOutbox<OutboxMail>(otherEmail)).messages.find((m) => m.subject.includes('已雇用其他專家'));
    await eventually(async () => (await closedMail()) !== undefined).toBe(true);
    const mail = await closedMail();
    expect(mail?.subject).toContain(`「${category.name}」需求（#${requestId}）`);
    expect(mail?.body).toContain('顧客已雇用另一位專家');
    expect(mail?.body).toContain(`/dashboard/requests/${otherBid}`);
    expect(pro.errors).toEqual([]);
  });

  it('refuses the hired pro’s early completion without his confirmation, and takes it once he confirms', async () => {
    const refused = await api<{ error: string; message: string; fields: { field: string }[] }>(`/quote_bids/change_status/completed/${hiredBid}.json`, {
      token: hiredToken,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('early completion unconfirmed');
    expect(refused.json.fields.map((f) => f.field)).toEqual(['confirm_early']);
    expect(refused.json.message).toContain('預約的日期');

    const { page } = pro;
    await signIn(pro, hiredToken, 'pro');
    await page.goto(`${baseUrl}/dashboard/works/${hiredBid}`);
    await eventually(() => page.getByRole('button', { name: '回報完工' }).count()).toBe(1);
    await page.getByRole('button', { name: '回報完工' }).click();
    const dialog = page.getByRole('dialog', { name: '預約的日期還沒到' });
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '確定提早回報完工' }).click();
    await eventually(() => page.getByText('已回報完工，顧客會收到評價邀請').count()).toBe(1);
    await eventually(() => page.locator('.lead__header .work-status').innerText()).toBe('已完工');
  });

  it('shows 已評價 in the pro’s lists once the consumer reviewed the job', async () => {
    expect((await api(`/quote_bids/change_status/reviews/${hiredBid}.json`, { token: consumerToken, body: { rating: 5, feedback: '準時到府，安裝很整齊。' } })).status).toBe(200);
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/works?tab=hired`);
    const card = page.locator(`article.work-card[data-bid-id="${hiredBid}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.locator('.work-status').innerText()).toBe('已評價');
    await fitsPhone(pro);

    await page.goto(`${baseUrl}/dashboard/appointment`);
    const job = page.locator(`[data-hire-bid="${hiredBid}"]`);
    await eventually(() => job.count()).toBe(1);
    expect(await job.locator('.appt-badge').innerText()).toBe('已評價');
    expect(pro.errors).toEqual([]);
  });

  it('puts the appointment on the consumer’s calendar, opening the request', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/appointment`);
    const calendar = page.getByRole('region', { name: '預約月曆' });
    await eventually(() => calendar.count()).toBe(1);
    const [, month, day] = bookedDate.split('-').map(Number) as [number, number, number];
    const dayButton = calendar.getByRole('button', { name: `${month}月${day}日，1 筆預約` });
    await eventually(() => dayButton.count()).toBe(1);
    const box = (await dayButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dayButton.click();
    const item = calendar.locator(`[data-calendar-bid="${hiredBid}"]`);
    await eventually(() => item.count()).toBe(1);
    const text = await item.innerText();
    expect(text).toContain(`${month}月${day}日`);
    expect(text).toContain('10:30');
    expect(text).toContain('陳建宏');
    expect(await item.getByRole('link', { name: /加入行事曆/ }).getAttribute('href')).toMatch(/^data:text\/calendar/);
    await fitsPhone(consumer);

    await item.locator('a.appt-card__link').click();
    await page.waitForURL(new RegExp(`/dashboard/projects/quotelist/${requestId}$`));
    await eventually(() => page.locator('.booking-card').count()).toBe(1);
    expect(consumer.errors).toEqual([]);
  });
});
