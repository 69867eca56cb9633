// The safety payment screens at 390×844 against the real server: the pro's request form from a
// hired job (refused here, as a pro without an approved charge application is), the consumer's
// empty list, and an unknown guest link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, openPhone, type Phone, seedPhoneLayout, signIn } from './phone-layout.support';
import { api, baseUrl, eventually } from './support';

describe('the safety payment screens at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let guest: Phone;
  let bidId: number;

  beforeAll(async () => {
    [consumer, pro, guest] = await Promise.all([openPhone(), openPhone(), openPhone()]);
    const seed = await seedPhoneLayout();
    bidId = seed.bidId;
    const quoted = await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: seed.proToken, body: { rating_type: 'flat', flat_rate_at: 3600 } });
    expect(quoted.status).toBe(200);
    const hired = await api(`/quote_bids/change_status/hired/${bidId}.json`, { token: seed.consumerToken, body: { date: '2026-12-05', time: '14:00' } });
    expect(hired.status).toBe(200);
    await signIn(consumer, seed.consumerToken, 'consumer');
    await signIn(pro, seed.proToken, 'pro');
  });
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close(), guest?.close()]);
  });

  it("opens the request form from the hired job, shows the server's refusal, and fits the screen", async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await page.getByRole('link', { name: '發起安心付款' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/dashboard/safety-payments/${bidId}/new`);
    await page.getByLabel('請款金額（NT$）').fill('1200');
    await page.getByLabel('請款品項').fill('冷氣安裝\n銅管五米');
    await page.getByLabel('付款期限').fill('2026-12-20');
    await page.getByRole('checkbox', { name: '分階段撥款' }).check();
    await expectNoSidewaysScroll(page, 'request form');
    await page.getByRole('checkbox', { name: '分階段撥款' }).uncheck();
    await page.getByRole('button', { name: '確認內容' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '送出請款' }).click();
    await eventually(() => page.getByText('您的收款申請尚未通過審核，通過後才能發出安心付款請求。').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'request form refused');
  });

  it('shows the consumer an empty list and a guest an unknown link, on the screen width', async () => {
    await consumer.page.goto(`${baseUrl}/dashboard/safety-payments`);
    await eventually(() => consumer.page.getByText('還沒有安心付款').count()).toBe(1);
    await expectNoSidewaysScroll(consumer.page, 'list');
    await guest.page.goto(`${baseUrl}/guest/safety-payment/${'c'.repeat(32)}`);
    await eventually(() => guest.page.getByText('找不到這筆安心付款，或您沒有權限查看。').count()).toBe(1);
    await expectNoSidewaysScroll(guest.page, 'guest link');
  });
});
