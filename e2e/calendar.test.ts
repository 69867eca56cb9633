import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../src/domain/calendar';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { taipeiDateKey } from '../src/domain/time';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

// A city of its own, so pros of the other browser tests are not matched to this request.
const CITY = '新竹市';
const DISTRICT = '東區';

describe('the calendar: a pro sets hours and a pause, a consumer books a free slot, the pro sees it', () => {
  let consumer: Browser;
  let pro: Browser;
  let consumerToken: string;
  let serviceId: number;

  beforeAll(async () => {
    [consumer, pro] = await Promise.all([openBrowser({ mobile: true }), openBrowser({ mobile: true })]);
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/leak-repair.json');
    const category = found.json.quote_category;
    const proToken = await createVerifiedUser('calendar', { first_name: '志明', last_name: '陳', service_category: 'leak-repair', service_city: CITY });
    consumerToken = await createVerifiedUser('calendar', { first_name: '淑芬', last_name: '張' });
    const services = await api<{ quote_services: { id: number }[] }>('/calendar/index.json', { token: proToken });
    serviceId = services.json.quote_services[0]!.id;

    // The consumer asks and the pro quotes: a booking belongs to a quote from this pro.
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: CITY,
        district: DISTRICT,
        description: `浴室天花板漏水 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'nextWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:4.json', { token: proToken });
    const lead = leads.json.quote_bids.find((b) => b.quote_request_id === posted.json.quote_request.id);
    if (!lead) throw new Error('the pro did not get the lead');
    // The pro buys credit by card through the sandbox gateway, then quotes (the fee comes off the wallet).
    const primeAnswer = await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/30', ccv: '123' }),
    });
    const prime = ((await primeAnswer.json()) as { card: { prime: string } }).card.prime;
    const paid = await api('/new/v1/tap_pay/pay_by_prime.json', { token: proToken, body: { prime, amount: 500, idempotency_key: `calendar-${Date.now()}` } });
    expect(paid.status).toBe(200);
    const quoted = await api(`/quote_bids/change_status/rating/${lead.id}.json`, { token: proToken, body: { rating_type: 'flat', flat_rate_at: 3500 } });
    expect(quoted).toMatchObject({ status: 200 });

    await signInBrowser(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await consumer.close();
    await pro.close();
  });

  it('goes from hours and a pause to a booking on the pro’s week', async () => {
    const today = taipeiDateKey(new Date());
    const pausedDay = addDays(today, 2);
    const bookedDay = addDays(today, 3);

    // The pro opens mornings and noons every day, and pauses one whole day.
    const p = pro.page;
    await p.goto(`${baseUrl}/dashboard/calendar/${serviceId}`);
    await eventually(() => p.getByRole('heading', { name: '營業時間' }).count()).toBe(1);
    for (const weekday of ['週一', '週二', '週三', '週四', '週五', '週六', '週日']) {
      const day = p.getByRole('group', { name: weekday });
      await day.getByLabel('上午 09:00-12:00').check();
      await day.getByLabel('下午 12:00-15:00').check();
    }
    await p.getByRole('button', { name: '儲存營業時間' }).click();
    await eventually(() => p.getByText('營業時間已儲存。').count()).toBe(1);

    await p.getByLabel('開始日期').fill(pausedDay);
    await p.getByLabel('開始時間', { exact: true }).selectOption('00');
    await p.getByLabel('開始時間（分）').selectOption('00');
    await p.getByLabel('結束日期').fill(pausedDay);
    await p.getByLabel('結束時間', { exact: true }).selectOption('23');
    await p.getByLabel('結束時間（分）').selectOption('59');
    await p.getByLabel('標題（選填）').fill('進修課程');
    await p.getByRole('button', { name: '新增暫停接案' }).click();
    await eventually(() => p.locator('.cal-pause').filter({ hasText: '進修課程' }).count()).toBe(1);

    // A guest picks a free slot; the paused day has none. Signing in comes back to the same slot.
    const c = consumer.page;
    await c.goto(`${baseUrl}/service/${serviceId}/reserve`);
    const [, pm, pd] = pausedDay.split('-').map(Number);
    await eventually(() => c.getByRole('button', { name: new RegExp(`^${pm}/${pd}（`) }).innerText()).toContain('無空檔');
    const [, bm, bd] = bookedDay.split('-').map(Number);
    await c.getByRole('button', { name: new RegExp(`^${bm}/${bd}（`) }).click();
    await c.getByRole('button', { name: /上午/ }).click();
    const login = c.getByRole('link', { name: '登入後預約' });
    await eventually(() => login.count()).toBe(1);
    const href = (await login.getAttribute('href')) ?? '';
    const from = new URL(href, baseUrl).searchParams.get('from') ?? '';
    expect(from).toContain(`/service/${serviceId}/reserve?`);
    expect(from).toContain(`date=${bookedDay}`);

    await signInBrowser(consumer, consumerToken, 'consumer');
    // Signed in, the bookings list is empty at first (a dashboard page also tells public pages to ask who is signed in).
    await c.goto(`${baseUrl}/dashboard/appointment`);
    await eventually(() => c.getByText('還沒有任何預約').count()).toBe(1);
    await c.goto(`${baseUrl}${from}`);
    await eventually(() => c.getByRole('button', { name: /上午/, pressed: true }).count()).toBe(1);
    await c.getByLabel('給專家的備註（選填）').fill('請按一樓電鈴');
    await c.getByRole('button', { name: '確認預約' }).click();
    await eventually(() => c.getByRole('heading', { level: 1, name: '預約詳情' }).count()).toBe(1);
    await eventually(() => c.getByText('已預約').count()).toBe(1);
    expect(await c.locator('.appt-detail').innerText()).toContain('09:00–12:00');

    // The booking shows on the pro's week (the next week's when it falls there), the consumer's
    // name masked: only the consumer's own hire of a quote reveals it to the pro.
    await p.reload();
    await eventually(() => p.getByRole('heading', { name: '營業時間' }).count()).toBe(1);
    if (mondayOf(bookedDay) !== mondayOf(today)) await p.getByRole('button', { name: '下一週' }).click();
    await eventually(() => p.locator('.cal-item--reserve').filter({ hasText: '09:00–12:00 預約：張○○' }).count()).toBe(1);
    if (mondayOf(pausedDay) === mondayOf(bookedDay)) {
      expect(await p.locator('.cal-item--pause').filter({ hasText: '進修課程' }).count()).toBeGreaterThan(0);
    }
    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });
});
