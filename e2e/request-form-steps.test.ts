import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { api, baseUrl, createVerifiedUser, eventually, pickPlace } from './support';

// This file's requests stay in 桃園市, so no pro of another browser test is matched to them.
const CITY = '桃園市';
const ADDRESS_LABEL = '服務地址（路名、巷弄、門牌）';

describe('request forms that respect people’s time, on a phone', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    token = await createVerifiedUser('form-steps', { first_name: '怡君', last_name: '王' });
    await browser.context.addCookies([
      { name: 'session_token', value: token, url: baseUrl },
      { name: 'signed_in', value: '1', url: baseUrl },
      { name: 'user_role', value: 'consumer', url: baseUrl },
    ]);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(() => browser.close());

  const heading = () => browser.page.getByRole('heading', { level: 2 }).first();
  const next = () => browser.page.getByRole('button', { name: '下一步' }).click();

  /** Opens a category's form with nothing stored; answers its step count from the progress line. */
  async function openForm(slug: string, query = ''): Promise<number> {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}/form/${slug}${query}`);
    await page.waitForLoadState('networkidle');
    const progress = await page.getByText(/第 1 步，共 \d+ 步/).innerText();
    return Number(/共 (\d+) 步/.exec(progress)![1]);
  }

  /** Answers the category's questions (first choice, a count chip) until the place step. */
  async function answerQuestions(placeTitle: string) {
    const { page } = browser;
    for (let n = 0; n < 8; n++) {
      if ((await heading().innerText()) === placeTitle) return;
      const radios = page.locator('.rf-step input[type="radio"]');
      if ((await radios.count()) > 0) await radios.first().check();
      else if ((await page.locator('.rf-step input[type="checkbox"]').count()) > 0) await page.locator('.rf-step input[type="checkbox"]').first().check();
      else if ((await page.locator('.rf-step input[type="text"], .rf-step input[inputmode="numeric"]').count()) > 0) await page.locator('.rf-step input').first().fill('2');
      const before = await heading().innerText();
      await next();
      await eventually(() => heading().innerText()).not.toBe(before);
    }
    await eventually(() => heading().innerText()).toBe(placeTitle);
  }

  it('asks a move where from and where to, each with its district, in at most 8 steps; the guest link opens the request elsewhere', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    const total = await openForm('house-moving');
    expect(total).toBeGreaterThanOrEqual(6);
    expect(total).toBeLessThanOrEqual(8);

    await answerQuestions('從哪裡搬到哪裡？');
    expect(await page.locator('legend', { hasText: '搬出地點' }).count()).toBe(1);
    expect(await page.locator('legend', { hasText: '搬入地點' }).count()).toBe(1);
    // Nothing chosen: each missing field says what it is.
    await next();
    await eventually(() => page.locator('.field__error', { hasText: '請選擇搬入地點的縣市' }).count()).toBe(1);
    expect(await page.locator('.field__error', { hasText: '請填寫服務地址' }).count()).toBe(1);
    expect(await heading().innerText()).toBe('從哪裡搬到哪裡？');

    await pickPlace(page, { city: CITY, district: '中壢區' });
    await page.getByLabel(ADDRESS_LABEL).fill('中正路 100 號 3 樓');
    // The destination's districts are those of the city chosen for it.
    await pickPlace(page, { city: CITY, district: '桃園區' }, { city: '搬入縣市', district: '搬入鄉鎮市區' });
    // The whole step fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next();

    await eventually(() => heading().innerText()).toBe('希望什麼時候服務？');
    await page.getByRole('radio', { name: '下週' }).check();
    await next();
    // The details and the photos are one step.
    await eventually(() => heading().innerText()).toBe('還有什麼想讓專家知道的嗎？');
    expect(await page.getByLabel('選擇照片').count()).toBe(1);
    await page.getByLabel('補充說明（選填）').fill('有一台鋼琴要一起搬。');
    await next();

    await eventually(() => heading().innerText()).toBe('確認您的需求');
    expect(await page.getByText(`第 ${total} 步，共 ${total} 步`).count()).toBe(1);
    expect(await page.locator('.rf-review__row', { hasText: '搬出地點' }).innerText()).toContain('桃園市中壢區 中正路 100 號 3 樓');
    expect(await page.locator('.rf-review__row', { hasText: '搬入地點' }).innerText()).toContain('桃園市桃園區');
    await page.getByRole('button', { name: '送出需求' }).click();

    await page.waitForURL(/\/dashboard\/projects\/quotelist\/\d+$/, { timeout: 20_000 });
    const requestId = Number(/quotelist\/(\d+)$/.exec(page.url())![1]);
    // The landing says it went out and shows the guest link, also e-mailed, with a copy button.
    const panel = page.locator('.posted-panel');
    await eventually(() => panel.count()).toBe(1);
    expect(await panel.innerText()).toContain('Email');
    const link = await panel.getByTestId('guest-link').getAttribute('href');
    expect(link).toMatch(new RegExp(`^${baseUrl}/guest/request/[A-Za-z0-9_-]{20,}$`));
    await panel.getByRole('button', { name: '複製連結' }).click();
    await eventually(() => panel.getByText('已複製連結').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

    // Stored as typed, and shown on the request's details.
    const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token });
    expect(json.quote_request).toMatchObject({
      city: { name: CITY },
      district: { name: '中壢區' },
      address: '中正路 100 號 3 樓',
      destination: { city: { name: CITY }, district: { name: '桃園區' } },
    });
    expect(await page.locator('.request-details__row', { hasText: '搬入地點' }).innerText()).toContain('桃園市桃園區');

    // The guest link opens the request in a browser that never signed in.
    const guest = await openBrowser({ mobile: true });
    try {
      await guest.page.goto(link!);
      await eventually(() => guest.page.locator('.guest-links__request').count()).toBe(1);
      const facts = await guest.page.locator('.guest-links__request').innerText();
      expect(facts).toContain('搬家');
      expect(facts).toContain('桃園市中壢區');
      expect(facts).toContain('桃園市桃園區');
      expect(facts).toContain('有一台鋼琴要一起搬。');
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.close();
    }
    expect(browser.errors).toEqual([]);
  });

  it('refuses to leave the place step of on-site work without the street address, naming the field', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    const total = await openForm('aircon-cleaning');
    expect(total).toBeLessThanOrEqual(8);
    await answerQuestions('需要服務的地點在哪裡？');
    // The place by keyboard alone: typing narrows the cities, Enter takes the highlighted one, and
    // the district is found by its postcode.
    const city = page.getByRole('combobox', { name: '縣市', exact: true });
    await city.focus();
    await page.keyboard.type('桃園');
    await eventually(() => page.getByRole('listbox', { name: '縣市', exact: true }).getByRole('option').allInnerTexts()).toEqual([CITY]);
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe(CITY);
    await page.keyboard.press('Tab');
    await page.keyboard.type('333');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox', { name: '鄉鎮市區', exact: true }).inputValue()).toBe('龜山區');
    await next();
    await eventually(() => page.locator('.field__error', { hasText: '請填寫服務地址（路名、巷弄、門牌號碼）' }).count()).toBe(1);
    expect(await heading().innerText()).toBe('需要服務的地點在哪裡？');
    await page.getByLabel(ADDRESS_LABEL).fill('文化一路 1 號');
    await next();
    await eventually(() => heading().innerText()).toBe('希望什麼時候服務？');
    expect(browser.errors).toEqual([]);
  });

  it('carries the words of a search that found nothing into the closest category’s form', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    // Nothing matches, but 冷氣維修 shares most of its characters: its form is the likely one.
    const words = '修理冷凍櫃';
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => sessionStorage.clear());
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('combobox', { name: '您需要什麼服務？' });
    await box.fill(words);
    const empty = page.getByTestId('search-empty');
    await eventually(() => empty.isVisible()).toBe(true);
    await empty.getByRole('link', { name: '直接描述需求' }).click();
    await page.waitForURL(/\/form\/[a-z0-9-]+\?describe=/);
    const slug = /\/form\/([a-z0-9-]+)/.exec(page.url())![1]!;
    expect(slug).toBe('aircon-repair');
    await eventually(() => page.getByText(`您在搜尋時寫的「${words}」已帶入補充說明`, { exact: false }).count()).toBe(1);
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), `request-form:${slug}`);
    expect(JSON.parse(stored!)).toMatchObject({ description: words });
    expect(browser.errors).toEqual([]);
  });

  it('lets one choose a category for the words when none is close, and carries them into its form', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    const words = '幫忙組裝書架';
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}/genre/all?describe=${encodeURIComponent(words)}`);
    await page.waitForLoadState('networkidle');
    await eventually(() => page.getByRole('heading', { name: '選擇最接近的服務' }).count()).toBe(1);
    expect(await page.getByText(`您寫的「${words}」會帶入需求單`, { exact: false }).count()).toBe(1);
    const choice = page.locator('a.chip[href^="/form/furniture-moving"]');
    expect(await choice.getAttribute('href')).toBe(`/form/furniture-moving?describe=${encodeURIComponent(words)}`);
    await choice.click();
    await page.waitForURL(/\/form\/furniture-moving\?describe=/);
    await eventually(() => page.getByText(`您在搜尋時寫的「${words}」已帶入補充說明`, { exact: false }).count()).toBe(1);
    const stored = await page.evaluate(() => sessionStorage.getItem('request-form:furniture-moving'));
    expect(JSON.parse(stored!)).toMatchObject({ description: words });
    expect(browser.errors).toEqual([]);
  });
});
