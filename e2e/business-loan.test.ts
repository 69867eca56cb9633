// The business loan page at 390×844 against the real server: the pro reads the explanation and
// the revenue summary the bank would see, is stopped without consent, applies with it, and
// withdraws after a confirmation; nothing is wider than the screen at any step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessLoan } from '../src/domain/business-loans/business-loans.contract';
import { expectNoSidewaysScroll, openPhone, type Phone, signIn } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

describe('the business loan page at 390×844', () => {
  let pro: Phone;
  let proToken: string;

  beforeAll(async () => {
    pro = await openPhone();
    proToken = await createVerifiedUser('loan', { first_name: '建宏', last_name: '林' });
    await signIn(pro, proToken, 'pro');
  });
  afterAll(async () => {
    await pro?.close();
  });

  const mine = async () => (await api<{ business_loans: BusinessLoan[] }>('/new/v1/business_loans/index.json', { token: proToken })).json.business_loans;

  it('applies only with consent, shows the application, and withdraws it after a confirmation', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/business-loan`);
    await eventually(() => page.getByRole('heading', { name: '將提供給銀行的營收摘要' }).count()).toBe(1);
    await eventually(() => page.getByText('您還沒有申請過營運貸款。').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'explanation and summary');

    await page.getByLabel(/申請金額/).fill('150,000');
    await page.getByLabel('還款期數').selectOption('12');
    await page.getByLabel('資金用途').selectOption('equipment');
    await page.getByRole('button', { name: '同意並送出申請' }).click();
    // Without the consent box nothing is sent.
    await eventually(() => page.getByText('請勾選同意提供營收摘要，才能送出申請。').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'consent missing');
    expect(await mine()).toEqual([]);

    await page.getByRole('checkbox', { name: /我同意平台將上方的營收摘要/ }).check();
    await page.getByRole('button', { name: '同意並送出申請' }).click();
    await eventually(() => page.getByText('您已有一筆處理中的申請，請等待銀行回覆，或撤回後再重新申請。').count()).toBe(1);
    expect(await mine()).toMatchObject([{ amount: 150_000, term_months: 12, purpose: 'equipment', status: 1 }]);
    await expectNoSidewaysScroll(page, 'application sent');

    expect(await page.locator('.business-loan__status').innerText()).toBe('已送出');
    await page.getByRole('button', { name: '撤回申請' }).click();
    await eventually(() => page.getByText('確定要撤回這筆申請嗎？撤回後無法復原，需要時可重新申請。').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'withdraw confirmation');
    await page.getByRole('button', { name: '確定撤回' }).click();
    await eventually(async () => (await mine())[0]?.status).toBe(5);
    await eventually(() => page.locator('.business-loan__status').innerText()).toBe('已撤回');
    await expectNoSidewaysScroll(page, 'withdrawn');
    expect(pro.errors).toEqual([]);
  });
});
