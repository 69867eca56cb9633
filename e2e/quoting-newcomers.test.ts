// Quoting as a pro on a phone, for pros who cannot quote yet: an unverified phone, too little
// credit, and what the pro landing page promises them.
import { describe, expect, it } from 'vitest';
import { leadOf, PRO, preview, quotingSuite, view } from './quoting.support';
import { api, baseUrl, clientIp, createVerifiedUser, eventually, readOutbox } from './support';

describe('quoting as a pro on a phone: fees, phone, credit, pay-on-contact and lists', () => {
  const { browser, post, signInAs } = quotingSuite();
  const stamp = Date.now();

  it('asks an unverified pro to verify his phone inline before the fee sheet, and keeps the quote he typed', async () => {
    const ip = clientIp();
    const signup = await api<{ session_id: string }>('/users/sign_up.json', {
      ip,
      body: { User: { email: `quoting-unverified-${stamp}@example.com`, password: 'secret123', first_name: '家豪', last_name: '李', ...PRO } },
    });
    expect(signup.status).toBe(200);
    const token = signup.json.session_id;
    const bidId = await leadOf(token, await post(`浴室抽風機與冷氣 ${stamp}`));

    await signInAs(token);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('2800');
    await page.getByLabel('報價說明').fill('含基本安裝與保固');
    await page.getByRole('button', { name: '送出報價' }).click();

    const sheet = page.getByRole('dialog', { name: '驗證手機後即可送出報價' });
    await eventually(() => sheet.count()).toBe(1);
    expect(await page.getByRole('dialog', { name: '確認送出報價' }).count()).toBe(0);
    const digits = String(stamp).slice(-8);
    await sheet.getByLabel('手機號碼').fill(`09${digits}`);
    await sheet.getByRole('button', { name: '傳送驗證碼' }).click();
    let code: string | undefined;
    await eventually(async () => {
      const outbox = await readOutbox(`+8869${digits}`);
      code = /(?<!\w)(\d{6})(?!\w)/.exec(outbox.messages.at(-1)?.body ?? '')?.[1];
      return code !== undefined;
    }).toBe(true);
    await sheet.getByLabel('驗證碼').fill(code!);
    await sheet.getByRole('button', { name: '驗證並繼續報價' }).click();

    // Verified, the fee sheet follows, and the quote is as he typed it.
    const confirm = page.getByRole('dialog', { name: '確認送出報價' });
    await eventually(() => confirm.count()).toBe(1);
    expect(await page.getByLabel('報價金額（新台幣元）').inputValue()).toBe('2800');
    expect(await page.getByLabel('報價說明').inputValue()).toBe('含基本安裝與保固');
    expect(await confirm.innerText()).toContain('48 小時內未查看');
    await confirm.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.locator('.lead__price').count()).toBe(1);
    expect(await page.locator('.lead__price').innerText()).toBe('NT$2,800');
    // m7: the update form says an update costs nothing.
    expect(await page.locator('.quote-resend').innerText()).toContain('更新報價不會再扣點');
    expect(await page.getByRole('button', { name: '送出更新報價' }).count()).toBe(1);
    expect((await view(token, bidId)).quote_status_id).toBe(2);
  });

  it('opens the price view instead of the fee sheet for a pro with too little credit', async () => {
    const poor = await createVerifiedUser('quoting', { first_name: '淑惠', last_name: '陳', ...PRO });
    // Ten machines: the fee is past the welcome credit.
    const requestId = await post(`整棟冷氣安裝 ${stamp}`, '10');
    const bidId = await leadOf(poor, requestId);
    const costs = await preview(poor, bidId);
    expect(costs.fee).toBeGreaterThan(costs.balance);

    await signInAs(poor);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => page.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await page.getByLabel('報價金額（新台幣元）').fill('30000');
    await page.getByRole('button', { name: '送出報價' }).click();
    const priceView = page.getByRole('dialog', { name: '點數不足' });
    await eventually(() => priceView.count()).toBe(1);
    expect(await priceView.innerText()).toContain(`還差 ${(costs.fee - costs.balance).toLocaleString('en-US')} 點`);
    expect(await page.getByRole('dialog', { name: '確認送出報價' }).count()).toBe(0);
    const buy = priceView.getByRole('link', { name: '購買點數' });
    expect(await buy.getAttribute('href')).toBe(`/dashboard/pricing?from=${encodeURIComponent(`/dashboard/requests/${bidId}`)}`);
    const box = await buy.boundingBox();
    expect(box && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect((await view(poor, bidId)).quote_sent_on).toBeNull();
  });

  it('states pricing, the welcome credit and the 48-hour refund on the pro landing page', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    await page.goto(`${baseUrl}/pro`);
    const pricing = page.locator('section[aria-labelledby="pricing-heading"]');
    await eventually(() => pricing.count()).toBe(1);
    const text = await pricing.innerText();
    expect(text).toContain('每次報價 20–400 點');
    expect(text).toContain('新專家送 300 點');
    expect(text).toContain('48 小時未讀全額退點');
    expect(text).toContain('每個需求最多 5 位專家報價');
    expect(text).toContain('聯繫才付費');
  });
});
