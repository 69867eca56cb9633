import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser } from './support';

describe('the consumer\'s projects in a browser', () => {
  let browser: Browser;
  let token: string;
  let category: QuoteCategoryDetailResponse;
  const posted: QuoteRequestResponse[] = [];

  beforeAll(async () => {
    browser = await openBrowser();
    token = await createVerifiedUser('projects', { first_name: '怡君', last_name: '林' });
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
    expect(found.status).toBe(200);
    category = found.json.quote_category;
    // A pro serving 金門縣 (a city no other browser test uses) who gets the requests there as leads.
    const pro = await api<{ session_id: string }>('/users/sign_up.json', {
      body: {
        User: {
          email: `projects-pro-${Date.now()}@example.com`,
          password: 'secret123',
          first_name: '大明',
          last_name: '吳',
          service_category: 'aircon-installation',
          service_city: '金門縣',
        },
      },
    });
    expect(pro.status).toBe(200);
    // Eleven requests: a full first page and one on the second.
    for (let i = 1; i <= 11; i++) {
      const res = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
        token,
        body: {
          quote_category_id: category.id,
          address: '中正路 1 號',
          city: i === 1 ? '新北市' : '金門縣',
          district: i === 1 ? '板橋區' : '金城鎮',
          description: `第 ${i} 個需求`,
          QuoteFormSubmissionField: answersFor(category),
          when: { day_label: 'thisWeek', day_slots: [2] },
        },
      });
      expect(res.status).toBe(200);
      posted.push(res.json.quote_request);
    }
    await signInBrowser(browser, token, 'consumer');
  });
  afterAll(() => browser.close());

  it('lists the requests 10 a page, opens the newest quote list and closes it after confirming', async () => {
    const { page } = browser;
    const newest = posted.at(-1)!;
    const oldest = posted[0]!;
    await page.goto(`${baseUrl}/dashboard/projects`);
    const cards = page.locator('article.project-card');
    await expect.poll(() => cards.count()).toBe(10);
    expect(await page.getByText('共 11 筆需求').count()).toBe(1);

    // The newest first: its card names the category, the place and the status.
    const first = page.locator(`article.project-card[data-request-id="${newest.id}"]`);
    expect(await cards.first().getAttribute('data-request-id')).toBe(String(newest.id));
    expect(await first.getByRole('heading', { name: category.name }).count()).toBe(1);
    expect(await first.innerText()).toContain('金門縣金城鎮');
    expect(await first.innerText()).toContain('尚未收到報價');
    expect(await first.innerText()).toContain('徵求報價中');
    expect(await first.innerText()).toMatch(/發案時間 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await page.locator(`article.project-card[data-request-id="${oldest.id}"]`).count()).toBe(0);

    // The second page holds the oldest one.
    await page.getByRole('button', { name: '第 2 頁' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/projects/2`);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('data-request-id')).toBe(String(oldest.id));
    expect(await cards.first().innerText()).toContain('新北市板橋區');
    expect(await page.getByRole('button', { name: '第 2 頁' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: '第 1 頁' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/projects`);
    await expect.poll(() => page.locator(`article.project-card[data-request-id="${newest.id}"]`).count()).toBe(1);
    await page.locator(`article.project-card[data-request-id="${newest.id}"]`).getByRole('link', { name: category.name }).click();

    await page.waitForURL(`${baseUrl}/dashboard/projects/quotelist/${newest.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: category.name }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '收到的報價' }).count()).toBe(1);
    // The matched pro has the lead but has not quoted: waiting, not a quote.
    expect(newest.QuoteBid.map((b) => b.quote_status_id)).toEqual([1]);
    const waiting = page.locator('.waiting-pros');
    expect(await page.getByRole('heading', { name: '已通知的專家' }).count()).toBe(1);
    expect(await waiting.innerText()).toContain('吳大明');
    expect(await waiting.innerText()).toContain('等待回覆');
    expect(await page.locator('article.quote-card').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '需求內容' }).count()).toBe(1);
    expect(await page.getByText('第 11 個需求').count()).toBe(1);
    expect(await page.getByRole('heading', { name: '需求動態' }).count()).toBe(1);
    expect(await page.getByText('建立需求').count()).toBeGreaterThan(0);

    // Closing asks first; cancelling changes nothing.
    await page.getByRole('button', { name: '關閉需求' }).click();
    const dialog = page.getByRole('dialog', { name: '關閉這個需求？' });
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const stillOpen = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${newest.id}.json`, { token });
    expect(stillOpen.json.quote_request.is_closed).toBe(0);

    await page.getByRole('button', { name: '關閉需求' }).click();
    await page.getByRole('dialog', { name: '關閉這個需求？' }).getByRole('button', { name: '確定關閉' }).click();
    // The result is a status modal that says what closing means and offers a new search.
    const closedModal = page.getByRole('dialog', { name: '需求已關閉' });
    await expect.poll(() => closedModal.count()).toBe(1);
    expect(await closedModal.getByRole('button', { name: '找其他服務' }).count()).toBe(1);
    await closedModal.getByRole('button', { name: '我知道了' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.locator('.quote-list__header').innerText()).toContain('已關閉');
    expect(await page.getByRole('button', { name: '關閉需求' }).count()).toBe(0);
    const closed = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${newest.id}.json`, { token });
    expect(closed.json.quote_request.is_closed).toBe(1);
    expect(browser.errors).toEqual([]);
  });

  it('shows the empty state with a way to start a request', async () => {
    const { page } = browser;
    const fresh = await createVerifiedUser('projects', { first_name: '怡君', last_name: '林' });
    await browser.context.addCookies([{ name: 'session_token', value: fresh, url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard/projects`);
    await expect.poll(() => page.getByRole('heading', { name: '您還沒有發出任何需求' }).count()).toBe(1);
    const start = page.locator('.empty-state').getByRole('link', { name: '開始發需求' });
    expect(await start.getAttribute('href')).toBe('/genre/all');
    await browser.context.addCookies([{ name: 'session_token', value: token, url: baseUrl }]);
  });
});
