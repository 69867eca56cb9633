import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';

const baseUrl = inject('baseUrl');
const apiKey = inject('apiKey');
const CLIENT_IP = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const PATIENCE = 20_000;

// Three random ideographs: a name no other test's pro shares.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');

/** A pro signed up through the API, with the session and the service the sign-up made. */
async function signUpPro(): Promise<{ token: string; serviceId: number }> {
  const res = await fetch(`${baseUrl}/api/users/sign_up.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP },
    body: JSON.stringify({
      User: { email: `invite-${Date.now()}@example.com`, password: 'secret123', first_name: unique, last_name: '黃', service_category: 'leak-repair', service_city: '宜蘭縣' },
    }),
  });
  expect(res.status).toBe(200);
  const { session_id: token } = (await res.json()) as { session_id: string };
  const search = await fetch(`${baseUrl}/api/quote_services/search.json?q=${encodeURIComponent(unique)}`, { headers: { 'X-Api-Key': apiKey } });
  const body = (await search.json()) as { quote_services: { id: number }[] };
  expect(body.quote_services).toHaveLength(1);
  return { token, serviceId: body.quote_services[0]!.id };
}

describe('a past client reviews a pro through an invite link', () => {
  let browser: Browser;
  let pro: { token: string; serviceId: number };
  beforeAll(async () => {
    pro = await signUpPro();
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());

  it('fills the review, sees the thanks, and the review shows on the profile as invited', async () => {
    const made = await fetch(`${baseUrl}/api/quote_feedbacks/invite/${pro.serviceId}.json`, {
      method: 'POST',
      headers: { 'X-Api-Key': apiKey, 'X-Session-Token': pro.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ invitee_name: '吳先生' }),
    });
    expect(made.status).toBe(200);
    const { url } = (await made.json()) as { url: string };

    const { page } = browser;
    await page.goto(url);
    await expect.poll(() => page.getByLabel('您的名字').inputValue(), { timeout: PATIENCE }).toBe('吳先生');
    // Without stars the form says so next to the field.
    await page.getByRole('button', { name: '送出評價' }).click();
    await expect.poll(() => page.getByText('請選擇 1 到 5 顆星').count()).toBe(1);
    await page.getByRole('radio', { name: '5 顆星' }).check({ force: true });
    await page.getByLabel('評價內容（選填）').fill('抓漏一次就修好');
    await page.getByText('專業', { exact: true }).click();
    await page.getByRole('button', { name: '送出評價' }).click();
    await expect.poll(() => page.getByText('謝謝您的評價！').count(), { timeout: PATIENCE }).toBe(1);

    // The link works once.
    await page.goto(url);
    await expect.poll(() => page.getByText('這個評價連結無效或已使用').count(), { timeout: PATIENCE }).toBe(1);
    // The used link's 404 is the expected answer, the only console line so far.
    expect(browser.errors.every((e) => e.includes('404'))).toBe(true);
    browser.errors.length = 0;

    await page.goto(`${baseUrl}/service/${pro.serviceId}`);
    const review = page.locator('.review').filter({ hasText: '抓漏一次就修好' });
    await expect.poll(() => review.count(), { timeout: PATIENCE }).toBe(1);
    expect(await review.innerText()).toContain('受邀評價・未經交易驗證');
    expect(await review.innerText()).toContain('吳');
    expect(browser.errors).toEqual([]);
  });
});
