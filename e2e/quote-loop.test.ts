import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

// A real 1×1 PNG: the quote's file and the review's photo.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('the whole loop in two browsers: post, quote, talk, hire, complete, review', () => {
  let consumer: Browser;
  let pro: Browser;
  let consumerToken: string;
  let proToken: string;
  let requestId: number;
  let bidId: number;
  let categoryName: string;

  beforeAll(async () => {
    [consumer, pro] = await Promise.all([openBrowser({ mobile: true }), openBrowser()]);
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    const category = found.json.quote_category;
    categoryName = category.name;
    // A city of its own, so pros of the other browser tests are not matched to this request.
    proToken = await createVerifiedUser('loop', { first_name: '建宏', last_name: '林', service_category: 'aircon-installation', service_city: '澎湖縣' });
    consumerToken = await createVerifiedUser('loop', { first_name: '雅婷', last_name: '吳' });
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '澎湖縣',
        district: '馬公市',
        description: `客廳冷氣要換新 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [3] },
      },
    });
    expect(posted.status).toBe(200);
    requestId = posted.json.quote_request.id;
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:4.json', { token: proToken });
    const lead = leads.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!lead) throw new Error('the pro did not get the lead');
    bidId = lead.id;
    await signInBrowser(consumer, consumerToken, 'consumer');
    await signInBrowser(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await consumer.close();
    await pro.close();
  });

  it('goes from the lead to a review on the pro’s public page, with messages arriving live', async () => {
    // The pro quotes from the lead screen, after confirming the fee.
    const p = pro.page;
    await p.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => p.getByRole('heading', { level: 1, name: categoryName }).count()).toBe(1);
    await p.getByLabel('報價金額（新台幣元）').fill('4200');
    await p.getByLabel('報價說明').fill('含拆舊機與安裝');
    // A file that is not an image or PDF is refused at once; a photo of the site goes with the quote.
    await p.getByLabel('附件（選填）').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await eventually(() => p.getByText('「notes.txt」不是 PNG、JPEG、GIF 圖片或 PDF 檔案').count()).toBe(1);
    await p.getByLabel('附件（選填）').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PIXEL });
    await eventually(() => p.locator('.file-picker__item', { hasText: 'site.png' }).count()).toBe(1);
    await p.getByRole('button', { name: '送出報價' }).click();
    await p.getByRole('dialog', { name: '確認送出報價' }).getByRole('button', { name: '確認送出' }).click();
    await eventually(() => p.locator('.lead__price').innerText()).toBe('NT$4,200');
    await eventually(() => p.locator('.lead__quote .quote-files img[alt="site.png"]').count()).toBe(1);

    // The consumer sees the quote and writes; the pro's open page shows it without a reload.
    const c = consumer.page;
    await c.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await eventually(() => c.getByText('NT$4,200').count()).toBeGreaterThan(0);
    // The quote's file, as the pro sent it.
    const file = c.locator('.quote-files img[alt="site.png"]');
    await eventually(() => file.count()).toBe(1);
    await eventually(() => file.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await eventually(() => c.getByText('即時連線中').count()).toBe(1);
    await p.reload();
    await eventually(() => p.getByText('即時連線中').count()).toBe(1);
    const question = `下週三早上方便嗎？${Date.now()}`;
    await c.getByLabel('輸入訊息').fill(question);
    await c.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => p.locator('.message:not(.message--mine)', { hasText: question }).count()).toBe(1);

    // The pro answers from his page; the consumer's page shows it live.
    const answer = `可以，九點到 ${Date.now()}`;
    await p.getByLabel('輸入訊息').fill(answer);
    await p.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => c.locator('.message:not(.message--mine)', { hasText: answer }).count()).toBe(1);

    // The consumer hires with a date and a time.
    await c.getByRole('button', { name: '雇用這位專家' }).click();
    const hire = c.getByRole('dialog');
    await hire.getByLabel('服務日期').fill('2026-12-09');
    await hire.getByLabel('服務時間', { exact: true }).selectOption('09');
    await hire.getByLabel('服務時間（分）').selectOption('00');
    await hire.getByRole('button', { name: '確認雇用' }).click();
    await eventually(() => c.getByRole('button', { name: '取消雇用' }).count()).toBe(1);

    // The pro reports the work done, after confirming.
    await p.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await p.getByRole('button', { name: '回報完工' }).click();
    // Before the booked day the confirmation says so (確定提早回報完工).
    await p.getByRole('dialog').getByRole('button', { name: /^(確認完工|確定提早回報完工)$/ }).click();
    await eventually(async () => {
      const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
      return json.quote_request.QuoteBid.find((b) => b.id === bidId)?.quote_status_id;
    }).toBe(4);

    // The consumer reviews.
    await c.reload();
    await eventually(() => c.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await c.getByRole('button', { name: '留下評價' }).click();
    const review = c.getByRole('dialog');
    await review.locator('label', { hasText: '5 顆星' }).click();
    const words = `準時又專業 ${Date.now() % 10000}`;
    await review.getByLabel('評價內容（選填）').fill(words);
    await review.getByLabel('照片（選填，最多 3 張）').setInputFiles({ name: 'done.png', mimeType: 'image/png', buffer: PIXEL });
    await eventually(() => review.locator('.file-picker__item', { hasText: 'done.png' }).count()).toBe(1);
    await review.getByRole('button', { name: '送出評價' }).click();
    await eventually(() => c.getByText('您已評價過這位專家').count()).toBe(1);

    // The review shows on the pro's public page, as one that followed a hire here.
    const bid = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
    const serviceId = bid.json.quote_request.QuoteBid.find((b) => b.id === bidId)!.quote_service_id;
    await c.goto(`${baseUrl}/service/${serviceId}`);
    const shown = c.locator('.review').filter({ hasText: words });
    await eventually(() => shown.count()).toBe(1);
    expect(await shown.innerText()).toContain('已在好幫手雇用');
    // With its photo.
    const photo = shown.locator('.review__photos img');
    await eventually(() => photo.count()).toBe(1);
    await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });
});
