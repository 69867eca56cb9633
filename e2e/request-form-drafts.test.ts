// The request form picking up a stored draft: a field the server refuses shown on its own step,
// and a guest who logs in on the way and comes back to a request sent by itself.
import { describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { api, baseUrl, createVerifiedConsumer, eventually, PASSWORD, PATIENCE, requestFormSuite, SLUG } from './request-form.support';

describe('the request form in a browser', () => {
  const { browser, validAnswers, startWithDraft, stepHeading, next } = requestFormSuite();

  it('shows a field the server refuses beside it, on its own step, keeping every answer', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    browser.errors.length = 0;
    // A consumer with a verified phone: the request goes to the server, which refuses a field.
    const consumer = await createVerifiedConsumer('refused');
    await browser.context.addCookies([{ name: 'session_token', value: consumer.token, url: baseUrl }]);
    const answers = validAnswers();
    const draft = { answers, city: '臺北市', district: '大安區', address: '信義路四段 1 號', dayLabel: 'tomorrow', daySlots: [5], description: '', step: 'review', submitAfterSignIn: false };
    await startWithDraft(draft, true);
    // A refusal the form cannot foresee (the divisions list changed since the page loaded).
    const refusal = { status: 'Error', error: 'invalid', message: '臺北市沒有「大安區」，請從清單選擇鄉鎮市區', fields: [{ field: 'district', message: '臺北市沒有「大安區」，請從清單選擇鄉鎮市區' }] };
    await page.route('**/api/quote_requests/search_add.json', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }));

    await page.goto(`${baseUrl}/form/${SLUG}`);
    await page.waitForLoadState('networkidle');
    await eventually(() => stepHeading().innerText()).toBe('確認您的需求');
    await page.getByRole('button', { name: '送出需求' }).click();

    await eventually(() => stepHeading().innerText()).toBe('需要服務的地點在哪裡？');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('rf-step-heading');
    expect(await page.locator('.field__error', { hasText: '臺北市沒有「大安區」' }).count()).toBe(1);
    expect(await page.getByLabel('鄉鎮市區').inputValue()).toBe('大安區');
    const kept = await page.evaluate((key) => sessionStorage.getItem(key), `request-form:${SLUG}`);
    expect(JSON.parse(kept!)).toMatchObject({ answers, city: '臺北市', district: '大安區', dayLabel: 'tomorrow', daySlots: [5] });
    await page.unroute('**/api/quote_requests/search_add.json');
    expect(browser.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('lets a guest log in on the login screen and posts the request on coming back, typed text intact', async () => {
    const { page } = browser;
    await browser.context.clearCookies();
    browser.errors.length = 0;
    const consumer = await createVerifiedConsumer('detour');
    const draft = { answers: validAnswers(), city: '高雄市', district: '鳳山區', address: '光復路一段 1 號', dayLabel: 'nextWeek', daySlots: [], description: '', step: 'details', submitAfterSignIn: false };
    await startWithDraft(draft, false);

    await page.goto(`${baseUrl}/form/${SLUG}`);
    await page.waitForLoadState('networkidle');
    await eventually(() => stepHeading().innerText()).toBe('還有什麼想讓專家知道的嗎？');
    await page.getByLabel('補充說明（選填）').fill('舊機要回收，請一併報價。');
    await next();
    await eventually(() => stepHeading().innerText()).toBe('確認您的需求');

    await page.getByRole('link', { name: '用手機、Email 驗證碼或其他帳號登入' }).click();
    await page.waitForURL(`${baseUrl}/login?from=${encodeURIComponent(`/form/${SLUG}`)}`);
    await page.getByLabel('帳號或 Email').fill(consumer.email);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();

    // Back on the form, signed in: the request goes out without another click.
    await page.waitForURL(/\/dashboard\/projects\/quotelist\/\d+$/, { timeout: PATIENCE });
    const requestId = Number(/quotelist\/(\d+)$/.exec(page.url())![1]);
    const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumer.token });
    expect(json.quote_request).toMatchObject({
      city: { name: '高雄市' },
      district: { name: '鳳山區' },
      description: '舊機要回收，請一併報價。',
      when: { day_label: 'nextWeek', day_slots: [] },
    });
    expect(browser.errors).toEqual([]);
  });
});
