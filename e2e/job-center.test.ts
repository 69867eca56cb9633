import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

// The pro serves one city and the consumer posts in another, so matching never sends him the
// requests: he finds the first in the job center and is invited to the second.
const PRO_CITY = '苗栗縣';
const REQUEST_CITY = '基隆市';
const REQUEST_DISTRICT = '仁愛區';

describe('a pro answers a case from the job center and an invitation', () => {
  let pro: Browser;
  let consumerToken: string;
  let category: QuoteCategoryDetailResponse;

  const post = async (description: string) => {
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: REQUEST_CITY,
        district: REQUEST_DISTRICT,
        description,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    return posted.json.quote_request.id;
  };

  beforeAll(async () => {
    pro = await openBrowser({ mobile: true });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    category = found.json.quote_category;
    const proToken = await createVerifiedUser('jobcenter', { first_name: '建宏', last_name: '黃', service_category: 'aircon-installation', service_city: PRO_CITY });
    consumerToken = await createVerifiedUser('jobcenter', { first_name: '雅婷', last_name: '林' });
    await signInBrowser(pro, proToken, 'pro');
  });
  afterAll(() => pro.close());

  it('opens the case, answers it into a lead, then accepts an invitation and gets the quote form', async () => {
    const { page } = pro;
    const description = `頂樓套房要裝分離式冷氣 ${Date.now()}`;
    const requestId = await post(description);

    // The leads page leads to the job center, which lists open cases in his categories.
    await page.goto(`${baseUrl}/dashboard/requests`);
    await page.getByRole('link', { name: '前往案件中心' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/requests/case`);
    await eventually(() => page.getByRole('heading', { level: 1, name: '案件中心' }).count()).toBe(1);

    // The case's own page shows it whole; answering makes it his lead and opens it.
    await page.goto(`${baseUrl}/dashboard/requests/case/${requestId}`);
    await eventually(() => page.getByText(description).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '回覆這個案件' }).click();
    await page.waitForURL(/\/dashboard\/requests\/\d+$/);
    const leadId = Number(/\/requests\/(\d+)$/.exec(page.url())?.[1]);
    await eventually(() => page.getByRole('button', { name: '送出報價' }).count()).toBe(1);
    const lead = await api<{ quote_bid: { quote_request_id: number; quote_service_id: number; recommend_source: string } }>(`/quote_bids/view/${leadId}.json`, {
      token: (await pro.context.cookies(baseUrl)).find((c) => c.name === 'session_token')?.value,
    });
    expect(lead.json.quote_bid).toMatchObject({ quote_request_id: requestId, recommend_source: 'job_center' });

    // The consumer invites him to another request; he accepts on the lead and may quote.
    const second = await post(`另一間房也要裝冷氣 ${Date.now()}`);
    const invited = await api<{ quote_bid: { id: number } }>('/new/v1/quote_bids/invite_pro.json', {
      token: consumerToken,
      body: { quote_request_id: second, quote_service_id: lead.json.quote_bid.quote_service_id },
    });
    expect(invited.status).toBe(200);
    await page.goto(`${baseUrl}/dashboard/requests/${invited.json.quote_bid.id}`);
    await eventually(() => page.getByRole('heading', { name: '顧客指定邀請您報價' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '送出報價' }).count()).toBe(0);
    await page.getByRole('button', { name: '接受邀請並報價' }).click();
    await eventually(() => page.getByRole('button', { name: '送出報價' }).count()).toBe(1);
    expect(pro.errors).toEqual([]);
  });
});
