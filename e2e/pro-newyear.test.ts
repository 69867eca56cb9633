import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsPage } from '../src/web/features/wallet/api/wallet';
import { type Browser, openBrowser } from './browser';
import { operatorCookie } from './operator';
import { api, apiKey, baseUrl, eventually } from './support';

const CREDIT = 288;
const TITLE = '新春專家招募：過年接案旺季';

// One console sign-in for the file (each sign-in needs a fresh authenticator step).
let consoleCookie: string | undefined;

/** Calls a console action as the signed-in operator; its answer. */
async function consoleCall(path: string, body: unknown = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  consoleCookie ??= await operatorCookie();
  const res = await fetch(`${baseUrl}/api/ops/${path}`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', Cookie: consoleCookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The campaign page at 390x844: its offer, its call to action to the pro sign-up, and the credit in the new pro's wallet. */
describe('the pro new-year campaign in a phone browser', () => {
  let browser: Browser;
  let key = '';

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    // Open from an hour ago for a day (the server's clock is the real one here).
    const now = Date.now();
    const added = await consoleCall('content/campaign_pages/add.json', {
      slug: 'pro-newyear',
      title: TITLE,
      hero: '現在加入，過年前就開始接案。',
      body: [{ heading: '活動辦法', paragraphs: ['活動期間完成專家註冊，即送免費點數。'], items: ['每人限領一次'] }],
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 86_400_000).toISOString(),
      signup_credit: CREDIT,
      cta_label: '立即加入專家',
      cta_path: '/pro-signup/aircon-installation',
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    key = (added.json.content_page as { key: string }).key;
    expect((await consoleCall(`content/campaign_pages/publish/${key}.json`)).status).toBe(200);
  });
  afterAll(async () => {
    // Later browser tests sign pros up: the campaign ends with this file.
    if (key) await consoleCall(`content/campaign_pages/unpublish/${key}.json`);
    await browser?.close();
  });

  it('shows the campaign, leads to the pro sign-up, and the new pro sees the credit in the wallet', async () => {
    const { page } = browser;
    const res = await page.goto(`${baseUrl}/pro-newyear`);
    expect(res?.status()).toBe(200);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
    expect(await page.title()).toContain(TITLE);
    await eventually(() => page.getByText(`活動期間註冊成為專家，立即獲得 ${CREDIT} 點免費點數`).count()).toBe(1);
    expect(await page.locator('.campaign-page__period').innerText()).toContain('（台北時間）');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: '立即加入專家' }).first().click();
    await page.waitForURL(`${baseUrl}/pro-signup/aircon-installation`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email', { exact: true }).fill(`pro-newyear-${Date.now()}@example.com`);
    await page.getByLabel('密碼', { exact: true }).fill('secret123');
    await page.getByLabel('姓氏').fill('林');
    await page.getByLabel('名字').fill('家豪');
    await eventually(() => page.getByLabel('服務類別').inputValue()).toBe('aircon-installation');
    await page.getByLabel('服務縣市').selectOption({ label: '新竹市' });
    await page.getByRole('button', { name: '建立專家帳號' }).click();
    await page.waitForURL(/\/dashboard\/onboarding\//);
    const token = (await browser.context.cookies(baseUrl)).find((c) => c.name === 'session_token')?.value ?? '';
    expect(token).not.toBe('');

    const wallet = await api<TransactionsPage>('/transactions/index/page:1.json', { token });
    await page.goto(`${baseUrl}/dashboard/transaction`);
    const row = page.locator('.ledger__row[data-type="36"]');
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(`+${CREDIT} 點`);
    await page.goto(`${baseUrl}/dashboard/credit`);
    await eventually(() => page.getByTestId('wallet-balance').innerText()).toBe(`${wallet.json.available_wallet_amount.toLocaleString('en-US')} 點`);
    expect(wallet.json.available_wallet_amount).toBeGreaterThanOrEqual(CREDIT);
    expect(browser.errors).toEqual([]);
  });

  it('is the not-found page once the campaign is taken down', async () => {
    expect((await consoleCall(`content/campaign_pages/unpublish/${key}.json`)).status).toBe(200);
    const res = await browser.page.goto(`${baseUrl}/pro-newyear`);
    expect(res?.status()).toBe(404);
    expect(await browser.page.getByText(TITLE).count()).toBe(0);
    expect((await consoleCall(`content/campaign_pages/publish/${key}.json`)).status).toBe(200);
  });
});
