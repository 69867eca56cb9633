import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually, readOutbox } from './support';

/**
 * The consumer hears about quotes (a live quote list with a toast, an e-mail with a guest link)
 * and the pro's new-lead e-mail signs him in with a one-time link, on a phone (390x844).
 * A pro serving 連江縣 (a county no other browser test uses) gets the leads.
 */
describe('notifications and guest links on a phone', () => {
  let consumerToken: string;
  let consumerEmail: string;
  let proToken: string;
  let proEmail: string;
  let category: QuoteCategoryDetailResponse;
  let request: QuoteRequestResponse;
  let bidId: number;
  const browsers: Browser[] = [];

  const phone = async () => {
    const browser = await openBrowser({ mobile: true });
    browsers.push(browser);
    return browser;
  };

  beforeAll(async () => {
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    category = found.json.quote_category;
    proToken = await createVerifiedUser('notify-pro', { first_name: '冠宇', last_name: '陳', service_category: 'aircon-installation', service_city: '連江縣' });
    proEmail = (await api<{ info: { email: string } }>('/user/me.json', { token: proToken })).json.info.email;
    consumerToken = await createVerifiedUser('notify-consumer', { first_name: '雅婷', last_name: '黃' });
    consumerEmail = (await api<{ info: { email: string } }>('/user/me.json', { token: consumerToken })).json.info.email;
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '連江縣',
        district: '南竿鄉',
        description: '客廳要裝一台分離式冷氣。',
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    request = posted.json.quote_request;
    const proId = (await api<{ info: { id: number } }>('/user/me.json', { token: proToken })).json.info.id;
    const detail = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${request.id}.json`, { token: consumerToken });
    const lead = detail.json.quote_request.QuoteBid.find((b) => b.Provider.id === proId);
    if (!lead) throw new Error('the pro did not get the lead');
    bidId = lead.id;
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it('shows a new quote on the open quote list at once, with a toast', async () => {
    const { page, context } = await phone();
    await context.addCookies([
      { name: 'session_token', value: consumerToken, url: baseUrl },
      { name: 'user_role', value: 'consumer', url: baseUrl },
    ]);
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${request.id}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: category.name }).count()).toBe(1);
    expect(await page.locator(`article[data-quote-id="${bidId}"]`).count()).toBe(0);
    // Give the page's socket a moment to be up before the pro quotes.
    await page.waitForTimeout(1000);

    const quoted = await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: proToken, body: { rating_type: 'flat', flat_rate_at: 3600, price_note: '含基本安裝與舊機回收。' } });
    expect(quoted.status).toBe(200);

    const card = page.locator(`article[data-quote-id="${bidId}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain('3,600');
    await eventually(() => page.locator('.toast').filter({ hasText: '收到一份新報價' }).count()).toBe(1);
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  it('opens the request and the quote from the e-mailed guest links without signing in', async () => {
    const mailWith = async (marker: RegExp) => {
      let link: string | undefined;
      await eventually(async () => {
        const { messages } = await readOutbox<{ body: string }>(consumerEmail);
        link = messages.map((m) => marker.exec(m.body)?.[0]).find((l) => l !== undefined);
        return link !== undefined;
      }).toBe(true);
      return link!;
    };
    const quoteLink = await mailWith(/http\S+\/guest\/quote\/[A-Za-z0-9_-]+/);
    const requestLink = await mailWith(/http\S+\/guest\/request\/[A-Za-z0-9_-]+/);

    const { page } = await phone();
    await page.goto(quoteLink);
    await eventually(() => page.getByRole('heading', { level: 1, name: `「${category.name}」的新報價` }).count()).toBe(1);
    expect(await page.locator(`article[data-quote-id="${bidId}"]`).innerText()).toContain('3,600');
    expect(await page.getByText('南竿鄉').count()).toBeGreaterThan(0);
    // Read-only: the way to act is signing in.
    expect(await page.getByRole('link', { name: '登入以回覆或雇用' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '雇用這位專家' }).count()).toBe(0);

    await page.goto(requestLink);
    await eventually(() => page.getByRole('heading', { level: 1, name: `您的「${category.name}」需求` }).count()).toBe(1);
    await eventually(() => page.locator(`article[data-quote-id="${bidId}"]`).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A link that does not exist (or expired) says so.
    await page.goto(`${baseUrl}/guest/quote/${'x'.repeat(43)}`);
    await eventually(() => page.getByRole('heading', { name: '連結已失效' }).count()).toBe(1);
  });

  it('asks plainly to confirm the e-mail and lets the consumer replace the guest link from the quote list, retiring the old one', async () => {
    const { messages } = await readOutbox<{ body: string }>(consumerEmail);
    const oldLink = messages.map((m) => /http\S+\/guest\/request\/[A-Za-z0-9_-]+/.exec(m.body)?.[0]).find((l) => l !== undefined)!;
    const { page, context } = await phone();
    await context.addCookies([
      { name: 'session_token', value: consumerToken, url: baseUrl },
      { name: 'user_role', value: 'consumer', url: baseUrl },
    ]);
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${request.id}`);
    // The address is not confirmed yet: the list says why it matters and mails the link again.
    await eventually(() => page.getByText(`您的 Email（${consumerEmail}）還沒有確認`).count()).toBe(1);
    await page.getByRole('button', { name: '重寄驗證信' }).click();
    await eventually(() => page.getByText(`驗證信已寄到 ${consumerEmail}`).count()).toBe(1);

    await page.getByText('不必登入的查看連結').click();
    await page.getByRole('button', { name: '產生新的查看連結' }).click();
    const field = page.getByLabel('新的查看連結');
    await eventually(() => field.count()).toBe(1);
    const newLink = await field.inputValue();
    expect(newLink).toMatch(/\/guest\/request\/[A-Za-z0-9_-]+$/);
    expect(newLink).not.toBe(oldLink);

    const guest = await phone();
    await guest.page.goto(oldLink);
    await eventually(() => guest.page.getByRole('heading', { name: '連結已失效' }).count()).toBe(1);
    await guest.page.goto(newLink);
    await eventually(() => guest.page.getByRole('heading', { level: 1, name: `您的「${category.name}」需求` }).count()).toBe(1);
  });

  it('signs the pro in with the one-time link of the new-lead e-mail, once', async () => {
    let link: string | undefined;
    await eventually(async () => {
      const { messages } = await readOutbox<{ body: string }>(proEmail);
      link = messages.map((m) => /http\S+\/login\?hash=\S+/.exec(m.body)?.[0]).find((l) => l !== undefined);
      return link !== undefined;
    }).toBe(true);
    const { page } = await phone();
    await page.goto(link!);
    await page.waitForURL(/\/dashboard\/works\/\d+/, { timeout: 15_000 });
    // Signed in: the dashboard stays, it does not send the visitor back to /login.
    await page.waitForTimeout(1500);
    expect(page.url()).toMatch(/\/dashboard\/works\/\d+/);

    // The same link again, in another browser, no longer signs in.
    const second = await phone();
    await second.page.goto(link!);
    await eventually(() => second.page.getByText('這個登入連結已使用過或已過期').count()).toBe(1);
    expect(second.page.url()).toContain('/login');
  });
});
