// Each person in the right place, one inbox for both modes, no entry to an unbuilt screen, and
// forms that ask each thing once: on a phone (390x844).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser } from './browser';
import { answersFor, api, baseUrl, clientIp, eventually, readOutbox } from './support';

/** The mode switch sits in the dashboard menu; on a phone it is under 更多 (More). */
async function switchMode(page: Browser['page'], name: string | RegExp): Promise<void> {
  const bar = page.getByRole('navigation', { name: '工作台選單' });
  const button = bar.getByRole('button', { name });
  if (!(await button.isVisible())) await bar.getByRole('button', { name: '更多' }).click();
  await button.click();
}

const PASSWORD = 'roles-secret-2026';
const CITY = '花蓮縣';
const DISTRICT = '吉安鄉';
const PLACEHOLDER = '這裡的內容即將上線';

interface Person {
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

describe('roles, inbox and forms on a phone', () => {
  let consumer: Person;
  let pro: Person;
  let bidId: number;
  const open: Browser[] = [];

  /** A fresh phone browser: no remembered mode, no session. */
  async function phone(): Promise<Browser> {
    const browser = await openBrowser({ mobile: true });
    open.push(browser);
    return browser;
  }

  async function logIn(browser: Browser, who: Person) {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('帳號或 Email').fill(who.email);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(/\/dashboard\//);
  }

  const menuMode = (browser: Browser) => browser.page.locator('.dash-menu__mode').innerText();
  const path = (browser: Browser) => new URL(browser.page.url()).pathname;

  beforeAll(async () => {
    const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/leak-repair.json');
    const category = found.json.quote_category;
    [consumer, pro] = await Promise.all([
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
    bidId = lead.id;
    const primeAnswer = await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/30', ccv: '123' }),
    });
    const prime = ((await primeAnswer.json()) as { card: { prime: string } }).card.prime;
    expect((await api('/new/v1/tap_pay/pay_by_prime.json', { token: pro.token, body: { prime, amount: 500, idempotency_key: `roles-${Date.now()}` } })).status).toBe(200);
    expect((await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: pro.token, body: { rating_type: 'flat', flat_rate_at: 2800 } })).status).toBe(200);
    expect((await api(`/messages/quote_conversation/${bidId}.json`, { token: pro.token, body: { message: '您好，我明天下午可以過去看看。' } })).status).toBe(200);
  });

  afterEach(async () => {
    for (const browser of open.splice(0)) await browser.close();
  });

  it('lands a consumer without a service in consumer mode on 我的需求, and then a pro with a service in pro mode on the same phone', async () => {
    const browser = await phone();
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/projects');
    await eventually(() => browser.page.getByRole('heading', { level: 1, name: '我的需求' }).count()).toBe(1);
    expect(await menuMode(browser)).toBe('客戶模式');
    // Nobody chose a mode here: the next person's services decide theirs.
    await browser.page.goto(`${baseUrl}/logout`);
    await browser.page.waitForURL(/\/login/);
    await logIn(browser, pro);
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    expect(await menuMode(browser)).toBe('專家模式');
    expect(browser.errors).toEqual([]);
  });

  it('keeps the mode the user chose: the remembered role wins at the next login, and another login in the same browser draws no 403', async () => {
    const browser = await phone();
    const { page } = browser;
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/projects');
    await page.waitForLoadState('networkidle');
    await switchMode(page, '切換為專家模式');
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    // The session cookie goes (a browser session ended), the readable hint with it; then a login again.
    // Leave the page first: a dashboard still open would poll with the cookie gone.
    await page.goto('about:blank');
    refused.length = 0;
    browser.errors.length = 0;
    await browser.context.clearCookies({ name: 'session_token' });
    await browser.context.clearCookies({ name: 'signed_in' });
    await logIn(browser, consumer);
    await eventually(() => path(browser)).toBe('/dashboard/requests');
    expect(await menuMode(browser)).toBe('專家模式');
    expect(refused).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it('opens one inbox from the header for both modes, and the badge clears once the messages are read', async () => {
    const consumerPhone = await phone();
    const { page } = consumerPhone;
    await logIn(consumerPhone, consumer);
    // A new quote and a message: the 訊息 badge counts the message (the quote shows on the quote list).
    const badge = page.locator('.site-nav__messages');
    await eventually(() => badge.getAttribute('data-unread')).toBe('1');
    await badge.click();
    await eventually(() => path(consumerPhone)).toBe('/dashboard/inbox');
    await eventually(() => page.locator('.inbox-item').count()).toBe(1);
    await page.locator('.inbox-item').click();
    await eventually(() => page.getByText('您好，我明天下午可以過去看看。').count()).toBeGreaterThan(0);
    await eventually(() => badge.getAttribute('data-unread')).toBe('0');
    await page.reload();
    await eventually(() => page.locator('.site-nav__messages').getAttribute('data-unread')).toBe('0');
    expect(await page.locator('.site-nav__messages .count-badge').count()).toBe(0);

    const proPhone = await phone();
    await logIn(proPhone, pro);
    await proPhone.page.locator('.site-nav__messages').click();
    await eventually(() => path(proPhone)).toBe('/dashboard/inbox');
    await eventually(() => proPhone.page.getByRole('heading', { level: 1, name: '訊息收件匣' }).count()).toBe(1);
    await eventually(() => proPhone.page.locator('.inbox-item').count()).toBe(1);
    // The message filter ids as lists.
    await proPhone.page.getByRole('link', { name: '已雇用' }).click();
    await eventually(() => proPhone.page.url()).toContain('/dashboard/inbox?filter=7');
    await eventually(() => proPhone.page.getByText('這個列表目前沒有對話。').count()).toBe(1);
    expect(consumerPhone.errors).toEqual([]);
    expect(proPhone.errors).toEqual([]);
  });

  it('has no tab or menu entry, in either mode, that opens a coming-soon screen', async () => {
    for (const who of [consumer, pro]) {
      const browser = await phone();
      const { page } = browser;
      await logIn(browser, who);
      const entries = async () => {
        // The menu of the mode now shown, once drawn (the first links are always on the bar).
        await eventually(() => page.getByRole('navigation', { name: '工作台選單' }).getByRole('link').count()).toBeGreaterThan(3);
        const menu = await page.getByRole('navigation', { name: '工作台選單' }).getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        await page.getByRole('button', { name: /帳號選單/ }).click();
        const userMenu = await page.locator('.user-menu__panel a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        await page.getByRole('button', { name: /帳號選單/ }).click();
        const header = await page.locator('.site-header a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        return [...new Set([...menu, ...userMenu, ...header])].filter((p) => p !== '/logout');
      };
      const seen: string[] = [];
      for (const round of [0, 1]) {
        // Both modes: the entries of this one, then switch.
        const targets = await entries();
        expect(targets.length).toBeGreaterThan(3);
        for (const target of targets) {
          await page.goto(`${baseUrl}${target}`);
          await page.waitForLoadState('networkidle');
          seen.push(target);
          expect({ target, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ target, outline: 0 });
        }
        if (round === 0) {
          await page.goto(`${baseUrl}/dashboard/settings`);
          await page.waitForLoadState('networkidle');
          const before = await menuMode(browser);
          await switchMode(page, /切換為(專家|客戶)模式/);
          await eventually(() => menuMode(browser)).not.toBe(before);
        }
      }
      expect(seen).toContain('/dashboard/inbox');
      expect(seen).toContain('/dashboard/projects');
      expect(seen).toContain('/dashboard/requests');
      if (who === pro) {
        // The service editor's steps are tabs too, and the steps kept elsewhere link on.
        const services = await api<{ quote_services: { id: number }[] }>('/calendar/index.json', { token: pro.token });
        // The walk above ended in consumer mode; the editor is the pro's.
        await page.goto(`${baseUrl}/dashboard/settings`);
        await page.waitForLoadState('networkidle');
        await switchMode(page, '切換為專家模式');
        await eventually(() => menuMode(browser)).toBe('專家模式');
        await page.goto(`${baseUrl}/dashboard/services/${services.json.quote_services[0]!.id}`);
        const steps = page.getByRole('navigation', { name: '編輯步驟' });
        await eventually(() => steps.getByRole('link').count()).toBeGreaterThan(5);
        const stepPaths = await steps.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        const onward: string[] = [];
        for (const step of stepPaths) {
          await page.goto(`${baseUrl}${step}`);
          await page.waitForLoadState('networkidle');
          expect({ step, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ step, outline: 0 });
          onward.push(...(await page.locator('main .form a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))));
        }
        for (const target of [...new Set(onward)].filter((p) => p.startsWith('/dashboard/'))) {
          await page.goto(`${baseUrl}${target}`);
          await page.waitForLoadState('networkidle');
          expect({ target, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ target, outline: 0 });
        }
      }
      await browser.close();
      open.splice(open.indexOf(browser), 1);
    }
  }, 240_000);

  /** Walks a category's form to the review, answering each step; the step headings in order. */
  async function walkForm(browser: Browser, slug: string): Promise<{ headings: string[]; total: number; countChips: string[][] }> {
    const { page } = browser;
    await page.goto(`${baseUrl}/form/${slug}`);
    await page.waitForLoadState('networkidle');
    const progress = await page.getByText(/第 1 步，共 \d+ 步/).innerText();
    const total = Number(/共 (\d+) 步/.exec(progress)![1]);
    const headings: string[] = [];
    const countChips: string[][] = [];
    const heading = () => page.getByRole('heading', { level: 2 }).first();
    for (let n = 0; n < 20; n++) {
      await eventually(() => page.getByText(new RegExp(`第 ${n + 1} 步，共`)).count()).toBe(1);
      const title = (await heading().innerText()).replace('選填', '').trim();
      headings.push(title);
      if (title === '確認您的需求') break;
      if (title === '需要服務的地點在哪裡？' || title === '從哪裡搬到哪裡？') {
        await page.getByLabel('縣市', { exact: true }).selectOption(CITY);
        await page.getByLabel('鄉鎮市區', { exact: true }).selectOption(DISTRICT);
        const address = page.getByLabel('服務地址（路名、巷弄、門牌）');
        if ((await address.count()) > 0) await address.fill('中正路 1 號');
        if (title === '從哪裡搬到哪裡？') {
          await page.getByLabel('搬入縣市').selectOption(CITY);
          await page.getByLabel('搬入鄉鎮市區').selectOption(DISTRICT);
        }
      } else if (title === '希望什麼時候服務？') {
        await page.getByRole('radio', { name: '下週' }).check();
      } else {
        const radios = page.locator('.rf-step input[type="radio"]');
        const labels = await page.locator('.rf-step .rf-choice__label').allInnerTexts();
        if (labels.join() === '1,2,3,4+') countChips.push(labels);
        if ((await radios.count()) > 0) await radios.first().check();
        else if ((await page.locator('.rf-step input[type="checkbox"]').count()) > 0 && title.indexOf('補充') < 0) await page.locator('.rf-step input[type="checkbox"]').first().check();
        expect(await page.locator('.rf-step textarea').count() + (await page.locator('.rf-step input[type="date"]').count())).toBeLessThanOrEqual(title === '還有什麼想讓專家知道的嗎？' ? 1 : 0);
      }
      await page.getByRole('button', { name: '下一步' }).click();
    }
    return { headings, total, countChips };
  }

  it('asks the date once in the cleaning and moving forms, asks moving where to, and offers counts as chips', async () => {
    const browser = await phone();
    const cleaning = await walkForm(browser, 'aircon-cleaning');
    expect(cleaning.headings.filter((h) => /日期|什麼時候/.test(h))).toEqual(['希望什麼時候服務？']);
    expect(cleaning.countChips).toEqual([['1', '2', '3', '4+']]);
    expect(cleaning.headings).toContain('冷氣品牌');
    expect(cleaning.total).toBeLessThanOrEqual(10);

    const moving = await walkForm(browser, 'house-moving');
    expect(moving.headings.filter((h) => /日期|什麼時候/.test(h))).toEqual(['希望什麼時候服務？']);
    // From and to, each a city and a district, on the place step.
    expect(moving.headings).toContain('從哪裡搬到哪裡？');
    expect(moving.headings).not.toContain('要搬到哪個縣市？');
    expect(browser.errors).toEqual([]);
  });
});
