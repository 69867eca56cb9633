import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QuoteCategoryDetailResponse, QuoteFormFieldResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { type Browser, openBrowser } from './browser';
import { readOutbox } from './support';

const baseUrl = inject('baseUrl');
const apiKey = inject('apiKey');
const SLUG = 'aircon-installation';
const PASSWORD = 'secret123';
// Sign-ups are limited per address; this file's calls and its browser come from one of their own.
const CLIENT_IP = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

// Sign-up hashing, matching and the page's own calls can take seconds on a busy machine.
const PATIENCE = 20_000;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: PATIENCE });

async function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP };
  if (options.token) headers['X-Session-Token'] = options.token;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A pro offering the category in a city, made through the sign-up API; answers their user id. */
async function createPro(city: string): Promise<number> {
  const { status, json } = await api<{ session_id: string }>('/users/sign_up.json', {
    body: { User: { email: `pro-${stamp}@example.com`, password: PASSWORD, first_name: '師傅', last_name: '林', service_category: SLUG, service_city: city } },
  });
  expect(status).toBe(200);
  const me = await api<{ info: { id: number } }>('/user/me.json', { token: json.session_id });
  return me.json.info.id;
}

/** The newest six-digit code sent to `to`, waiting for it to arrive. */
async function waitForCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
      const json = await readOutbox(to);
      code = [...json.messages].reverse().map((m) => /(?<!\d)(\d{6})(?!\d)/.exec(m.body)?.[1]).find(Boolean);
        return code !== undefined;
      },
      { timeout: PATIENCE },
    )
    .toBe(true);
  return code!;
}

/** A consumer with a verified phone, made and verified through the API. */
async function createVerifiedConsumer(prefix: string): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${stamp}@example.com`;
  const phone = uniquePhone();
  const { json } = await api<{ session_id: string }>('/users/sign_up.json', { body: { User: { email, password: PASSWORD, first_name: '小華', last_name: '張' } } });
  const token = json.session_id;
  const sent = await api<{ hash: string }>('/users/verify/phone/preauth.json', { body: { phone }, token });
  expect(sent.status).toBe(200);
  const verified = await api('/users/verify/phone/auth.json', { body: { hash: sent.json.hash, otp: await waitForCode(phone) }, token });
  expect(verified.status).toBe(200);
  return { email, token };
}

/** A date two weeks ahead on the Taipei calendar, as a date input takes it. */
function dateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}

describe('the request form in a browser', () => {
  let browser: Browser;
  let questions: QuoteFormFieldResponse[];
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    await browser.context.setExtraHTTPHeaders({ 'X-Forwarded-For': CLIENT_IP });
    const { json } = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${SLUG}.json`);
    questions = json.quote_category.QuoteFormField.filter((f) => f.is_active).sort((a, b) => a.display_order - b.display_order);
  });
  afterAll(() => browser.close());

  const validAnswers = () =>
    Object.fromEntries(
      questions.map((q) => [q.id, q.type === 'number' ? '3' : q.type === 'date' ? dateAhead(10) : q.type === 'text' ? '大金' : q.type === 'multiple_choice' ? [q.options[0]] : q.options[0]]),
    );

  /** Opens the site with a fresh tab state and this draft of the form stored, as if typed earlier. */
  async function startWithDraft(draft: Record<string, unknown>, signedInHint: boolean) {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      ([key, value]) => {
        sessionStorage.clear();
        localStorage.clear();
        sessionStorage.setItem(key!, value!);
      },
      [`request-form:${SLUG}`, JSON.stringify(draft)],
    );
    // The readable cookie the server sets beside the session cookie at sign-in.
    if (signedInHint) await browser.context.addCookies([{ name: 'signed_in', value: '1', url: baseUrl }]);
    // What the previous page did on its way out (a lost session's 403) is not this test's concern.
    browser.errors.length = 0;
  }

  const stepHeading = () => browser.page.getByRole('heading', { level: 2 }).first();
  const next = () => browser.page.getByRole('button', { name: '下一步' }).click();

  async function answer(question: QuoteFormFieldResponse) {
    const { page } = browser;
    await eventually(() => stepHeading().innerText()).toContain(question.label);
    switch (question.type) {
      case 'single_choice':
        return page.getByRole('radio', { name: question.options[0]!, exact: true }).check();
      case 'multiple_choice':
        return page.getByRole('checkbox', { name: question.options[0]!, exact: true }).check();
      case 'number':
        // A count offered as chips (1/2/3/4+), else a number field.
        if (question.options.length > 0) return page.getByRole('radio', { name: '2', exact: true }).check();
        return page.getByRole('textbox', { name: question.label }).fill('2');
      case 'date':
        return page.locator('input[type="date"]').fill(dateAhead(14));
      case 'text':
        return page.getByRole('textbox', { name: question.label }).fill('日立 RAC-40JP');
    }
  }

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
    await page.getByLabel('縣市').selectOption('連江縣');
    await page.getByLabel('鄉鎮市區').selectOption('南竿鄉');
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
