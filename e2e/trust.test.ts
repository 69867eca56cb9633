import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { answersFor, api, apiKey, baseUrl, clientIp, createVerifiedUser, eventually } from './support';

// A city and category no other browser test uses, so the leads here are this file's own.
const CITY = '嘉義縣';
const DISTRICT = '太保市';
const CATEGORY = 'aircon-cleaning';

interface BidAnswer {
  quote_bid: { id: number; quote_status_id: number; quote_service_id: number };
}

/** Uploads a service logo the way the editor does (multipart, one file). */
async function uploadLogo(token: string, serviceId: number) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${baseUrl}/api/quote_services/upload_logo/${serviceId}.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'X-Session-Token': token, 'X-Forwarded-For': clientIp() },
    body: form,
  });
  expect(res.status).toBe(200);
}

/** Trust content at 390x844: reviews, payment method, points, profile counters, footer pages. */
describe('trust content on a phone', () => {
  let pro: Browser;
  let consumer: Browser;
  let guest: Browser;
  let proToken: string;
  let consumerToken: string;
  let serviceId: number;

  beforeAll(async () => {
    [pro, consumer, guest] = await Promise.all([openBrowser({ mobile: true }), openBrowser({ mobile: true }), openBrowser({ mobile: true })]);
    proToken = await createVerifiedUser('trust', { first_name: '信義', last_name: '黃', service_category: CATEGORY, service_city: CITY });
    consumerToken = await createVerifiedUser('trust', { first_name: '雅婷', last_name: '吳' });
    const services = await api<Record<string, unknown>>('/quote_services/index.json', { token: proToken });
    const list = Object.values(services.json).find(Array.isArray) as { id: number }[];
    serviceId = list[0]!.id;
    // A complete profile, as the editor asks for it: how the pro serves, a description and a picture.
    const edited = await api(`/quote_services/edit/${serviceId}.json`, {
      token: proToken,
      body: { is_service_professional_travels_to_me: 1, description: '十年冷氣清洗經驗，拆洗內外機、消毒除臭，施工後附三個月保固，價格透明不追加。' },
    });
    expect(edited.status).toBe(200);
    await uploadLogo(proToken, serviceId);
    expect((await api(`/quote_services/change_status/profile_ready/${serviceId}.json`, { token: proToken, body: {} })).status).toBe(200);
    await signInBrowser(pro, proToken, 'pro');
    await signInBrowser(consumer, consumerToken, 'consumer');
  });
  afterAll(async () => {
    await Promise.all([pro.close(), consumer.close(), guest.close()]);
  });

  it('the free-credits page and the lead list count a complete profile alike', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/free-credits`);
    // Phone verified and profile complete: two tasks done (neither claimed yet).
    await eventually(() => page.getByText(/^已完成 2 \/ 4 項/).count()).toBe(1);
    const task = page.locator('li', { has: page.getByRole('heading', { name: '完成專家檔案' }) });
    await eventually(() => task.getByText('已完成，可領取').count()).toBe(1);
    // The period free credit lasts is stated, with the welcome credit's expiry day.
    await eventually(() => page.getByText(/自發放日起 180 天內有效/).count()).toBe(1);
    await eventually(() => page.getByText(/您有 300 點免費點數將於 \d{4}-\d{2}-\d{2} 到期。/).count()).toBe(1);

    await page.goto(`${baseUrl}/dashboard/requests`);
    await eventually(() => page.getByRole('heading', { name: '目前沒有符合的案件' }).count() || page.locator('article.work-card').count()).toBeGreaterThan(0);
    // The profile is complete, so the lead list does not ask for it (onboarding steps were never walked).
    await new Promise((r) => setTimeout(r, 500));
    expect(await page.getByRole('heading', { name: '完成您的專家檔案' }).count()).toBe(0);
    expect(pro.errors).toEqual([]);
  });

  it('the wallet shows points as 點 from the first visit, and the code payment confirmation names the method chosen', async () => {
    const { page } = pro;
    // A saved card, remembered as the default choice.
    const prime = await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/30', ccv: '123' }),
    });
    const primeBody = (await prime.json()) as { card: { prime: string } };
    expect((await api('/new/v1/tap_pay/bind_card.json', { token: proToken, body: { prime: primeBody.card.prime } })).status).toBe(200);

    await page.goto(`${baseUrl}/dashboard/credit`);
    await eventually(() => page.getByTestId('wallet-balance').innerText()).toBe('300 點');
    // The welcome credit is in the history from the first visit, in points.
    const welcome = page.locator('.ledger__row', { hasText: '新專家贈點' });
    await eventually(() => welcome.count()).toBe(1);
    expect(await welcome.innerText()).toContain('+300 點');
    expect(await welcome.innerText()).toContain('餘額 300 點');

    await page.goto(`${baseUrl}/dashboard/pricing/amount-600`);
    await eventually(() => page.getByText('您將支付 NT$600，可得 600 點。').count()).toBe(1);
    await page.getByRole('radio', { name: /超商代碼繳費/ }).check();
    await page.getByRole('button', { name: '下一步：確認付款' }).click();
    const dialog = page.getByRole('dialog', { name: '確認付款' });
    await eventually(() => dialog.count()).toBe(1);
    const how = dialog.locator('dt', { hasText: '付款方式' }).locator('xpath=following-sibling::dd');
    expect(await how.innerText()).toBe('超商代碼繳費');
    expect(await dialog.innerText()).not.toContain('4242');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(pro.errors).toEqual([]);
  });

  it('a 300-character review posts and shows on the pro’s page', async () => {
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`);
    const category = found.json.quote_category;
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '中正路 1 號',
        city: CITY,
        district: DISTRICT,
        description: `客廳與臥室冷氣要清洗 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    const requestId = posted.json.quote_request.id;
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: proToken });
    const bidId = leads.json.quote_bids.find((b) => b.quote_request_id === requestId)?.id;
    if (!bidId) throw new Error('the pro did not get the lead');
    expect((await api<BidAnswer>(`/quote_bids/change_status/rating/${bidId}.json`, { token: proToken, body: { rating_type: 'flat', flat_rate_at: 2400 } })).status).toBe(200);
    expect((await api(`/quote_bids/change_status/hired/${bidId}.json`, { token: consumerToken, body: { date: '2026-12-05', time: '14:00' } })).status).toBe(200);
    expect((await api(`/quote_bids/change_status/completed/${bidId}.json`, { token: proToken, body: { confirm_early: 1 } })).status).toBe(200);

    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/projects/quote/${bidId}`);
    await eventually(() => page.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await page.getByRole('button', { name: '留下評價' }).click();
    const review = page.getByRole('dialog');
    await review.locator('label', { hasText: '5 顆星' }).click();
    const text = `師傅準時到場，先說明清洗流程與價格，拆下濾網與面板仔細清洗，內機用高壓水柱沖洗後還檢查排水管。${'每個步驟都拍照給我看，收尾也把地板擦乾淨，非常專業細心，推薦給大家。'.repeat(8)}`.slice(0, 300);
    expect([...text].length).toBe(300);
    await review.getByLabel('評價內容（選填）').fill(text);
    await eventually(() => review.getByText('300 / 1000 字').count()).toBe(1);
    await review.getByRole('button', { name: '送出評價' }).click();
    await eventually(() => page.getByText('您已評價過這位專家，謝謝您的回饋！').count()).toBe(1);

    await page.goto(`${baseUrl}/service/${serviceId}`);
    await eventually(() => page.getByText(text).count()).toBe(1);
    expect(consumer.errors).toEqual([]);
  });

  it('every footer link opens a real page with a heading, and the sign-up note links the terms and the privacy notice', async () => {
    const { page } = guest;
    await page.goto(`${baseUrl}/`);
    const hrefs = await page.locator('footer.site-footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(19);
    for (const href of hrefs) {
      const res = await page.goto(`${baseUrl}${href}`);
      expect({ href, status: res?.status() }).toEqual({ href, status: 200 });
      expect((await page.locator('h1').first().innerText()).trim(), href).not.toBe('');
    }
    await page.goto(`${baseUrl}/content/privacy`);
    await eventually(() => page.getByRole('heading', { name: '五、您的權利（個人資料保護法第 3 條）' }).count()).toBe(1);

    await page.goto(`${baseUrl}/signup`);
    const note = page.locator('.form__note', { hasText: '註冊即表示您同意' });
    await eventually(() => note.count()).toBe(1);
    expect(await note.getByRole('link', { name: '服務條款' }).getAttribute('href')).toBe('/content/terms');
    expect(await note.getByRole('link', { name: '隱私權政策' }).getAttribute('href')).toBe('/content/privacy');
    expect(guest.errors).toEqual([]);
  });
});
