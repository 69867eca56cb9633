import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeCreditsAnswer } from '../src/web/features/free-credits/api/free-credits';
import type { ReferralsAnswer } from '../src/web/features/referrals/api/referrals';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { api, apiKey, baseUrl, clientIp, createVerifiedUser, eventually } from './support';

/** Free-credit tasks, the referral link from a click to both rewards, and the invoice carrier a purchase keeps. */
describe('free credits and referrals in a browser', () => {
  let referrer: Browser;
  let friend: Browser;
  let token: string;

  beforeAll(async () => {
    referrer = await openBrowser({ mobile: true });
    friend = await openBrowser({ mobile: true });
    token = await createVerifiedUser('referrer', { first_name: '志明', last_name: '陳', service_category: 'aircon-installation', service_city: '雲林縣' });
    await signInBrowser(referrer, token, 'pro');
  });
  afterAll(async () => {
    await referrer?.close();
    await friend?.close();
  });

  const wallet = async (session: string) => (await api<FreeCreditsAnswer>('/free_credits/index.json', { token: session })).json.available_wallet_amount;

  it('claims a done task once from the highlighted card', async () => {
    const { page } = referrer;
    const before = await wallet(token);
    await page.goto(`${baseUrl}/dashboard/free-credits/verify_phone`);
    const card = page.locator('li.task[aria-current="step"]');
    await eventually(() => card.getByRole('heading').innerText()).toBe('驗證手機號碼');
    // The profile task is not done (no picture, no description): it offers a way to do it, not a claim.
    const profile = page.locator('li.task', { has: page.getByRole('heading', { name: '完成專家檔案' }) });
    expect(await profile.getByRole('link', { name: '前往完成' }).count()).toBe(1);
    expect(await profile.getByRole('button').count()).toBe(0);

    await card.getByRole('button', { name: '領取 50 點' }).dblclick();
    await eventually(() => card.locator('.badge').innerText()).toBe('已領取');
    expect(await wallet(token)).toBe(before + 50);
    expect(referrer.errors).toEqual([]);
  });

  it('rewards both sides when a friend who came through the link first buys credit, and the purchase keeps the friend’s invoice carrier', async () => {
    const { page } = referrer;
    await page.goto(`${baseUrl}/dashboard/free-credits`);
    const linkField = page.getByLabel('我的推薦連結');
    await eventually(() => linkField.inputValue()).toMatch(/\/pro\?ref=[A-Za-z0-9_-]{10}$/);
    const link = await linkField.inputValue();
    const hash = link.split('ref=')[1]!;
    expect(await page.getByText('還沒有朋友透過您的連結加入').count()).toBe(1);

    // The friend opens the link; the page remembers the referral for sign-up.
    await friend.page.goto(link);
    await eventually(async () => (await friend.context.cookies(baseUrl)).find((c) => c.name === 'referral_hash')?.value).toBe(hash);
    const cookie = (await friend.context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const signup = await fetch(`${baseUrl}/api/users/sign_up.json`, {
      method: 'POST',
      headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp(), Cookie: cookie },
      body: JSON.stringify({ User: { email: `friend-${stamp}@example.com`, password: 'secret123', first_name: '春嬌', last_name: '余', service_category: 'aircon-installation', service_city: '雲林縣' } }),
    });
    expect(signup.status).toBe(200);
    const friendToken = ((await signup.json()) as { session_id: string }).session_id;
    await signInBrowser(friend, friendToken, 'pro');

    await page.reload();
    const row = page.locator('li.referral');
    await eventually(() => row.innerText()).toContain('已註冊，尚未購買點數');
    expect(await row.innerText()).toContain('余○○');

    // The friend chooses a mobile barcode for invoices, checked on the page first.
    await friend.page.goto(`${baseUrl}/dashboard/settings/invoice`);
    await friend.page.getByRole('radio', { name: /手機條碼載具/ }).check();
    await friend.page.getByRole('textbox', { name: '手機條碼' }).fill('/abc123');
    await friend.page.getByRole('button', { name: '儲存發票設定' }).click();
    await eventually(() => friend.page.getByText('手機條碼格式錯誤：須為「/」加 7 碼數字、大寫英文字母或 . + -').count()).toBe(1);
    await friend.page.getByRole('textbox', { name: '手機條碼' }).fill('/abc1234');
    await friend.page.getByRole('button', { name: '儲存發票設定' }).click();
    await eventually(async () => (await api<{ invoice_settings: { carrier: string } }>('/users/invoice_settings.json', { token: friendToken })).json.invoice_settings.carrier).toBe('/ABC1234');

    // The friend's first purchase, by card through the sandbox gateway.
    const primeAnswer = await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card_number: '4242424242424242', expiry: '12/30', ccv: '123' }),
    });
    const prime = ((await primeAnswer.json()) as { card: { prime: string } }).card.prime;
    const before = await wallet(token);
    const friendBefore = await wallet(friendToken);
    const paid = await api<{ purchase: { id: number; status: string; invoice: unknown } }>('/new/v1/tap_pay/pay_by_prime.json', {
      token: friendToken,
      body: { prime, amount: 500, idempotency_key: `e2e-${stamp}` },
    });
    expect(paid.status).toBe(200);
    expect(paid.json.purchase).toMatchObject({ status: 'paid', invoice: { type: 'mobile', carrier: '/ABC1234' } });
    // the purchase and the friend's referral reward
    expect(await wallet(friendToken)).toBe(friendBefore + 500 + 100);
    expect(await wallet(token)).toBe(before + 200);

    await page.reload();
    await eventually(() => page.locator('li.referral').innerText()).toContain('已首次購點，獎勵已發放');
    expect(await page.locator('li.referral').innerText()).toContain('+200 點');
    const list = (await api<ReferralsAnswer>('/users/referrals.json', { token })).json;
    expect(list).toMatchObject({ count: 1, rewarded_count: 1, reward_total: 200 });
    expect(referrer.errors).toEqual([]);
    expect(friend.errors).toEqual([]);
  });
});
