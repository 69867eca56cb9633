// The request form in a browser, start to end: an unknown category, and a guest who goes through
// every step, signs up with a phone code and posts. Drafts resumed later: request-form-drafts.test.ts.
import { describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { api, baseUrl, createPro, eventually, PASSWORD, PATIENCE, requestFormSuite, PNG, SLUG, stamp, uniquePhone, waitForCode } from './request-form.support';
import { pickPlace } from './support';

describe('the request form in a browser', () => {
  const { browser, questions, stepHeading, next, answer } = requestFormSuite();

  it('answers 404 for a category that does not exist', async () => {
    const response = await browser.page.goto(`${baseUrl}/form/no-such-category`);
    expect(response?.status()).toBe(404);
  });

  it('takes a guest through every step, signs them up with phone OTP and posts the request to the matched pro', async () => {
    const { page } = browser;
    browser.errors.length = 0;
    const proId = await createPro('連江縣');
    const email = `consumer-${stamp}@example.com`;
    const phone = uniquePhone();

    const response = await page.goto(`${baseUrl}/form/${SLUG}`);
    expect(response?.status()).toBe(200);
    // Server-rendered with the category: the first question is in the HTML.
    expect(await response?.text()).toContain(questions[0]!.label);
    await page.waitForLoadState('networkidle');
    await eventually(() => page.getByText(`第 1 步，共 ${questions.length + 4} 步`).count()).toBe(1);

    // A required question cannot be skipped; the message names it.
    await next();
    await eventually(() => page.getByText(`請回答「${questions[0]!.label}」`).count()).toBe(1);
    expect(await stepHeading().innerText()).toContain(questions[0]!.label);

    await answer(questions[0]!);
    await next();
    // The next question's heading takes the focus.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('rf-step-heading');
    await answer(questions[1]!);
    await next();

    // A reload loses nothing: back on the same step, earlier answers kept.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await eventually(() => stepHeading().innerText()).toContain(questions[2]!.label);
    await eventually(() => page.getByText('已為您保留先前填寫的內容。').count()).toBe(1);
    await page.getByRole('button', { name: '上一步' }).click();
    await eventually(() => stepHeading().innerText()).toContain(questions[1]!.label);
    if (questions[1]!.type === 'number' && questions[1]!.options.length > 0) expect(await page.getByRole('radio', { name: '2', exact: true }).isChecked()).toBe(true);
    else if (questions[1]!.type === 'number') expect(await page.getByRole('textbox', { name: questions[1]!.label }).inputValue()).toBe('2');
    await next();

    for (const question of questions.slice(2)) {
      await answer(question);
      await next();
    }

    await eventually(() => stepHeading().innerText()).toBe('需要服務的地點在哪裡？');
    await next();
    await eventually(() => page.locator('.field__error', { hasText: '請選擇縣市' }).count()).toBe(1);
    await pickPlace(page, { city: '連江縣', district: '南竿鄉' });
    await page.getByLabel('服務地址（路名、巷弄、門牌）').fill('介壽村 1 號');
    await next();

    await eventually(() => stepHeading().innerText()).toBe('希望什麼時候服務？');
    await page.getByRole('radio', { name: '本週' }).check();
    await page.getByRole('checkbox', { name: '上午（09:00-12:00）' }).check();
    await next();

    // The details and the photos are one step.
    await page.getByLabel('補充說明（選填）').fill('希望週末施工，家裡有養貓。');
    await page.getByLabel('選擇照片').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() => page.getByText('已選 1／5 張').count()).toBe(1);
    // Photos survive a reload too, once the browser has stored them (IndexedDB writes are async).
    await eventually(() =>
      page.evaluate(
        (slug) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('request-form', 1);
            open.onupgradeneeded = () => open.result.createObjectStore('photos');
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const read = open.result.transaction('photos', 'readonly').objectStore('photos').get(slug);
              read.onsuccess = () => {
                open.result.close();
                resolve(Array.isArray(read.result) ? read.result.length : 0);
              };
              read.onerror = () => resolve(0);
            };
          }),
        SLUG,
      ),
    ).toBe(1);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await eventually(() => page.getByText('已選 1／5 張').count()).toBe(1);
    expect(await page.getByRole('button', { name: '移除 wall.png' }).count()).toBe(1);
    await next();

    // Review, then sign up right here.
    await eventually(() => stepHeading().innerText()).toBe('確認您的需求');
    expect(await page.getByText('連江縣南竿鄉').count()).toBe(1);
    expect(await page.getByText('本週・上午（09:00-12:00）').count()).toBe(1);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByLabel('姓氏').fill('陳');
    await page.getByLabel('名字').fill('美玲');
    await page.getByLabel('手機號碼（發需求、報價前須驗證）').fill(phone);
    const posts: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/quote_requests/search_add.json')) posts.push(r.status());
    });
    await page.getByRole('button', { name: '免費註冊' }).click();

    // Consumers verify their phone first (error 614); the request then goes out by itself.
    await eventually(() => page.getByRole('heading', { name: '驗證手機後就能送出' }).count()).toBe(1);
    // Asked before sending: the request is not sent only to be refused (no 409 in the console).
    expect(posts).toEqual([]);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    const code = await waitForCode(phone);
    await page.getByRole('textbox', { name: '驗證碼' }).fill(code);
    await page.getByRole('button', { name: '驗證並送出需求' }).click();

    await page.waitForURL(/\/dashboard\/projects\/quotelist\/\d+$/, { timeout: PATIENCE });
    const requestId = Number(/quotelist\/(\d+)$/.exec(page.url())![1]);
    await eventually(() => page.getByText('需求已送出', { exact: false }).count()).toBeGreaterThan(0);
    expect(posts).toEqual([200]);
    const cookies = await browser.context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'user_role')?.value).toBe('consumer');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `request-form:${SLUG}`)).toBeNull();

    // The request as the consumer sees it, with the pro's lead.
    const token = cookies.find((c) => c.name === 'session_token')!.value;
    const { status, json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token });
    expect(status).toBe(200);
    const request = json.quote_request;
    expect(request).toMatchObject({
      id: requestId,
      city: { name: '連江縣' },
      district: { name: '南竿鄉' },
      description: '希望週末施工，家裡有養貓。',
      when: { day_label: 'thisWeek', day_slots: [2] },
      recommend_source: 'form',
    });
    expect(request.photos).toHaveLength(1);
    const answered = new Map(request.fields.map((f) => [f.quote_form_field_id, f.value]));
    for (const question of questions) expect(answered.has(question.id)).toBe(true);
    expect(request.QuoteBid.find((bid) => bid.Provider.id === proId)).toMatchObject({ quote_status_id: 1 });

    // The quote list shows the new request, and it is listed among the consumer's projects.
    await eventually(() => page.getByRole('heading', { level: 1, name: '冷氣安裝' }).count()).toBe(1);
    await page.goto(`${baseUrl}/dashboard/projects`);
    await eventually(() => page.locator(`article.project-card[data-request-id="${requestId}"]`).count()).toBe(1);

    expect(browser.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
});
