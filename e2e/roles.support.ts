// What the roles browser tests share: people signed up with a verified phone, a consumer's request
// that a pro has quoted and written about, fresh phone browsers, logging in and the mode switch.
import { afterEach, beforeAll, expect } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, clientIp, readOutbox } from './support';

/** The mode switch sits in the dashboard menu; on a phone it is under 更多 (More). */
export async function switchMode(page: Browser['page'], name: string | RegExp): Promise<void> {
  const bar = page.getByRole('navigation', { name: '工作台選單' });
  const button = bar.getByRole('button', { name });
  if (!(await button.isVisible())) await bar.getByRole('button', { name: '更多' }).click();
  await button.click();
}

const PASSWORD = 'roles-secret-2026';
export const CITY = '花蓮縣';
export const DISTRICT = '吉安鄉';
export const PLACEHOLDER = '這裡的內容即將上線';

export interface Person {
  email: string;
  token: string;
}

/** A user signed up through the API with a verified phone; `service_category` makes a pro with a service. */
async function person(prefix: string, user: Record<string, string>): Promise<Person> {
  const ip = clientIp();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}-${stamp}@example.com`;
  const signup = await api<{ session_id: string }>('/users/sign_up.json', { ip, body: { User: { email, password: PASSWORD, ...user } } });
  expect(signup.status).toBe(200);
  const token = signup.json.session_id;
  const digits = stamp.slice(-8).padStart(8, '0');
  const preauth = await api<{ hash: string }>('/users/verify/phone/preauth.json', { body: { phone: `09${digits}` }, token, ip });
  expect(preauth.status).toBe(200);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && code === undefined; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
    const box = await readOutbox(`+8869${digits}`);
    code = /(?<!\w)(\d{6})(?!\w)/.exec(box.messages.at(-1)?.body ?? '')?.[1];
  }
  if (code === undefined) throw new Error(`no code for 09${digits}`);
  expect((await api('/users/verify/phone/auth.json', { body: { hash: preauth.json.hash, otp: code }, token, ip })).status).toBe(200);
  return { email, token };
}

/**
 * A consumer and a pro offering leak repair in 花蓮縣; the consumer's request goes to the pro, who
 * buys credit, quotes it and writes a message about it.
 */
async function seedRoles(): Promise<{ consumer: Person; pro: Person }> {
  const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/leak-repair.json');
  const category = found.json.quote_category;
  const [consumer, pro] = await Promise.all([
    person('roles-consumer', { first_name: '雅婷', last_name: '黃' }),
    person('roles-pro', { first_name: '建宏', last_name: '許', service_category: 'leak-repair', service_city: CITY }),
  ]);
  const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
    token: consumer.token,
    body: {
      quote_category_id: category.id,
      address: '中正路 1 號',
      city: CITY,
      district: DISTRICT,
      description: `陽台天花板滲水 ${Date.now()}`,
      QuoteFormSubmissionField: answersFor(category),
      when: { day_label: 'nextWeek', day_slots: [2] },
    },
  });
  expect(posted.status).toBe(200);
  const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:4.json', { token: pro.token });
  const lead = leads.json.quote_bids.find((b) => b.quote_request_id === posted.json.quote_request.id);
  if (!lead) throw new Error('the pro did not get the lead');
  const bidId = lead.id;
  const primeAnswer = await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/30', ccv: '123' }),
  });
  const prime = ((await primeAnswer.json()) as { card: { prime: string } }).card.prime;
  expect((await api('/new/v1/tap_pay/pay_by_prime.json', { token: pro.token, body: { prime, amount: 500, idempotency_key: `roles-${Date.now()}` } })).status).toBe(200);
  expect((await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: pro.token, body: { rating_type: 'flat', flat_rate_at: 2800 } })).status).toBe(200);
  expect((await api(`/messages/quote_conversation/${bidId}.json`, { token: pro.token, body: { message: '您好，我明天下午可以過去看看。' } })).status).toBe(200);
  return { consumer, pro };
}

/**
 * The roles tests, to call inside their describe: the consumer and the pro (filled in before the
 * tests by seedRoles), and fresh phone browsers, kept in `open` and closed after each test.
 */
export function rolesSuite() {
  // The tests hold these from the start; beforeAll fills them in.
  const consumer = {} as Person;
  const pro = {} as Person;
  const open: Browser[] = [];
  beforeAll(async () => {
    const people = await seedRoles();
    Object.assign(consumer, people.consumer);
    Object.assign(pro, people.pro);
  });
  afterEach(async () => {
    for (const browser of open.splice(0)) await browser.close();
  });

  /** A fresh phone browser: no remembered mode, no session. */
  async function phone(): Promise<Browser> {
    const browser = await openBrowser({ mobile: true });
    open.push(browser);
    return browser;
  }

  return { consumer, pro, open, phone };
}

export async function logIn(browser: Browser, who: Person) {
  const { page } = browser;
  await page.goto(`${baseUrl}/login`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('帳號或 Email').fill(who.email);
  await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL(/\/dashboard\//);
}

export const menuMode = (browser: Browser) => browser.page.locator('.dash-menu__mode').innerText();
export const path = (browser: Browser) => new URL(browser.page.url()).pathname;
