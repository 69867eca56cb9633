// The 55688life channel on a phone (390x844): a partner user enters with the partner's token, the
// channel's shell shows, a request started in a category from the landing goes out and is listed
// among the person's requests; then an operator finds it counted in the partner's monthly report.
// The shared server runs with the test partners' PARTNERS_FILE (global-setup).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse, QuoteFormFieldResponse } from '../src/domain/catalogue/catalogue.types';
import { lifeToken } from '../src/server/features/partners/partners.test-support';
import { type Browser, openBrowser } from './browser';
import { signInOperatorOnPage } from './operator';
import { api, baseUrl, clientIp, eventually, pickPlace, readOutbox } from './support';

const SLUG = 'aircon-installation';
const PATIENCE = 20_000;
const IP = clientIp();

/** A date some days ahead on the Taipei calendar, as a date input takes it. */
const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
/** This month on the Taipei calendar (YYYY-MM), the partner report's month. */
const taipeiMonth = () => dateAhead(0).slice(0, 7);

/** Verifies a phone for the session as the person would, with the code from the dev outbox. */
async function verifyPhone(token: string): Promise<void> {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const preauth = await api<{ hash: string }>('/users/verify/phone/preauth.json', { body: { phone: `09${digits}` }, token, ip: IP });
  expect(preauth.status).toBe(200);
  let code: string | undefined;
  await eventually(async () => {
    const { messages } = await readOutbox(`+8869${digits}`);
    code = /(?<!\w)(\d{6})(?!\w)/.exec(messages.at(-1)?.body ?? '')?.[1];
    return code !== undefined;
  }).toBe(true);
  const auth = await api('/users/verify/phone/auth.json', { body: { hash: preauth.json.hash, otp: code }, token, ip: IP });
  expect(auth.status).toBe(200);
}

