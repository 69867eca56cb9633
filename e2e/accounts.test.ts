import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { readOutbox, whenHydrated } from './support';

const baseUrl = inject('baseUrl');
const apiKey = inject('apiKey');
const PASSWORD = 'secret123';

interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
  created: string;
}

/** Calls the API the way a client does (key header, JSON body) and returns the parsed answer. */
async function api<T>(path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    // A client address of its own per call keeps the sign-ups under the per-address limit.
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': `10.83.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** A consumer made through the API, as a fixture. */
async function createUser(prefix: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const { status } = await api('/users/sign_up.json', { User: { email, password: PASSWORD, first_name: '小明', last_name: '王' } });
  expect(status).toBe(200);
  return { email, password: PASSWORD };
}

/** What the outbox holds for an address (the dev API; the server runs outside production). */
async function outbox(to: string): Promise<OutboxMessage[]> {
  const { status, messages } = await readOutbox<OutboxMessage>(to);
  expect(status).toBe(200);
  return messages;
}

/** The newest message to `to` whose body matches, waiting for it to arrive. */
async function waitForMessage(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(to);
      for (const message of [...messages].reverse()) {
        found = pattern.exec(message.body);
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return found!;
}

describe('accounts in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    await browser.context.clearCookies();
    browser.errors.length = 0;
  });

  const cookie = async (name: string) => (await browser.context.cookies(baseUrl)).find((c) => c.name === name)?.value;

  async function logInWithPassword(email: string, password: string) {
    const { page } = browser;
    const submit = await whenHydrated(page.getByRole('button', { name: '登入', exact: true }));
    await page.getByLabel('帳號或 Email').fill(email);
    await page.getByLabel('密碼', { exact: true }).fill(password);
    await submit.click();
  }

  it('signs up a consumer, who lands on their requests, and activates the account from the mail', async () => {
    const { page } = browser;
    const taken = await createUser('taken');
    const email = uniqueEmail('signup');
    await page.goto(`${baseUrl}/signup`);
    await page.waitForLoadState('networkidle');

    // An e-mail that is already registered is pointed out as soon as the field is left.
    await page.getByLabel('Email', { exact: true }).fill(taken.email);
    await page.getByLabel('密碼', { exact: true }).click();
    await expect.poll(() => page.getByText('此 Email 已註冊，請直接登入').count()).toBe(1);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('密碼', { exact: true }).fill('short');
    await page.getByLabel('姓氏').fill('陳');
    await page.getByRole('button', { name: '免費註冊' }).click();
    // Inline errors, and nothing typed is lost.
    expect(await page.getByText(/密碼需為 8 到 72 個字元/).count()).toBe(1);
    expect(await page.getByText('請輸入名字').count()).toBe(1);
    expect(await page.getByLabel('姓氏').inputValue()).toBe('陳');

    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByLabel('名字').fill('美玲');
    await page.getByRole('button', { name: '免費註冊' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/projects`);
    expect(await cookie('user_role')).toBe('consumer');
    await expect.poll(() => page.getByRole('button', { name: /帳號選單/ }).innerText()).toContain('陳美玲');

    const [link] = await waitForMessage(email, /https?:\/\/\S+\/activate\/\d+\/\S+/);
    await page.goto(link);
    // Opened in the browser that signed up, the link keeps the password and this session (the
    // one who chose the password reads the mailbox); anywhere else it would lead to a new one.
    await expect.poll(() => page.getByText('帳號已啟用').count()).toBe(1);
    expect(await page.getByRole('link', { name: '設定密碼' }).count()).toBe(0);
    expect(browser.errors).toEqual([]);
    // Leave the browser signed out for the tests after this one.
    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL(/\/login/);
  });

  it('lists the signed-in devices in the settings and signs another one out', async () => {
    const { page } = browser;
    // The sign-up test before leaves this browser signed in; this one starts signed out.
    await page.goto('about:blank');
    await page.context().clearCookies();
    const user = await createUser('devices');
    // Another device: a login through the API.
    const other = await api<{ session_id: string }>('/users/login.json', { username: user.email, passwd: user.password });
    expect(other.status).toBe(200);
    await page.goto(`${baseUrl}/login?from=${encodeURIComponent('/dashboard/settings/sessions')}`);
    await logInWithPassword(user.email, user.password);
    await page.waitForURL(`${baseUrl}/dashboard/settings/sessions`);
    const list = page.getByRole('list', { name: '已登入的裝置' });
    // The sign-up session, the API login and this browser.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    expect(await list.getByText('目前這個裝置').count()).toBe(1);
    while ((await list.getByRole('button', { name: '登出這個裝置' }).count()) > 0) {
      const before = await list.getByRole('listitem').count();
      await list.getByRole('button', { name: '登出這個裝置' }).first().click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(before - 1);
    }
    const res = await fetch(`${baseUrl}/api/user/me.json`, { headers: { 'X-Api-Key': apiKey, 'X-Session-Token': other.json.session_id } });
    expect(res.status).toBe(403);
    expect(browser.errors).toEqual([]);
  });

  it('logs out: the session ends on the server and the dashboard asks to log in again', async () => {
    const { page } = browser;
    const user = await createUser('logout');
    await page.goto(`${baseUrl}/login`);
    await logInWithPassword(user.email, user.password);
    await page.waitForURL(/\/dashboard\//);
    const token = await cookie('session_token');
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: /帳號選單/ }).click();
    await page.getByRole('link', { name: '登出' }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await cookie('session_token')).toBeUndefined();
    // The old token is revoked, not just forgotten by the browser.
    const res = await fetch(`${baseUrl}/api/user/me.json`, { headers: { 'X-Api-Key': apiKey, 'X-Session-Token': token! } });
    expect(res.status).toBe(403);

    await page.goto(`${baseUrl}/dashboard/settings`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in with a password and lands on the page it came from', async () => {
    const { page } = browser;
    const user = await createUser('password');
    await page.goto(`${baseUrl}/dashboard/settings/notifications`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('from')).toBe('/dashboard/settings/notifications');

    await logInWithPassword(user.email, 'wrong-password1');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' }).count()).toBe(1);
    expect(await page.getByLabel('帳號或 Email').inputValue()).toBe(user.email);

    await page.getByLabel('保持登入 30 天').check();
    await page.getByLabel('密碼', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/settings/notifications`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('帳號設定');
    const session = (await browser.context.cookies(baseUrl)).find((c) => c.name === 'session_token');
    // "Keep me signed in for 30 days" gives the 30-day cookie (spec section 9).
    expect(session!.expires - Date.now() / 1000).toBeLessThan(2_592_000 + 60);
    expect(session!.expires - Date.now() / 1000).toBeGreaterThan(2_592_000 - 600);
  });

  it('does not follow a from that points to another site', async () => {
    const { page } = browser;
    const user = await createUser('offsite');
    await page.goto(`${baseUrl}/login?from=${encodeURIComponent('//evil.example/x')}`);
    await logInWithPassword(user.email, user.password);
    // A user without a service lands on their requests, in consumer mode.
    await page.waitForURL(`${baseUrl}/dashboard/projects`);
  });

  it('logs in with an e-mail code read from the outbox', async () => {
    const { page } = browser;
    const user = await createUser('emailcode');
    await page.goto(`${baseUrl}/login?from=${encodeURIComponent('/dashboard/settings/phone')}`);
    await page.getByRole('tab', { name: 'Email 驗證碼' }).click();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: '傳送驗證碼' }).click();
    await expect.poll(() => page.getByText(`驗證碼已寄到 ${user.email}`, { exact: false }).count()).toBe(1);

    const [, code] = await waitForMessage(user.email, /(?<!\d)(\d{6})(?!\d)/);
    await page.getByRole('textbox', { name: '驗證碼' }).fill(code!);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/settings/phone`);
    await expect.poll(() => page.getByRole('button', { name: /帳號選單/ }).innerText()).toContain('王小明');
  });

  it('resets a password through the mailed link', async () => {
    const { page } = browser;
    const user = await createUser('reset');
    const newPassword = 'another456';
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('帳號或 Email').fill(user.email);
    await page.getByRole('link', { name: '忘記密碼？' }).click();
    await page.waitForURL(`${baseUrl}/resetpass/email/${encodeURIComponent(user.email)}`);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    await page.getByRole('button', { name: '寄送重設密碼連結' }).click();
    await expect.poll(() => page.getByText('重設密碼的連結已寄出', { exact: false }).count()).toBe(1);

    const [link] = await waitForMessage(user.email, /https?:\/\/\S+\/resetpass\/\S+/);
    await page.goto(link);
    await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
    await page.getByLabel('再輸入一次新密碼').fill('different789');
    await page.getByRole('button', { name: '儲存新密碼' }).click();
    expect(await page.getByText('兩次輸入的密碼不一致').count()).toBe(1);
    await page.getByLabel('再輸入一次新密碼').fill(newPassword);
    await page.getByRole('button', { name: '儲存新密碼' }).click();
    await expect.poll(() => page.getByText('密碼已更新', { exact: false }).count()).toBe(1);

    // The link works once.
    await page.goto(link);
    await expect.poll(() => page.getByText('這個連結無效或已過期').count()).toBe(1);

    await page.goto(`${baseUrl}/login`);
    await logInWithPassword(user.email, user.password);
    await expect.poll(() => page.getByText('帳號或密碼錯誤', { exact: false }).count()).toBe(1);
    await page.getByLabel('密碼', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(/\/dashboard\//);
  });

  it('switches mode from the user menu and is sent away from the other mode’s screens', async () => {
    const { page } = browser;
    const user = await createUser('mode');
    await page.goto(`${baseUrl}/login`);
    await logInWithPassword(user.email, user.password);
    // A user without a service starts in consumer mode when nothing is remembered.
    await page.waitForURL(`${baseUrl}/dashboard/projects`);

    await page.getByRole('button', { name: /帳號選單/ }).click();
    await page.getByRole('button', { name: '切換為專家模式' }).first().click();
    await page.waitForURL(`${baseUrl}/dashboard/requests`);
    expect(await cookie('user_role')).toBe('pro');

    // The server reads the cookie too: a consumer screen loaded directly goes to the pro landing.
    await page.goto(`${baseUrl}/dashboard/projects`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/requests');

    // A shared screen stays where it is when the mode changes.
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByRole('button', { name: /帳號選單/ }).click();
    await page.getByRole('button', { name: '切換為客戶模式' }).first().click();
    await expect.poll(() => cookie('user_role')).toBe('consumer');
    expect(new URL(page.url()).pathname).toBe('/dashboard/settings');

    // The inbox is one for both modes.
    await page.goto(`${baseUrl}/dashboard/inbox`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/inbox');
  });

  it('remembers a partner channel and a referral for sign-up', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/fet`);
    expect(await cookie('partner_token')).toBe('fet');
    await page.goto(`${baseUrl}/?partner=55688life&ref=friend_42`);
    expect(await cookie('partner_token')).toBe('55688life');
    expect(await cookie('referral_hash')).toBe('friend_42');
    expect(await cookie('device_id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
