import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { QuoteServicePage } from '../src/domain/services/quote-service.types';
import type { FeePreview, QuoteTemplate, WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

// Pros and requests of this file are in 臺南市, where no other browser test posts.
const CITY = '臺南市';
const DISTRICT = '東區';
const CATEGORY = 'aircon-installation';
const WIDTH = 390;

describe('pay-on-contact auto-quotes, phones, the pro’s 訊息 and the time control on a phone', () => {
  let browser: Browser;
  let category: QuoteCategoryDetailResponse;
  let consumerToken: string;
  let proToken: string;
  const stamp = Date.now();

  async function post(description: string): Promise<number> {
    const answers = Object.fromEntries(
      Object.entries(answersFor(category)).map(([id, value]) => {
        const field = category.QuoteFormField.find((f) => String(f.id) === id);
        return [id, field?.type === 'number' ? '2' : value];
      }),
    );
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: { quote_category_id: category.id, city: CITY, district: DISTRICT, address: '中華東路一段 8 號', description, QuoteFormSubmissionField: answers, when: { day_label: 'thisWeek', day_slots: [2] } },
    });
    expect(posted.status).toBe(200);
    return posted.json.quote_request.id;
  }

  async function leadOf(token: string, requestId: number): Promise<number> {
    const found = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
    const bid = found.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!bid) throw new Error(`no lead on request ${requestId}`);
    return bid.id;
  }

  const view = async (token: string, bidId: number) => (await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${bidId}.json`, { token })).json.quote_bid;
  const preview = async (token: string, bidId: number) => (await api<FeePreview>(`/quote_bids/preview_quote_fee/${bidId}.json`, { token })).json;
  const pageWidth = () => browser.page.evaluate(() => document.documentElement.scrollWidth);

  async function signInAs(token: string, role: 'pro' | 'consumer') {
    await browser.context.clearCookies();
    await browser.context.addCookies([
      { name: 'session_token', value: token, url: baseUrl },
      { name: 'user_role', value: role, url: baseUrl },
    ]);
  }

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`)).json.quote_category;
    consumerToken = await createVerifiedUser('quoting-rest', { first_name: '淑芬', last_name: '黃' });
    proToken = await createVerifiedUser('quoting-rest', { first_name: '俊傑', last_name: '吳', service_category: CATEGORY, service_city: CITY });
  });
  afterAll(() => browser.close());

  it('puts 訊息 with the pro’s menu under 更多, opening the inbox with words for a pro when it is empty', async () => {
    await signInAs(proToken, 'pro');
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests`);
    const bar = page.getByRole('navigation', { name: '工作台選單' });
    await eventually(() => bar.getByRole('button', { name: '更多' }).count()).toBe(1);
    const inbox = bar.getByRole('link', { name: '訊息', exact: true });
    expect(await inbox.isVisible()).toBe(false);
    await bar.getByRole('button', { name: '更多' }).click();
    await eventually(() => inbox.isVisible()).toBe(true);
    const box = await inbox.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(WIDTH);
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await inbox.click();
    await page.waitForURL(`${baseUrl}/dashboard/inbox`);
    await eventually(() => page.getByText('還沒有對話', { exact: true }).count()).toBe(1);
    expect(await page.getByText('報價後，消費者的訊息會出現在這裡。').count()).toBe(1);
    expect(await page.getByText('收到報價後，您可以在報價頁面和專家直接傳訊息。').count()).toBe(0);
    expect(await pageWidth()).toBeLessThanOrEqual(WIDTH);
  });

  it('chooses pause times with the zh-TW hour and minute control, not the browser’s', async () => {
    const { page } = browser;
    const service = (await api<QuoteServicePage>('/quote_services/index/page:1.json', { token: proToken })).json.quote_services[0];
    await page.goto(`${baseUrl}/dashboard/calendar/${service?.id}`);
    const begin = page.getByLabel('開始時間', { exact: true });
    await eventually(() => begin.count()).toBe(1);
    expect(await page.locator('input[type="time"]').count()).toBe(0);
    expect(await begin.evaluate((el) => el.tagName)).toBe('SELECT');
    await begin.selectOption({ label: '下午 2 點' });
    await page.getByLabel('開始時間（分）').selectOption({ label: '30 分' });
    expect(await begin.inputValue()).toBe('14');
    expect(await page.getByLabel('開始時間（分）').inputValue()).toBe('30');
    // The end of the day stays as it is, written out.
    expect(await page.getByLabel('結束時間', { exact: true }).locator('option:checked').innerText()).toBe('晚上 11 點');
    expect(await page.getByLabel('結束時間（分）').locator('option:checked').innerText()).toBe('59 分');
    for (const control of [begin, page.getByLabel('開始時間（分）')]) {
      const box = await control.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await pageWidth()).toBeLessThanOrEqual(WIDTH);
  });

  it('auto-quotes from a pay-on-contact template without a fee, takes it when the consumer makes contact, and shows phones as 09xx-xxx-xxx', async () => {
    const { page } = browser;
    // The pro saves a pay-on-contact template from a lead's quote form.
    const firstRequest = await post(`台南冷氣安裝 ${stamp}`);
    const firstBid = await leadOf(proToken, firstRequest);
    const { fee } = await preview(proToken, firstBid);
    expect(fee).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/dashboard/requests/${firstBid}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('3600');
    await page.getByRole('radio', { name: '聯繫才付費' }).check();
    await page.getByRole('button', { name: '存為範本' }).click();
    await page.getByLabel('範本名稱').fill(`台南聯繫才付費 ${stamp}`);
    await page.getByRole('button', { name: '儲存範本' }).click();
    const templates = async () => (await api<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { token: proToken })).json.quote_templates;
    await eventually(async () => (await templates()).length).toBe(1);
    expect((await templates())[0]).toMatchObject({ is_contact_charge: 1 });

    // Pay-on-contact needs a bound card.
    const config = await api<{ prime_url: string }>('/new/v1/tap_pay/config.json', { token: proToken });
    const prime = (await (
      await fetch(`${baseUrl}${config.json.prime_url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '4242424242424242', expiry: '01/31', ccv: '987' }),
      })
    ).json()) as { card: { prime: string } };
    expect((await api('/new/v1/tap_pay/bind_card.json', { token: proToken, body: { prime: prime.card.prime } })).status).toBe(200);

    // The pro turns auto-quote on with that template in the service editor.
    const service = (await api<QuoteServicePage>('/quote_services/index/page:1.json', { token: proToken })).json.quote_services[0];
    const setting = service?.QuoteServiceCategory[0];
    if (!service || !setting) throw new Error('the pro has no service category');
    await page.goto(`${baseUrl}/dashboard/services/${service.id}/2/${setting.id}`);
    await eventually(() => page.getByLabel('自動報價使用的範本').count()).toBe(1);
    await page.getByLabel('自動報價使用的範本').selectOption({ label: `台南聯繫才付費 ${stamp}` });
    await eventually(() => page.locator('.services__auto-quote-contact').count()).toBe(1);
    expect(await page.locator('.services__auto-quote-contact').innerText()).toContain('顧客第一次聯繫您時才扣除');
    await page.getByLabel(/^我同意：自動報價/).check();
    await page.getByRole('button', { name: '開啟自動報價' }).click();
    await eventually(() => page.locator('.services__auto-quote .services__badge').innerText()).toBe('開啟中');
    const before = (await preview(proToken, firstBid)).balance;

    // A matching request is quoted at once, and nothing is taken.
    const request = await post(`台南另一台冷氣 ${stamp}`);
    const bid = await leadOf(proToken, request);
    await eventually(async () => (await view(proToken, bid)).quote_status_id).toBe(2);
    expect(await view(proToken, bid)).toMatchObject({ is_contact_charge: 1, fee_amount: null, flat_rate_at: 3600 });
    expect((await preview(proToken, firstBid)).balance).toBe(before);

    // The consumer makes contact: the fee is taken then, and the pro's phone reads as Taiwan writes it.
    await signInAs(consumerToken, 'consumer');
    await page.goto(`${baseUrl}/dashboard/projects/quote/${bid}`);
    await eventually(() => page.getByRole('button', { name: '聯繫專家' }).count()).toBe(1);
    await page.getByRole('button', { name: '聯繫專家' }).click();
    const sheet = page.getByRole('dialog', { name: /^聯繫/ });
    const call = sheet.getByRole('link', { name: /^撥打電話 09\d{2}-\d{3}-\d{3}$/ });
    await eventually(() => call.count()).toBe(1);
    expect(await call.getAttribute('href')).toMatch(/^tel:\+8869\d{8}$/);
    await eventually(async () => (await view(proToken, bid)).fee_amount).toBe(fee);
    expect((await preview(proToken, firstBid)).balance).toBe(before - fee);
    await sheet.getByRole('button', { name: '傳訊息給專家' }).click();

    const contact = page.locator('.conversation__contact');
    await eventually(() => contact.count()).toBe(1);
    const phone = contact.locator('a[href^="tel:"]');
    await eventually(() => phone.innerText()).toMatch(/^09\d{2}-\d{3}-\d{3}$/);
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+8869\d{8}$/);
    expect(await contact.innerText()).not.toContain('+886');
    expect(await pageWidth()).toBeLessThanOrEqual(WIDTH);
    expect(browser.errors).toEqual([]);
  });
});
