import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

const baseUrl = inject('baseUrl');
const apiKey = inject('apiKey');
const CLIENT_IP = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const PATIENCE = 20_000;

// Three random ideographs: a name no other test's pro shares.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');

async function signUpPro(): Promise<{ serviceId: number }> {
  const res = await fetch(`${baseUrl}/api/users/sign_up.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP },
    body: JSON.stringify({
      User: { email: `finder-${Date.now()}@example.com`, password: 'secret123', first_name: unique, last_name: '陳', service_category: 'leak-repair', service_city: '花蓮縣' },
    }),
  });
  expect(res.status).toBe(200);
  const search = await fetch(`${baseUrl}/api/quote_services/search.json?q=${encodeURIComponent(unique)}`, { headers: { 'X-Api-Key': apiKey } });
  const body = (await search.json()) as { quote_services: { id: number }[] };
  expect(body.quote_services).toHaveLength(1);
  return { serviceId: body.quote_services[0]!.id };
}

describe('finding a pro in the browser', () => {
  let browser: Browser;
  let serviceId: number;
  beforeAll(async () => {
    ({ serviceId } = await signUpPro());
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('goes from nearme to the profile and asks for a quote with the pro invited', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/nearme/leak-repair/hualien-county`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe('花蓮縣的抓漏專家');
    const card = page.getByRole('link', { name: `陳${unique}的抓漏服務` });
    await card.click();
    await page.waitForURL(`${baseUrl}/service/${serviceId}`, { timeout: PATIENCE });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe(`陳${unique}的抓漏服務`);
    await expect.poll(() => page.title(), { timeout: PATIENCE }).toContain(`陳${unique}的抓漏服務`);
    await page.getByRole('link', { name: '索取報價' }).click();
    await page.waitForURL(`${baseUrl}/form/leak-repair?invite=${serviceId}`, { timeout: PATIENCE });
    expect(browser.errors).toEqual([]);
  });

  it('searches pros with the form on pro-search', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/pro-search`);
    await page.getByLabel('搜尋專家、服務或名稱').fill(unique);
    await page.getByRole('button', { name: '搜尋' }).last().click();
    await page.waitForURL(`${baseUrl}/pro-search?q=${encodeURIComponent(unique)}`, { timeout: PATIENCE });
    await expect.poll(() => page.locator('h1').textContent(), { timeout: PATIENCE }).toBe(`「${unique}」的搜尋結果`);
    await expect.poll(() => page.locator('.pro-card').count(), { timeout: PATIENCE }).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});
