// What the request-form browser tests share: calls from an address of their own, pros and
// consumers made through the API, the browser opened on a phone, and the form's steps.
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { QuoteCategoryDetailResponse, QuoteFormFieldResponse } from '../src/domain/catalogue/catalogue.types';
import { type Browser, openBrowser } from './browser';
import { readOutbox } from './support';

export const baseUrl = inject('baseUrl');
const apiKey = inject('apiKey');
export const SLUG = 'aircon-installation';
export const PASSWORD = 'secret123';
// Sign-ups are limited per address; each test file's calls and its browser come from one of their
// own (a test file loads this module afresh).
const CLIENT_IP = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
// A 1x1 transparent PNG.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

// Sign-up hashing, matching and the page's own calls can take seconds on a busy machine.
export const PATIENCE = 20_000;
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: PATIENCE });

export async function api<T>(path: string, options: { body?: unknown; token?: string } = {}): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT_IP };
  if (options.token) headers['X-Session-Token'] = options.token;
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

export const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
export const uniquePhone = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A pro offering the category in a city, made through the sign-up API; answers their user id. */
export async function createPro(city: string): Promise<number> {
  const { status, json } = await api<{ session_id: string }>('/users/sign_up.json', {
    body: { User: { email: `pro-${stamp}@example.com`, password: PASSWORD, first_name: '師傅', last_name: '林', service_category: SLUG, service_city: city } },
  });
  expect(status).toBe(200);
  const me = await api<{ info: { id: number } }>('/user/me.json', { token: json.session_id });
  return me.json.info.id;
}

/** The newest six-digit code sent to `to`, waiting for it to arrive. */
export async function waitForCode(to: string): Promise<string> {
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
export async function createVerifiedConsumer(prefix: string): Promise<{ email: string; token: string }> {
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
export function dateAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}

/**
 * The request form's tests, to call inside their describe: a phone browser calling from this
 * file's address and the category's questions, filled in before the tests and the browser closed
 * after them, and the form's steps as a person goes through them.
 */
export function requestFormSuite() {
  // The tests hold these from the start; beforeAll fills them in.
  const browser = {} as Browser;
  const questions: QuoteFormFieldResponse[] = [];
  beforeAll(async () => {
    Object.assign(browser, await openBrowser({ mobile: true }));
    await browser.context.setExtraHTTPHeaders({ 'X-Forwarded-For': CLIENT_IP });
    const { json } = await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${SLUG}.json`);
    questions.push(...json.quote_category.QuoteFormField.filter((f) => f.is_active).sort((a, b) => a.display_order - b.display_order));
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

  return { browser, questions, validAnswers, startWithDraft, stepHeading, next, answer };
}
