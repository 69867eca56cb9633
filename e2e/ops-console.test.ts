import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LedgerEntry } from '../src/domain/wallet/wallet.contract';
import { type Browser, openBrowser, PHONE } from './browser';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

const operator = inject('operator');

/** The code the operator's authenticator app shows now. */
function currentCode(): string {
  return new TOTP({ secret: Secret.fromBase32(operator.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** The operator console in a desktop browser: TOTP sign-in, a wallet adjustment with a reason, the audit log. */
describe('the operator console', () => {
  let ops: Browser;
  let userToken: string;
  let userId: number;

  beforeAll(async () => {
    ops = await openBrowser();
    userToken = await createVerifiedUser('ops', { first_name: '志明', last_name: '陳' });
    userId = (await api<{ info: { id: number } }>('/user/me.json', { token: userToken })).json.info.id;
  });
  afterAll(async () => {
    await ops.close();
  });

  it('signs an operator in with a TOTP code, adjusts a wallet with a reason, and shows it in the credit history and the audit log', async () => {
    const { page } = ops;
    // The console sends a visitor without its session to its own login, and back after it.
    await page.goto(`${baseUrl}/ops/wallet-adjustments`);
    await page.waitForURL(/\/ops\/login/);
    await page.getByLabel('Email', { exact: true }).fill(operator.email);
    await page.getByLabel('密碼', { exact: true }).fill(operator.password);
    await page.getByLabel('驗證碼（6 位數）').fill(currentCode());
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL(/\/ops\/wallet-adjustments$/);
    // Before the login, the console's session check was answered 403, as a guest's must be: the only error so far.
    expect(ops.errors.every((e) => e.includes('status of 403'))).toBe(true);
    const errorsBefore = ops.errors.length;

    await page.getByLabel('使用者編號').fill(String(userId));
    await page.getByLabel('調整金額（元）').fill('500');
    await page.getByLabel('原因', { exact: true }).fill('補償系統異常扣點');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    // Nothing is sent before the operator confirms what will happen.
    await eventually(() => page.getByText(`將為使用者 #${userId} 增加`).count()).toBe(1);
    const before = await api<{ transactions: LedgerEntry[] }>('/transactions/index.json', { token: userToken });
    expect(before.json.transactions.filter((t) => t.transaction_type === 37)).toHaveLength(0);
    await page.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByRole('heading', { name: '調整完成' }).count()).toBe(1);

    // The user's credit history has the adjustment as ledger type 37, without the operator's reason.
    const after = await api<{ transactions: LedgerEntry[]; available_wallet_amount: number }>('/transactions/index.json', { token: userToken });
    const adjustment = after.json.transactions.find((t) => t.transaction_type === 37);
    expect(adjustment).toMatchObject({ amount: 500, type_text: '客服調整' });
    expect(JSON.stringify(after.json)).not.toContain('補償系統異常扣點');

    // The audit log finds the action by its target, with the reason and the balance before and after.
    await page.goto(`${baseUrl}/ops/audit?target_type=user&target_id=${userId}`);
    const row = page.locator('tr.ops-table__row', { hasText: '點數調整' });
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('補償系統異常扣點');
    await row.getByRole('button').click();
    const detail = page.locator('tr.ops-table__detail');
    await eventually(() => detail.innerText()).toContain('balance');
    // Its own login is in the log too.
    await page.goto(`${baseUrl}/ops/audit?action=login`);
    await eventually(() => page.locator('tr.ops-table__row').count()).toBeGreaterThan(0);
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });

  it('fits a phone: nothing is wider than the screen', async () => {
    const { page } = ops;
    await page.setViewportSize(PHONE);
    for (const path of ['/ops', '/ops/audit', '/ops/wallet-adjustments']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
