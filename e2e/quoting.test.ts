import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { FeePreview, QuoteTemplate, WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, clientIp, createVerifiedUser, eventually, readOutbox } from './support';

// Pros and requests of this file are in 嘉義市, where no other browser test posts, so every
// pro made here gets every request made here.
const CITY = '嘉義市';
const DISTRICT = '東區';
const CATEGORY = 'aircon-installation';
const PRO = { service_category: CATEGORY, service_city: CITY };

describe('quoting as a pro on a phone: fees, phone, credit, pay-on-contact and lists', () => {
  let browser: Browser;
  let category: QuoteCategoryDetailResponse;
  let consumerToken: string;
  let proA: string;
  let proB: string;
  const stamp = Date.now();

  /** Posts a request; `units` answers every number question (how many machines). */
  async function post(description: string, units = '2'): Promise<number> {
    const answers = Object.fromEntries(
      Object.entries(answersFor(category)).map(([id, value]) => {
        const field = category.QuoteFormField.find((f) => String(f.id) === id);
        return [id, field?.type === 'number' ? units : value];
      }),
    );
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: { quote_category_id: category.id, address: '中正路 1 號', city: CITY, district: DISTRICT, description, QuoteFormSubmissionField: answers, when: { day_label: 'thisWeek', day_slots: [2] } },
    });
    expect(posted.status).toBe(200);
    return posted.json.quote_request.id;
  }

  /** The pro's lead on a request. */
  async function leadOf(token: string, requestId: number): Promise<number> {
    const found = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
    const bid = found.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!bid) throw new Error(`no lead on request ${requestId}`);
    return bid.id;
  }

  const view = async (token: string, bidId: number) => (await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${bidId}.json`, { token })).json.quote_bid;
  const preview = async (token: string, bidId: number) => (await api<FeePreview>(`/quote_bids/preview_quote_fee/${bidId}.json`, { token })).json;

  async function signInAs(token: string, role: 'pro' | 'consumer' = 'pro') {
    await browser.context.clearCookies();
    await browser.context.addCookies([
      { name: 'session_token', value: token, url: baseUrl },
      { name: 'user_role', value: role, url: baseUrl },
    ]);
  }

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`)).json.quote_category;
    consumerToken = await createVerifiedUser('quoting', { first_name: '美玲', last_name: '林' });
    proA = await createVerifiedUser('quoting', { first_name: '志明', last_name: '張', ...PRO });
    proB = await createVerifiedUser('quoting', { first_name: '建宏', last_name: '王', ...PRO });
  });
  afterAll(() => browser.close());

  let firstRequest: number;

  it('shows the fee and the quotes so far out of the cap on the lead card, which opens from anywhere, and on the lead', async () => {
    firstRequest = await post(`客廳冷氣安裝 ${stamp}`);
    const quoted = await api(`/quote_bids/change_status/rating/${await leadOf(proB, firstRequest)}.json`, {
      token: proB,
      body: { rating_type: 'flat', flat_rate_at: 3000, price_note: '含安裝' },
    });
    expect(quoted.status).toBe(200);
    const bidId = await leadOf(proA, firstRequest);
    const { fee } = await preview(proA, bidId);
    expect(fee).toBeGreaterThan(0);

    await signInAs(proA);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests`);
    const card = page.locator(`article.work-card[data-bid-id="${bidId}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain(`報價費用 ${fee.toLocaleString('en-US')} 點`);
    expect(await card.innerText()).toContain('已有 1 位報價 / 上限 5');
    // A tap on the description, not the title link, opens the lead.
    await card.locator('.work-card__excerpt').click();
    await page.waitForURL(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.locator('.lead-figures').count()).toBe(1);
    expect(await page.locator('.lead-figures').innerText()).toContain(`報價費用 ${fee.toLocaleString('en-US')} 點`);
    expect(await page.locator('.lead-figures').innerText()).toContain('已有 1 位報價 / 上限 5');
  });

  it('asks an unverified pro to verify his phone inline before the fee sheet, and keeps the quote he typed', async () => {
    const ip = clientIp();
    const signup = await api<{ session_id: string }>('/users/sign_up.json', {
      ip,
      body: { User: { email: `quoting-unverified-${stamp}@example.com`, password: 'secret123', first_name: '家豪', last_name: '李', ...PRO } },
    });
    expect(signup.status).toBe(200);
    const token = signup.json.session_id;
    const bidId = await leadOf(token, await post(`浴室抽風機與冷氣 ${stamp}`));

    await signInAs(token);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('2800');
    await page.getByLabel('報價說明').fill('含基本安裝與保固');
    await page.getByRole('button', { name: '送出報價' }).click();

    const sheet = page.getByRole('dialog', { name: '驗證手機後即可送出報價' });
    await eventually(() => sheet.count()).toBe(1);
    expect(await page.getByRole('dialog', { name: '確認送出報價' }).count()).toBe(0);
    const digits = String(stamp).slice(-8);
    await sheet.getByLabel('手機號碼').fill(`09${digits}`);
    await sheet.getByRole('button', { name: '傳送驗證碼' }).click();
    let code: string | undefined;
    await eventually(async () => {
      const outbox = await readOutbox(`+8869${digits}`);
      code = /(?<!\w)(\d{6})(?!\w)/.exec(outbox.messages.at(-1)?.body ?? '')?.[1];
      return code !== undefined;
    }).toBe(true);
    await sheet.getByLabel('驗證碼').fill(code!);
    await sheet.getByRole('button', { name: '驗證並繼續報價' }).click();

    // Verified, the fee sheet follows, and the quote is as he typed it.
    const confirm = page.getByRole('dialog', { name: '確認送出報價' });
    await eventually(() => confirm.count()).toBe(1);
    expect(await page.getByLabel('報價金額（新台幣元）').inputValue()).toBe('2800');
    expect(await page.getByLabel('報價說明').inputValue()).toBe('含基本安裝與保固');
    expect(await confirm.innerText()).toContain('48 小時內未查看');
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.locator('.lead__price').count()).toBe(1);
    expect(await page.locator('.lead__price').innerText()).toBe('NT$2,800');
    // m7: the update form says an update costs nothing.
    expect(await page.locator('.quote-resend').innerText()).toContain('更新報價不會再扣點');
    expect(await page.getByRole('button', { name: '送出更新報價' }).count()).toBe(1);
    expect((await view(token, bidId)).quote_status_id).toBe(2);
  });

  it('opens the price view instead of the fee sheet for a pro with too little credit', async () => {
    const poor = await createVerifiedUser('quoting', { first_name: '淑惠', last_name: '陳', ...PRO });
    // Ten machines: the fee is past the welcome credit.
    const requestId = await post(`整棟冷氣安裝 ${stamp}`, '10');
    const bidId = await leadOf(poor, requestId);
    const costs = await preview(poor, bidId);
    expect(costs.fee).toBeGreaterThan(costs.balance);

    await signInAs(poor);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('30000');
    await page.getByRole('button', { name: '送出報價' }).click();
    const priceView = page.getByRole('dialog', { name: '點數不足' });
    await eventually(() => priceView.count()).toBe(1);
    expect(await priceView.innerText()).toContain(`還差 ${(costs.fee - costs.balance).toLocaleString('en-US')} 點`);
    expect(await page.getByRole('dialog', { name: '確認送出報價' }).count()).toBe(0);
    const buy = priceView.getByRole('link', { name: '購買點數' });
    expect(await buy.getAttribute('href')).toBe(`/dashboard/pricing?from=${encodeURIComponent(`/dashboard/requests/${bidId}`)}`);
    const box = await buy.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect((await view(poor, bidId)).quote_sent_on).toBeNull();
  });

  let contactRequest: number;
  let contactBid: number;

  it('sends a pay-on-contact quote (a card first, code 2 says so), remembers the choice in a template, then switches to paying now', async () => {
    contactRequest = await post(`聯繫才付費的冷氣 ${stamp}`);
    contactBid = await leadOf(proA, contactRequest);
    const before = await preview(proA, contactBid);

    await signInAs(proA);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${contactBid}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('3200');
    await page.getByRole('radio', { name: '聯繫才付費' }).check();
    expect(await page.locator('.quote-pay').innerText()).toContain(`顧客第一次聯繫您（來電或回覆訊息）時才扣除 ${before.fee.toLocaleString('en-US')} 點`);
    expect(await page.locator('.quote-pay').innerText()).toContain('48 小時內未查看報價，點數全額退還');

    // The choice is kept with a template saved from the form.
    await page.getByRole('button', { name: '存為範本' }).click();
    await page.getByLabel('範本名稱').fill(`聯繫才付費 ${stamp}`);
    await page.getByRole('button', { name: '儲存範本' }).click();
    await eventually(async () => (await api<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { token: proA })).json.quote_templates.length).toBe(1);
    const templates = (await api<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { token: proA })).json.quote_templates;
    expect(templates[0]).toMatchObject({ display_name: `聯繫才付費 ${stamp}`, is_contact_charge: 1 });

    // Without a card, pay-on-contact is refused with code 2, said plainly with the next steps.
    await page.getByRole('button', { name: '送出報價' }).click();
    const confirm = page.getByRole('dialog', { name: '確認送出報價' });
    await eventually(() => confirm.count()).toBe(1);
    expect(await confirm.innerText()).toContain('您選擇聯繫才付費');
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByText('聯繫才付費需要先綁定信用卡').count()).toBe(1);
    expect(await page.getByRole('link', { name: '綁定信用卡' }).getAttribute('href')).toBe('/dashboard/credit?card=new');
    expect(await page.getByRole('button', { name: '改為立即付費' }).count()).toBe(1);

    // With a card bound, it goes, and nothing is taken yet.
    const config = await api<{ prime_url: string }>('/new/v1/tap_pay/config.json', { token: proA });
    const prime = (await (
      await fetch(`${baseUrl}${config.json.prime_url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '4242424242424242', expiry: '01/31', ccv: '987' }),
      })
    ).json()) as { card: { prime: string } };
    const bound = await api('/new/v1/tap_pay/bind_card.json', { token: proA, body: { prime: prime.card.prime } });
    expect(bound.status).toBe(200);
    const afterCard = await preview(proA, contactBid);
    await page.getByRole('button', { name: '送出報價' }).click();
    await eventually(() => confirm.count()).toBe(1);
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.locator('.lead__price').count()).toBe(1);
    const sent = await view(proA, contactBid);
    expect(sent).toMatchObject({ is_contact_charge: 1, fee_amount: null, quote_status_id: 2 });
    expect((await preview(proA, contactBid)).balance).toBe(afterCard.balance);

    // switch_to_manual_quote: pay now instead, after a confirmation.
    const panel = page.locator('section.quote-switch');
    await eventually(() => panel.count()).toBe(1);
    await panel.getByRole('button', { name: '改為立即付費' }).click();
    const ask = page.getByRole('dialog', { name: '改為立即付費？' });
    await eventually(() => ask.count()).toBe(1);
    expect(await ask.innerText()).toContain(`現在扣除 ${before.fee.toLocaleString('en-US')} 點`);
    await ask.getByRole('button', { name: '確認扣點' }).click();
    await eventually(async () => (await view(proA, contactBid)).fee_amount).toBe(before.fee);
    await eventually(() => panel.count()).toBe(0);
    expect((await preview(proA, contactBid)).balance).toBe(afterCard.balance - before.fee);

    // Another lead: applying the template brings its pay mode back.
    const next = await post(`另一台冷氣 ${stamp}`);
    const nextBid = await leadOf(proA, next);
    await page.goto(`${baseUrl}/dashboard/requests/${nextBid}`);
    await eventually(() => page.getByLabel('套用報價範本').count()).toBe(1);
    expect(await page.getByRole('radio', { name: '立即付費' }).isChecked()).toBe(true);
    await page.getByLabel('套用報價範本').selectOption({ label: `聯繫才付費 ${stamp}` });
    expect(await page.getByRole('radio', { name: '聯繫才付費' }).isChecked()).toBe(true);
    expect(await page.getByLabel('報價金額（新台幣元）').inputValue()).toBe('3200');
  });

  it('reports a hire made outside the site with self_hire', async () => {
    const { page } = browser;
    await signInAs(proA);
    await page.goto(`${baseUrl}/dashboard/requests/${contactBid}`);
    await eventually(() => page.getByRole('button', { name: '回報已受雇' }).count()).toBe(1);
    await page.getByRole('button', { name: '回報已受雇' }).click();
    const ask = page.getByRole('dialog', { name: '回報顧客已雇用您？' });
    await eventually(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: '確認已受雇' }).click();
    await eventually(() => page.locator('.lead__header').innerText()).toContain('已雇用');
    expect((await view(proA, contactBid)).quote_status_id).toBe(3);
  });

  it('lists Lead, Unread, Send and Search (by keyword) among the jobs', async () => {
    const unreadRequest = await post(`未讀的冷氣需求 ${stamp}`);
    const unreadBid = await leadOf(proA, unreadRequest);
    const readBid = await leadOf(proA, firstRequest);
    const { page } = browser;
    await signInAs(proA);
    const cardOf = (id: number) => page.locator(`article.work-card[data-bid-id="${id}"]`);
    // The list shown holds these leads and not those (polled, so a list still on its way does not count).
    const shows = (present: number[], absent: number[]) =>
      eventually(async () => {
        if ((await page.locator('.works__loading').count()) > 0) return false;
        const here = await Promise.all(present.map((id) => cardOf(id).count()));
        const gone = await Promise.all(absent.map((id) => cardOf(id).count()));
        return here.every((n) => n === 1) && gone.every((n) => n === 0);
      }).toBe(true);

    await page.goto(`${baseUrl}/dashboard/works?tab=inProgress&page=1`);
    await page.getByRole('tab', { name: '新案件' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=lead&page=1`);
    await shows([unreadBid, readBid], [contactBid]);

    await page.getByRole('tab', { name: '未讀' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=unread&page=1`);
    await shows([unreadBid], [readBid]);

    await page.getByRole('tab', { name: '待報價' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=send&page=1`);
    await shows([readBid], [contactBid]);

    await page.getByRole('tab', { name: '搜尋' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=search&page=1`);
    await page.getByLabel('搜尋需求內容或服務類別').fill('聯繫才付費的冷氣');
    await page.getByRole('tabpanel', { name: '搜尋' }).getByRole('button', { name: '搜尋', exact: true }).click();
    await page.waitForURL(/tab=search&page=1&q=/);
    await shows([contactBid], [readBid, unreadBid]);
  });

  it('opens the ways to reach the pro from 聯繫專家 instead of a bare toast', async () => {
    const bidB = await leadOf(proB, firstRequest);
    const { page } = browser;
    await signInAs(consumerToken, 'consumer');
    await page.goto(`${baseUrl}/dashboard/projects/quote/${bidB}`);
    await eventually(() => page.getByRole('button', { name: '聯繫專家' }).count()).toBe(1);
    await page.getByRole('button', { name: '聯繫專家' }).click();
    const sheet = page.getByRole('dialog', { name: /^聯繫/ });
    await eventually(() => sheet.count()).toBe(1);
    await eventually(() => sheet.getByRole('link', { name: /^撥打電話 09\d{2}-\d{3}-\d{3}$/ }).count()).toBe(1);
    await sheet.getByRole('button', { name: '傳訊息給專家' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.closest('.conversation') !== null)).toBe(true);
  });

  it('states pricing, the welcome credit and the 48-hour refund on the pro landing page', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    await page.goto(`${baseUrl}/pro`);
    const pricing = page.locator('section[aria-labelledby="pricing-heading"]');
    await eventually(() => pricing.count()).toBe(1);
    const text = await pricing.innerText();
    expect(text).toContain('每次報價 20–400 點');
    expect(text).toContain('新專家送 300 點');
    expect(text).toContain('48 小時未讀全額退點');
    expect(text).toContain('每個需求最多 5 位專家報價');
    expect(text).toContain('聯繫才付費');
  });
});
