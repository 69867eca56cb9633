import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

interface BidAnswer {
  quote_bid: { id: number; quote_status_id: number; hired_on: string | null; quote_service_id: number };
}

describe('the consumer decides on a quote in a browser', () => {
  let consumer: Browser;
  let consumerToken: string;
  let proToken: string;
  let requestId: number;
  let bidId: number;
  let serviceId: number;

  beforeAll(async () => {
    consumer = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    const category = found.json.quote_category;
    proToken = await createVerifiedUser('decisions', { first_name: '志明', last_name: '張', service_category: 'aircon-installation', service_city: '臺東縣' });
    consumerToken = await createVerifiedUser('decisions', { first_name: '淑芬', last_name: '陳' });
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        // A city of its own, so pros of the other browser tests are not matched to this request.
        city: '臺東縣',
        district: '臺東市',
        description: `浴室要裝一台冷氣 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    requestId = posted.json.quote_request.id;
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: proToken });
    const lead = leads.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!lead) throw new Error('the new pro did not get the lead');
    bidId = lead.id;
    const quoted = await api<BidAnswer>(`/quote_bids/change_status/rating/${bidId}.json`, {
      token: proToken,
      body: { rating_type: 'flat', flat_rate_at: 3000, price_note: '含安裝與舊機回收' },
    });
    expect(quoted.status).toBe(200);
    serviceId = quoted.json.quote_bid.quote_service_id;
    await signInBrowser(consumer, consumerToken, 'consumer');
  });
  afterAll(() => consumer.close());

  it('messages the pro, hires with a date and time and reviews after the work is done', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    await eventually(() => page.getByText('NT$3,000').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: '查看報價詳情' }).first().click();
    await page.waitForURL(new RegExp(`/dashboard/projects/quote/.*${bidId}`));

    // Opening the quote marks it read.
    await eventually(async () => {
      const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
      return json.quote_request.QuoteBid.find((b) => b.id === bidId)?.is_requestor_readed;
    }).toBe(1);

    // An empty message is refused next to the field.
    await eventually(() => page.getByRole('button', { name: '送出訊息' }).count()).toBe(1);
    await page.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => page.locator('.field--invalid').count()).toBe(1);

    const text = `請問週六下午可以來安裝嗎？${Date.now()}`;
    await page.getByLabel('輸入訊息').fill(text);
    await page.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => page.locator('.message--mine', { hasText: text }).count()).toBe(1);

    // The pro answers through the API; the open page, live over the socket, shows it without a reload.
    await eventually(() => page.getByText('即時連線中').count()).toBe(1);
    const reply = `可以，週六兩點到 ${Date.now()}`;
    const sent = await api(`/messages/quote_conversation/${bidId}.json`, { token: proToken, body: { message: reply } });
    expect(sent.status).toBe(200);
    await eventually(() => page.locator('.message:not(.message--mine)', { hasText: reply }).count()).toBe(1);

    // Hiring needs both a date and a time.
    await page.getByRole('button', { name: '雇用這位專家' }).click();
    const dialog = page.getByRole('dialog');
    // The dialog starts from the requested time; emptied, both fields are refused.
    await dialog.getByLabel('服務日期').fill('');
    await dialog.getByLabel('服務時間', { exact: true }).selectOption('');
    await dialog.getByRole('button', { name: '確認雇用' }).click();
    await eventually(() => dialog.locator('.field--invalid').count()).toBe(2);
    await dialog.getByLabel('服務日期').fill('2026-12-05');
    await dialog.getByLabel('服務時間', { exact: true }).selectOption('14');
    await dialog.getByLabel('服務時間（分）').selectOption('00');
    await dialog.getByRole('button', { name: '確認雇用' }).click();
    await eventually(() => page.getByRole('button', { name: '取消雇用' }).count()).toBe(1);

    const hired = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
    const bid = hired.json.quote_request.QuoteBid.find((b) => b.id === bidId);
    expect(bid?.quote_status_id).toBe(3);
    expect(bid?.hired_on).toContain('2026-12-05');

    // Booked for a later day: the pro confirms the early completion.
    const completed = await api<BidAnswer>(`/quote_bids/change_status/completed/${bidId}.json`, { token: proToken, body: { confirm_early: 1 } });
    expect(completed.status).toBe(200);
    expect(completed.json.quote_bid.quote_status_id).toBe(4);

    await page.reload();
    await eventually(() => page.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await page.getByRole('button', { name: '留下評價' }).click();
    const review = page.getByRole('dialog');
    await review.locator('label', { hasText: '5 顆星' }).click();
    expect(await review.getByRole('radio', { name: '5 顆星' }).isChecked()).toBe(true);
    await review.getByRole('button', { name: '準時' }).click();
    expect(await review.getByRole('button', { name: '準時' }).getAttribute('aria-pressed')).toBe('true');
    await review.getByLabel('評價內容（選填）').fill('安裝俐落，很推薦');
    await review.getByRole('button', { name: '送出評價' }).click();
    await eventually(() => page.getByText('您已評價過這位專家').count()).toBe(1);
    expect(await page.getByRole('button', { name: '留下評價' }).count()).toBe(0);

    // The inbox lists the conversation; a new message from the pro shows as unread there, live.
    await page.goto(`${baseUrl}/dashboard/inbox`);
    const item = page.locator(`a.inbox-item[href="/dashboard/projects/quote/${bidId}"]`);
    await eventually(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain(reply.slice(0, 10));
    const later = `謝謝您的評價 ${Date.now()}`;
    const thanks = await api(`/messages/quote_conversation/${bidId}.json`, { token: proToken, body: { message: later } });
    expect(thanks.status).toBe(200);
    await eventually(() => item.locator('.inbox-item__badge').innerText()).toContain('1');
    expect(await item.innerText()).toContain(later.slice(0, 6));

    // Away from every conversation, the header's count still moves as messages arrive.
    await page.goto(`${baseUrl}/dashboard/settings`);
    const header = page.locator('a.site-nav__messages[data-live="1"]');
    await eventually(() => header.count()).toBe(1);
    const before = Number(await header.getAttribute('data-unread'));
    expect(before).toBeGreaterThan(0);
    expect(await header.getAttribute('aria-label')).toBe(`訊息（${before} 則未讀）`);
    const more = await api(`/messages/quote_conversation/${bidId}.json`, { token: proToken, body: { message: `下次保養再找我 ${Date.now()}` } });
    expect(more.status).toBe(200);
    await eventually(() => header.getAttribute('aria-label')).toBe(`訊息（${before + 1} 則未讀）`);

    const profile = await api<{ quote_service: { reviews: { rating: number; tags: string[]; feedback: string }[] } }>(`/quote_services/view/${serviceId}.json`);
    expect(profile.status).toBe(200);
    expect(profile.json.quote_service.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ rating: 5, tags: ['準時'], feedback: '安裝俐落，很推薦' })]));
  });
});