describe('the 55688life channel on a phone', () => {
  let browser: Browser;
  const questions: QuoteFormFieldResponse[] = [];
  // Requests this file made in the channel: the partner report counts them.
  const made: number[] = [];

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    await browser.context.setExtraHTTPHeaders({ 'X-Forwarded-For': IP });
    const { json } = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${SLUG}.json`);
    questions.push(...json.quote_category.QuoteFormField.filter((f) => f.is_active).sort((a, b) => a.display_order - b.display_order));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function answer(question: QuoteFormFieldResponse) {
    const { page } = browser;
    await eventually(() => page.getByRole('heading', { level: 2 }).first().innerText()).toContain(question.label);
    switch (question.type) {
      case 'single_choice':
        return page.getByRole('radio', { name: question.options[0]!, exact: true }).check();
      case 'multiple_choice':
        return page.getByRole('checkbox', { name: question.options[0]!, exact: true }).check();
      case 'number':
        if (question.options.length > 0) return page.getByRole('radio', { name: '2', exact: true }).check();
        return page.getByRole('textbox', { name: question.label }).fill('2');
      case 'date':
        return page.locator('input[type="date"]').fill(dateAhead(14));
      case 'text':
        return page.getByRole('textbox', { name: question.label }).fill('日立 RAC-40JP');
    }
  }

  it('enters with a 55688life token into its shell, starts a request in a category from the landing and finds it in my requests', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/partner/55688life/enter?token=${await lifeToken(`e2e-life-${Date.now()}`)}`);
    expect(new URL(page.url()).pathname).toBe('/55688life');
    const header = page.locator('.partner-header[data-partner="55688life"]');
    await eventually(() => header.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '回到55688 生活' }).getAttribute('href')).toBe('https://55688life.example/app');
    expect(await page.locator('.site-footer').count()).toBe(0);

    // The channel's partner users verify their phone before a request goes out, as everyone does.
    const token = (await browser.context.cookies(baseUrl)).find((c) => c.name === 'session_token')!.value;
    await verifyPhone(token);
    await page.goto(`${baseUrl}/55688life`);
    await eventually(() => header.isVisible()).toBe(true);
    await eventually(() => page.getByRole('heading', { level: 1, name: '55688 生活服務' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A category from the landing opens the site's request form in the channel.
    await page.locator(`a[href="/55688life/request?category=${SLUG}"]`).click();
    await page.waitForURL(/\/55688life\/request\?category=aircon-installation$/);
    await eventually(() => page.getByRole('heading', { level: 1, name: /冷氣安裝/ }).count()).toBe(1);
    expect(await header.isVisible()).toBe(true);
    const next = () => page.getByRole('button', { name: '下一步' }).click();
    for (const question of questions) {
      await answer(question);
      await next();
    }
    await eventually(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('需要服務的地點在哪裡？');
    await pickPlace(page, { city: '連江縣', district: '北竿鄉' });
    await page.getByLabel('服務地址（路名、巷弄、門牌）').fill('塘岐村 5 號');
    await next();
    await eventually(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('希望什麼時候服務？');
    await page.getByRole('radio', { name: '本週' }).check();
    await page.getByRole('checkbox', { name: '上午（09:00-12:00）' }).check();
    await next();
    const description = `55688 的客人要裝冷氣 ${Date.now()}`;
    await page.getByLabel('補充說明（選填）').fill(description);
    await next();
    await eventually(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('確認您的需求');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '送出需求' }).click();

    // Posted: its quote list, still inside the shell.
    await page.waitForURL(/\/dashboard\/projects\/quotelist\/\d+$/, { timeout: PATIENCE });
    const requestId = Number(/quotelist\/(\d+)$/.exec(page.url())![1]);
    made.push(requestId);
    await eventually(() => header.isVisible()).toBe(true);

    // My requests in the channel lists it.
    await page.goto(`${baseUrl}/55688life/requests`);
    await eventually(() => page.locator(`article.project-card[data-request-id="${requestId}"]`).count()).toBe(1);
    expect(await header.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/55688life/requests');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // My orders: the shop orders (none yet) and the way to the safety payments.
    await page.getByRole('link', { name: '我的訂單' }).first().click();
    await page.waitForURL(/\/55688life\/orders$/);
    await eventually(() => page.getByRole('heading', { level: 1, name: '我的訂單' }).count()).toBe(1);
    await eventually(() => page.getByRole('link', { name: '查看安心付款' }).count()).toBe(1);

    expect(browser.errors).toEqual([]);
    // An action the channel does not have is not found.
    const unknown = await page.goto(`${baseUrl}/55688life/join`);
    expect(unknown?.status()).toBe(404);
  });

  it("counts the channel's request in the partner's month for the operator, shown and downloaded as CSV", async () => {
    expect(made).toHaveLength(1);
    const ops = await openBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const { page } = ops;
      await page.goto(`${baseUrl}/ops/finance`);
      await page.waitForURL(/\/ops\/login/);
      await signInOperatorOnPage(page);
      await page.waitForURL(/\/ops\/finance$/, { timeout: PATIENCE });
      const panel = page.locator('section[aria-labelledby="partner-report-title"]');
      const partner = panel.getByRole('combobox', { name: '合作夥伴' });
      await eventually(() => partner.count()).toBe(1);
      await partner.selectOption({ label: '55688 生活' });
      await panel.getByLabel('月份').fill(taipeiMonth());
      await panel.getByRole('button', { name: '查詢' }).click();
      await eventually(() => panel.getByText(`55688 生活 ${taipeiMonth()}，分潤比例 4%`).count()).toBe(1);
      await eventually(() => panel.locator('tr[data-figure="requests"] td').innerText()).toBe(String(made.length));

      const csv = page.waitForResponse((r) => r.url().includes('/ops/partners/report.csv'));
      const saved = page.waitForEvent('download');
      await panel.getByRole('button', { name: '下載 CSV' }).click();
      const response = await csv;
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).searchParams.get('partner_id')).toBe('55688life');
      expect(new URL(response.url()).searchParams.get('month')).toBe(taipeiMonth());
      expect(response.headers()['content-type']).toContain('text/csv');
      // The file the operator gets: UTF-8 with a byte order mark (for Excel), the request counted.
      const file = await saved;
      expect(file.suggestedFilename()).toBe(`partner-report-55688life-${taipeiMonth()}.csv`);
      const bytes = readFileSync(await file.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const body = bytes.subarray(3).toString('utf8');
      expect(body.startsWith('項目,數值\r\n')).toBe(true);
      expect(body).toContain(`需求數,${made.length}\r\n`);
      expect(ops.errors.every((e) => e.includes('status of 403'))).toBe(true);
    } finally {
      await ops.close();
    }
  });
});
