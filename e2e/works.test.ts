import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { FeePreview, WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

describe("the pro's leads in a browser", () => {
  let browser: Browser;
  let proToken: string;
  let category: QuoteCategoryDetailResponse;
  let lead: WorkItem;
  const description = `客廳要裝一台分離式冷氣 ${Date.now()}`;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    category = found.json.quote_category;
    proToken = await createVerifiedUser('works', { first_name: '志明', last_name: '張', service_category: 'aircon-installation', service_city: '臺北市' });
    const consumerToken = await createVerifiedUser('works', { first_name: '淑芬', last_name: '陳' });
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '臺北市',
        district: '信義區',
        description,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: proToken });
    const mine = leads.json.quote_bids.find((b) => b.quote_request_id === posted.json.quote_request.id);
    if (!mine) throw new Error('the new pro did not get the lead');
    lead = mine;
    await signInBrowser(browser, proToken, 'pro');
  });
  afterAll(() => browser.close());

  it('lists the lead, opens it, confirms the fee and sends a flat quote that is charged', async () => {
    const { page } = browser;
    const before = await api<FeePreview>(`/quote_bids/preview_quote_fee/${lead.id}.json`, { token: proToken });
    expect(before.status).toBe(200);
    expect(before.json.fee).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/dashboard/requests`);
    const card = page.locator(`article.work-card[data-bid-id="${lead.id}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain('臺北市信義區');
    expect(await card.innerText()).toContain('陳○○');
    expect(await card.innerText()).toContain('未讀');

    // The quoted filter does not hold it yet.
    await page.getByRole('tab', { name: '已報價' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/requests?filter=quoted`);
    await eventually(() => page.getByRole('heading', { name: '目前沒有符合的案件' }).count()).toBe(1);
    await page.getByRole('tab', { name: '全部' }).click();
    await eventually(() => card.count()).toBe(1);

    await card.getByRole('link', { name: category.name }).click();
    await page.waitForURL(`${baseUrl}/dashboard/requests/${lead.id}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: category.name }).count()).toBe(1);
    expect(await page.getByText(description).count()).toBe(1);
    // Opening it reads it.
    await eventually(async () => (await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${lead.id}.json`, { token: proToken })).json.quote_bid.is_provider_readed).toBe(1);

    // A price of zero is refused next to the field, and nothing is asked or spent.
    await page.getByLabel('報價金額（新台幣元）').fill('0');
    await page.getByRole('button', { name: '送出報價' }).click();
    await eventually(() => page.getByText('請輸入大於 0 的整數金額（新台幣元）').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByLabel('報價金額（新台幣元）').fill('3500');
    await page.getByLabel('報價說明').fill('含基本安裝與一年保固');
    await page.getByRole('button', { name: '送出報價' }).click();
    const dialog = page.getByRole('dialog', { name: '確認送出報價' });
    await eventually(() => dialog.count()).toBe(1);
    const fee = before.json.fee.toLocaleString('en-US');
    const balance = before.json.balance.toLocaleString('en-US');
    expect(await dialog.innerText()).toContain(`送出報價將扣除 ${fee} 點，目前餘額 ${balance} 點`);
    // Cancelling sends nothing.
    await dialog.getByRole('button', { name: '再想想' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const untouched = await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${lead.id}.json`, { token: proToken });
    expect(untouched.json.quote_bid.quote_sent_on).toBeNull();

    await page.getByRole('button', { name: '送出報價' }).click();
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.locator('.lead__header').innerText()).toContain('已報價');
    expect(await page.locator('.lead__price').innerText()).toBe('NT$3,500');

    const sent = await api<{ quote_bid: WorkItem }>(`/quote_bids/view/${lead.id}.json`, { token: proToken });
    expect(sent.json.quote_bid.quote_status_id).toBe(2);
    expect(sent.json.quote_bid.flat_rate_at).toBe(3500);
    expect(sent.json.quote_bid.price_note).toBe('含基本安裝與一年保固');
    const after = await api<FeePreview>(`/quote_bids/preview_quote_fee/${lead.id}.json`, { token: proToken });
    expect(after.json.is_paid).toBe(1);
    expect(after.json.balance).toBe(before.json.balance - before.json.fee);

    // Back in the list the lead reads as quoted, and the quoted filter now holds it.
    await page.goto(`${baseUrl}/dashboard/requests?filter=quoted`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain('已報價');
    expect(browser.errors).toEqual([]);
  });

  it('opens the jobs on the last work page shown', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/works`);
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=inProgress&page=1`);
    await eventually(() => page.locator(`article.work-card[data-bid-id="${lead.id}"]`).count()).toBe(1);
    await page.getByRole('tab', { name: '已完成' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=completed&page=1`);
    await eventually(() => page.getByRole('heading', { name: '這裡還沒有工作' }).count()).toBe(1);
    await page.goto(`${baseUrl}/dashboard/requests`);
    await page.goto(`${baseUrl}/dashboard/works`);
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=completed&page=1`);
    expect(browser.errors).toEqual([]);
  });
});
