import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeApplication } from '../src/domain/charge-applications/charge-applications.contract';
import { type Browser, openBrowser } from './browser';
import { api, baseUrl, createVerifiedUser, eventually } from './support';
import { signInOperatorOnPage } from './operator';
import { signInBrowser } from './pair.support';



/** A 1×1 PNG, the bank book's cover the pro attaches. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A pro applies for payments on a phone, confirms, and an operator approves the application in the console. */
describe('the charge application', () => {
  let pro: Browser;
  let ops: Browser;
  let proToken: string;

  beforeAll(async () => {
    pro = await openBrowser({ mobile: true });
    ops = await openBrowser();
    proToken = await createVerifiedUser('charge', { first_name: '志明', last_name: '陳' });
    await signInBrowser(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await pro.close();
    await ops.close();
  });

  it('goes from the pro’s submission to the operator’s approval', async () => {
    const { page } = pro;
    // The company form fits the phone too; the pro applies as a person.
    await page.goto(`${baseUrl}/dashboard/charge_application/company`);
    await eventually(() => page.getByLabel('統一編號').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: '個人', exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/dashboard/charge_application/personal');
    await page.getByLabel('身分證字號').fill('A123456789');
    await page.getByLabel('銀行代碼').selectOption('700');
    await page.getByLabel('分行代碼').fill('0021');
    await page.getByLabel('銀行帳號').fill('00012345678901');
    await page.getByLabel('帳戶戶名').fill('陳志明');
    await page.locator('input[type="file"]').setInputFiles({ name: '存摺封面.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: '送出申請' }).click();
    // Nothing is sent before the pro confirms the account.
    const dialog = page.getByRole('dialog', { name: '確認送出收款帳戶申請' });
    await eventually(() => dialog.getByText('0021 / 00012345678901').count()).toBe(1);
    expect((await api<{ charge_application: unknown }>('/new/v1/charge_applications/index.json', { token: proToken })).json.charge_application).toBeNull();
    await dialog.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByText(/審核中/).count()).toBeGreaterThan(0);
    await eventually(() => page.getByText('********8901').count()).toBe(1);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const mine = await api<{ charge_application: ChargeApplication; may_receive_payments: number }>('/new/v1/charge_applications/index.json', { token: proToken });
    expect(mine.json).toMatchObject({ charge_application: { status: 1, real_id: '******6789' }, may_receive_payments: 0 });
    const id = mine.json.charge_application.charge_application_id;

    // The operator opens the application in the console (numbers whole there) and approves it.
    await ops.page.goto(`${baseUrl}/ops/charge_applications/${id}`);
    await ops.page.waitForURL(/\/ops\/login/);
    await signInOperatorOnPage(ops.page);
    await ops.page.waitForURL(new RegExp(`/ops/charge_applications/${id}$`));
    await eventually(() => ops.page.getByText('00012345678901').count()).toBe(1);
    await ops.page.getByRole('button', { name: '通過', exact: true }).click();
    await eventually(() => ops.page.getByText('已通過這筆申請').count()).toBe(1);

    const after = await api<{ charge_application: ChargeApplication; may_receive_payments: number }>('/new/v1/charge_applications/index.json', { token: proToken });
    expect(after.json).toMatchObject({ charge_application: { status: 2 }, may_receive_payments: 1 });
    await page.reload();
    await eventually(() => page.getByText(/已通過/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole('button', { name: '送出申請' }).count()).toBe(0);
  });
});
