// A voice appointment between a consumer and a pro with a quote between them: proposed by the
// consumer in the conversation, accepted by the pro, drawn on his calendar, cancelled by him with a
// reason, and the cancellation seen on both sides. Two phone-sized browsers (390x844).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taipeiDateKey, toTaipeiParts } from '../src/domain/time';
import { type Browser, openBrowser } from './browser';
import { quotedPair } from './pair.support';
import { api, baseUrl, eventually } from './support';

describe('voice appointments', () => {
  let consumer: Browser;
  let pro: Browser;
  let proToken: string;
  let requestId: number;
  let bidId: number;
  let serviceId: number;

  beforeAll(async () => {
    [consumer, pro] = await Promise.all([openBrowser({ mobile: true }), openBrowser({ mobile: true })]);
    // A city of its own, so no other browser test's pro gets this request.
    ({ proToken, requestId, bidId } = await quotedPair(consumer, pro, {
      prefix: 'voiceappt',
      city: '連江縣',
      district: '南竿鄉',
      address: '介壽村 1 號',
      category: 'aircon-installation',
      consumer: { first_name: '淑芬', last_name: '張' },
      pro: { first_name: '志明', last_name: '陳' },
      description: '冷氣安裝想先通電話',
      when: { day_label: 'nextWeek', day_slots: [3] },
      quote: { rating_type: 'flat', flat_rate_at: 4800 },
    }));
    serviceId = (await api<{ quote_services: { id: number }[] }>('/calendar/index.json', { token: proToken })).json.quote_services[0]!.id;
  });
  afterAll(async () => {
    await consumer.close();
    await pro.close();
  });

  it('is proposed by the consumer, accepted by the pro, drawn on his calendar and cancelled, both sides seeing it', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = taipeiDateKey(tomorrow);
    const c = consumer.page;
    await c.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await c.getByRole('button', { name: '預約語音通話時間' }).click();
    await c.getByLabel('通話日期').fill(day);
    await c.getByLabel('通話時間', { exact: true }).selectOption('10');
    await c.getByLabel('通話時間（分）').selectOption('30');
    await c.getByLabel('備註（選填）').fill('想先了解安裝方式');
    await c.getByRole('button', { name: '送出提議' }).click();
    await eventually(() => c.getByText('等待對方回覆').count()).toBe(1);
    // The step is an entry of the conversation; nothing is wider than the phone.
    await eventually(() => c.locator('.message', { hasText: '提議語音通話時間：' }).count()).toBe(1);
    expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The pro sees the proposal in his conversation and accepts it.
    const p = pro.page;
    await p.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => p.getByText('對方提議了通話時間').count()).toBe(1);
    await eventually(() => p.getByText(`${day} 10:30`, { exact: false }).count()).toBeGreaterThan(0);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.getByRole('button', { name: '接受' }).click();
    await eventually(() => p.getByText('已確定的語音通話').count()).toBe(1);
    // The consumer's open page hears of it live (the entry reloads her list).
    await eventually(() => c.locator('.message', { hasText: '已接受語音通話預約：' }).count()).toBe(1);
    await eventually(() => c.getByText('已確定的語音通話').count()).toBe(1);

    // The pro's calendar draws it on its day.
    await p.goto(`${baseUrl}/dashboard/calendar/${serviceId}`);
    await eventually(() => p.locator('.cal-day').count()).toBe(7);
    if (toTaipeiParts(tomorrow).weekday === 1) await p.getByRole('button', { name: '下一週' }).click();
    const item = p.locator(`#cal-day-${day}`).locator('xpath=..').locator('.cal-item--voice');
    await eventually(() => item.innerText()).toContain('10:30 語音通話');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The pro cancels it, confirming, with a reason; both sides see the cancellation.
    await item.getByRole('link').click();
    await eventually(() => p.getByText('已確定的語音通話').count()).toBe(1);
    await p.getByRole('button', { name: '取消預約' }).click();
    await p.getByLabel('取消原因（選填）').fill('臨時要出差');
    await p.getByRole('button', { name: '確定取消' }).click();
    await eventually(() => p.getByText('已確定的語音通話').count()).toBe(0);
    await eventually(() => p.locator('.message', { hasText: '（原因：臨時要出差）' }).count()).toBe(1);
    await eventually(() => c.locator('.message', { hasText: '已取消語音通話預約：' }).count()).toBe(1);
    await eventually(() => c.getByText('已確定的語音通話').count()).toBe(0);
    await c.reload();
    await eventually(() => c.locator('.message', { hasText: '（原因：臨時要出差）' }).count()).toBe(1);
    await eventually(() => c.getByRole('button', { name: '預約語音通話時間' }).count()).toBe(1);
  });
});
