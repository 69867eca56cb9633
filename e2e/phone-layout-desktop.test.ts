// The phone layout's desktop cases: 需現場估價 on one line, and a toast that leaves the composer's
// 送出訊息 button free.
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { placeOf, seedPhoneLayout } from './phone-layout.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

describe('the phone layout at 390×844', () => {
  let consumerToken: string;
  let categorySlug: string;

  beforeAll(async () => {
    ({ consumerToken, categorySlug } = await seedPhoneLayout());
  });

  it('on a desktop, keeps 需現場估價 on one line and a toast off the 送出訊息 button', async () => {
    // A request of its own, quoted by a pro of its own: the first request was closed to the other
    // pros when the consumer hired, and their welcome credit went on the first quote.
    const deskProToken = await createVerifiedUser('phone', { first_name: '建宏', last_name: '林', service_category: categorySlug, service_city: '彰化縣' });
    const category = (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${categorySlug}.json`)).json.quote_category;
    const second = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: '彰化縣',
        district: '員林市',
        description: `客廳也要裝一台分離式冷氣，平日下午施工 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [3] },
      },
    });
    expect(second.status).toBe(200);
    const secondId = second.json.quote_request.id;
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: deskProToken });
    const secondBidId = leads.json.quote_bids.find((b) => b.quote_request_id === secondId)?.id;
    expect(secondBidId).toBeDefined();
    const quotedAgain = await api(`/quote_bids/change_status/rating/${secondBidId}.json`, {
      token: deskProToken,
      body: { rating_type: 'flat', flat_rate_at: 3600, price_note: '含安裝、銅管五米與舊機回收，保固一年' },
    });
    expect(quotedAgain.status).toBe(200);
    const desk = await openBrowser();
    try {
      await signInBrowser(desk, deskProToken, 'pro');
      const { page } = desk;
      await page.goto(`${baseUrl}/dashboard/requests/${secondBidId}`);
      const onSite = page.locator('.quote-form__type', { hasText: '需現場估價' });
      await eventually(() => onSite.count()).toBe(1);
      const lines = await onSite.evaluate((el) => {
        const text = el.querySelector('span');
        if (!text) return 0;
        return Math.round(text.getBoundingClientRect().height / (Number.parseFloat(getComputedStyle(text).lineHeight) || 24));
      });
      expect(lines).toBe(1);

      // The consumer turns the quote down; the toast that says so leaves the composer's button free.
      await desk.context.clearCookies();
      await signInBrowser(desk, consumerToken, 'consumer');
      await page.goto(`${baseUrl}/dashboard/projects/quote/${secondId}/${secondBidId}`);
      await eventually(() => page.getByRole('button', { name: '婉拒報價' }).count()).toBe(1);
      await page.getByRole('button', { name: '婉拒報價' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '確認婉拒' }).click();
      await eventually(() => page.locator('.toast').count()).toBe(1);
      const send = page.getByRole('button', { name: '送出訊息' });
      // The composer near the bottom of the window, where a person typing has it.
      await send.evaluate((el) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - (window.innerHeight - 60));
      });
      expect(await page.locator('.toast').count()).toBe(1);
      expect(await placeOf(send)).toMatchObject({ tappable: true });
      expect(desk.errors).toEqual([]);
    } finally {
      await desk.close();
    }
  });
});
