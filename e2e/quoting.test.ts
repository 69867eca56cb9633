// Quoting as a pro on a phone, one pro's way through: the fee on the lead, pay-on-contact and its
// template, a hire reported from outside, the job lists, and the consumer reaching the pro.
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteTemplate } from '../src/web/features/works/api/works';
import { leadOf, PRO, preview, quotingSuite, view } from './quoting.support';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

describe('quoting as a pro on a phone: fees, phone, credit, pay-on-contact and lists', () => {
  const { browser, session, post, signInAs } = quotingSuite();
  let consumerToken: string;
  let proA: string;
  let proB: string;
  const stamp = Date.now();

  beforeAll(async () => {
    ({ consumerToken } = session);
    proA = await createVerifiedUser('quoting', { first_name: '志明', last_name: '張', ...PRO });
    proB = await createVerifiedUser('quoting', { first_name: '建宏', last_name: '王', ...PRO });
  });

  let firstRequest: number;

  it('shows the fee and the quotes so far out of the cap on the lead card, which opens from anywhere, and on the lead', async () => {
    firstRequest = await post(`客廳冷氣安裝 ${stamp}`);
    const quoted = await api(`/quote_bids/change_status/rating/${await leadOf(proB, firstRequest)}.json`, {
      token: proB,
      body: { rating_type: 'flat', flat_rate_at: 3000, price_note: '含安裝' },
    });
    expect(quoted.status).toBe(200);
    const bidId = await leadOf(proA, firstRequest);
    const { fee } = await preview(proA, bidId);
    expect(fee).toBeGreaterThan(0);

    await signInAs(proA);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests`);
    const card = page.locator(`article.work-card[data-bid-id="${bidId}"]`);
    await eventually(() => card.count()).toBe(1);
    expect(await card.innerText()).toContain(`報價費用 ${fee.toLocaleString('en-US')} 點`);
    expect(await card.innerText()).toContain('已有 1 位報價 / 上限 5');
    // A tap on the description, not the title link, opens the lead.
    await card.locator('.work-card__excerpt').click();
    await page.waitForURL(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.locator('.lead-figures').count()).toBe(1);
    expect(await page.locator('.lead-figures').innerText()).toContain(`報價費用 ${fee.toLocaleString('en-US')} 點`);
    expect(await page.locator('.lead-figures').innerText()).toContain('已有 1 位報價 / 上限 5');
    // Opening the lead marks it read (the Unread list below counts on it).
    await eventually(async () => (await view(proA, bidId)).is_provider_readed).toBe(1);
  });

  let contactRequest: number;
  let contactBid: number;

  it('sends a pay-on-contact quote (a card first, code 2 says so), remembers the choice in a template, then switches to paying now', async () => {
    contactRequest = await post(`聯繫才付費的冷氣 ${stamp}`);
    contactBid = await leadOf(proA, contactRequest);
    const before = await preview(proA, contactBid);

    await signInAs(proA);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${contactBid}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('3200');
    await page.getByRole('radio', { name: '聯繫才付費' }).check();
    expect(await page.locator('.quote-pay').innerText()).toContain(`顧客第一次聯繫您（來電或回覆訊息）時才扣除 ${before.fee.toLocaleString('en-US')} 點`);
    expect(await page.locator('.quote-pay').innerText()).toContain('48 小時內未查看報價，點數全額退還');

    // The choice is kept with a template saved from the form.
    await page.getByRole('button', { name: '存為範本' }).click();
    await page.getByLabel('範本名稱').fill(`聯繫才付費 ${stamp}`);
    await page.getByRole('button', { name: '儲存範本' }).click();
    await eventually(async () => (await api<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { token: proA })).json.quote_templates.length).toBe(1);
    const templates = (await api<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { token: proA })).json.quote_templates;
    expect(templates[0]).toMatchObject({ display_name: `聯繫才付費 ${stamp}`, is_contact_charge: 1 });

    // Without a card, pay-on-contact is refused with code 2, said plainly with the next steps.
    await page.getByRole('button', { name: '送出報價' }).click();
    const confirm = page.getByRole('dialog', { name: '確認送出報價' });
    await eventually(() => confirm.count()).toBe(1);
    expect(await confirm.innerText()).toContain('您選擇聯繫才付費');
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByText('聯繫才付費需要先綁定信用卡').count()).toBe(1);
    expect(await page.getByRole('link', { name: '綁定信用卡' }).getAttribute('href')).toBe('/dashboard/credit?card=new');
    expect(await page.getByRole('button', { name: '改為立即付費' }).count()).toBe(1);

    // With a card bound, it goes, and nothing is taken yet.
    const config = await api<{ prime_url: string }>('/new/v1/tap_pay/config.json', { token: proA });
    const prime = (await (
      await fetch(`${baseUrl}${config.json.prime_url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: '4242424242424242', expiry: '01/31', ccv: '987' }),
      })
    ).json()) as { card: { prime: string } };
    const bound = await api('/new/v1/tap_pay/bind_card.json', { token: proA, body: { prime: prime.card.prime } });
    expect(bound.status).toBe(200);
    const afterCard = await preview(proA, contactBid);
    await page.getByRole('button', { name: '送出報價' }).click();
    await eventually(() => confirm.count()).toBe(1);
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.locator('.lead__price').count()).toBe(1);
    const sent = await view(proA, contactBid);
    expect(sent).toMatchObject({ is_contact_charge: 1, fee_amount: null, quote_status_id: 2 });
    expect((await preview(proA, contactBid)).balance).toBe(afterCard.balance);

    // switch_to_manual_quote: pay now instead, after a confirmation.
    const panel = page.locator('section.quote-switch');
    await eventually(() => panel.count()).toBe(1);
    await panel.getByRole('button', { name: '改為立即付費' }).click();
    const ask = page.getByRole('dialog', { name: '改為立即付費？' });
    await eventually(() => ask.count()).toBe(1);
    expect(await ask.innerText()).toContain(`現在扣除 ${before.fee.toLocaleString('en-US')} 點`);
    await ask.getByRole('button', { name: '確認扣點' }).click();
    await eventually(async () => (await view(proA, contactBid)).fee_amount).toBe(before.fee);
    await eventually(() => panel.count()).toBe(0);
    expect((await preview(proA, contactBid)).balance).toBe(afterCard.balance - before.fee);

    // Another lead: applying the template brings its pay mode back.
    const next = await post(`另一台冷氣 ${stamp}`);
    const nextBid = await leadOf(proA, next);
    await page.goto(`${baseUrl}/dashboard/requests/${nextBid}`);
    await eventually(() => page.getByLabel('套用報價範本').count()).toBe(1);
    expect(await page.getByRole('radio', { name: '立即付費' }).isChecked()).toBe(true);
    await page.getByLabel('套用報價範本').selectOption({ label: `聯繫才付費 ${stamp}` });
    expect(await page.getByRole('radio', { name: '聯繫才付費' }).isChecked()).toBe(true);
    expect(await page.getByLabel('報價金額（新台幣元）').inputValue()).toBe('3200');
  });

  it('reports a hire made outside the site with self_hire', async () => {
    const { page } = browser;
    await signInAs(proA);
    await page.goto(`${baseUrl}/dashboard/requests/${contactBid}`);
    await eventually(() => page.getByRole('button', { name: '回報已受雇' }).count()).toBe(1);
    await page.getByRole('button', { name: '回報已受雇' }).click();
    const ask = page.getByRole('dialog', { name: '回報顧客已雇用您？' });
    await eventually(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: '確認已受雇' }).click();
    await eventually(() => page.locator('.lead__header').innerText()).toContain('已雇用');
    expect((await view(proA, contactBid)).quote_status_id).toBe(3);
  });

  it('lists Lead, Unread, Send and Search (by keyword) among the jobs', async () => {
    const unreadRequest = await post(`未讀的冷氣需求 ${stamp}`);
    const unreadBid = await leadOf(proA, unreadRequest);
    const readBid = await leadOf(proA, firstRequest);
    const { page } = browser;
    await signInAs(proA);
    const cardOf = (id: number) => page.locator(`article.work-card[data-bid-id="${id}"]`);
    // The list shown holds these leads and not those (polled, so a list still on its way does not count).
    const shows = (present: number[], absent: number[]) =>
      eventually(async () => {
        if ((await page.locator('.works__loading').count()) > 0) return false;
        const here = await Promise.all(present.map((id) => cardOf(id).count()));
        const gone = await Promise.all(absent.map((id) => cardOf(id).count()));
        return here.every((n) => n === 1) && gone.every((n) => n === 0);
      }).toBe(true);

    await page.goto(`${baseUrl}/dashboard/works?tab=inProgress&page=1`);
    await page.getByRole('tab', { name: '新案件' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=lead&page=1`);
    await shows([unreadBid, readBid], [contactBid]);

    await page.getByRole('tab', { name: '未讀' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=unread&page=1`);
    await shows([unreadBid], [readBid]);

    await page.getByRole('tab', { name: '待報價' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=send&page=1`);
    await shows([readBid], [contactBid]);

    await page.getByRole('tab', { name: '搜尋' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/works?tab=search&page=1`);
    await page.getByLabel('搜尋需求內容或服務類別').fill('聯繫才付費的冷氣');
    await page.getByRole('tabpanel', { name: '搜尋' }).getByRole('button', { name: '搜尋', exact: true }).click();
    await page.waitForURL(/tab=search&page=1&q=/);
    await shows([contactBid], [readBid, unreadBid]);
  });

  it('opens the ways to reach the pro from 聯繫專家 instead of a bare toast', async () => {
    const bidB = await leadOf(proB, firstRequest);
    const { page } = browser;
    await signInAs(consumerToken, 'consumer');
    await page.goto(`${baseUrl}/dashboard/projects/quote/${bidB}`);
    await eventually(() => page.getByRole('button', { name: '聯繫專家' }).count()).toBe(1);
    await page.getByRole('button', { name: '聯繫專家' }).click();
    const sheet = page.getByRole('dialog', { name: /^聯繫/ });
    await eventually(() => sheet.count()).toBe(1);
    await eventually(() => sheet.getByRole('link', { name: /^撥打電話 09\d{2}-\d{3}-\d{3}$/ }).count()).toBe(1);
    await sheet.getByRole('button', { name: '傳訊息給專家' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.closest('.conversation') !== null)).toBe(true);
  });
});
