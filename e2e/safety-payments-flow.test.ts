// A safety payment from the request to the money's end, at 390×844 against the real server: the
// pro asks for a payment in two milestones on a hired job, the consumer pays it with a new card at
// the sandbox gateway, the money is held in trust, the consumer releases the first milestone and
// asks for the second back, the pro agrees, and each side sees what the money came to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyPaymentFee } from '../src/domain/safety-payments/fees';
import type { TrustFundPage } from '../src/domain/trust-fund/trust-fund.contract';
import type { SafetyPayment } from '../src/web/features/safety-payments/api/safety-payments';
import { expectNoSidewaysScroll, openPhone, PIXEL, type Phone, seedPhoneLayout, signIn } from './phone-layout.support';
import { api, apiKey, baseUrl, clientIp, eventually } from './support';
import { asOperator } from './operator';

// The server of the browser tests takes this fee (global-setup.ts): 2.5%, no minimum.
const FEE = { percent: 2.5, min: 0 };
const TOTAL = 3000;
const FIRST = 1234;
const SECOND = TOTAL - FIRST;
const twd = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** A day in Taiwan `days` from now, as the date field takes it. */
function taipeiDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The pro's charge application (收款申請), sent as the form sends it: fields and a document. */
async function applyForPayments(token: string): Promise<number> {
  const body = new FormData();
  const fields = { type: 'personal', real_id: 'A123456789', bank_code: '700', bank_branch: '0021', bank_account: '00012345678901', holder_name: '歐陽明德國際專業冷氣' };
  // The holder bears the pro's real name (seedPhoneLayout's pro: 歐陽 明德國際專業冷氣).
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('documents', new Blob([new Uint8Array(PIXEL)], { type: 'image/png' }), '存摺封面.png');
  const res = await fetch(`${baseUrl}/api/new/v1/charge_applications/add.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'X-Session-Token': token, 'X-Forwarded-For': clientIp() },
    body,
  });
  const json = (await res.json()) as { charge_application?: { charge_application_id: number } };
  expect({ status: res.status, json }).toMatchObject({ status: 200 });
  return json.charge_application!.charge_application_id;
}

/** The console operator signs in and approves it. */
async function approveAsOperator(applicationId: number): Promise<void> {
  await asOperator(`charge_applications/approve/${applicationId}.json`);
}

describe('a safety payment in two milestones, paid by card, released and refunded, at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let guest: Phone;
  let bidId: number;
  let proToken: string;
  let consumerToken: string;
  let pid = '';

  const viewAs = async (token: string) => (await api<{ third_party_payment: SafetyPayment }>(`/new/v1/third_party_payments/view/${pid}.json`, { token })).json.third_party_payment;
  const trustOf = async (token: string) => (await api<TrustFundPage>('/new/v1/trust_fund/query.json', { token })).json;

  beforeAll(async () => {
    [consumer, pro, guest] = await Promise.all([openPhone(), openPhone(), openPhone()]);
    const seed = await seedPhoneLayout();
    ({ bidId, proToken, consumerToken } = seed);
    const quoted = await api(`/quote_bids/change_status/rating/${bidId}.json`, { token: proToken, body: { rating_type: 'flat', flat_rate_at: TOTAL } });
    expect(quoted.status).toBe(200);
    const hired = await api(`/quote_bids/change_status/hired/${bidId}.json`, { token: consumerToken, body: { date: taipeiDay(10), time: '14:00' } });
    expect(hired.status).toBe(200);
    await approveAsOperator(await applyForPayments(proToken));
    const may = await api<{ may_receive_payments: number }>('/new/v1/charge_applications/index.json', { token: proToken });
    expect(may.json.may_receive_payments).toBe(1);
    await signIn(consumer, consumerToken, 'consumer');
    await signIn(pro, proToken, 'pro');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close(), guest?.close()]);
  });

  it('the pro asks for the payment in two milestones from the hired job', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await page.getByRole('link', { name: '發起安心付款' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/dashboard/safety-payments/${bidId}/new`);
    await page.getByLabel('請款金額（NT$）').fill(String(TOTAL));
    await page.getByLabel('請款品項').fill('分離式冷氣安裝\n銅管五米');
    await page.getByLabel('付款期限').fill(taipeiDay(7));
    await page.getByRole('checkbox', { name: '分階段撥款' }).check();
    await page.getByLabel('第 1 階段金額（NT$）').fill(String(FIRST));
    await page.getByLabel('第 1 階段說明').fill('訂金與材料');
    await page.getByLabel('第 2 階段金額（NT$）').fill(String(SECOND));
    await page.getByLabel('第 2 階段說明').fill('安裝完成');
    await expectNoSidewaysScroll(page, 'request form');
    await page.getByRole('button', { name: '確認內容' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain(twd(safetyPaymentFee(TOTAL, FEE)));
    await dialog.getByRole('button', { name: '送出請款' }).click();
    await eventually(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/dashboard/safety-payments/${bidId}/SP[A-Z0-9]+$`));
    pid = new URL(page.url()).pathname.split('/').at(-1)!;
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('等待付款');
    expect(await page.getByTestId('payment-fee').innerText()).toBe(twd(safetyPaymentFee(TOTAL, FEE)));
    const asked = await viewAs(proToken);
    expect(asked.milestones.map((m) => [m.amount, m.state])).toEqual([
      [FIRST, 'open'],
      [SECOND, 'open'],
    ]);
  });

  it('the consumer pays it with a new card after confirming the amount and the fee, and the money is held in trust', async () => {
    expect(pid).not.toBe('');
    const { page } = consumer;
    // Whoever holds the link sees it with the ways to pay, on the screen's width.
    const { hash } = await viewAs(proToken);
    await guest.page.goto(`${baseUrl}/guest/safety-payment/${hash}`);
    await eventually(() => guest.page.getByRole('button', { name: '使用新的信用卡付款' }).count()).toBe(1);
    expect(await guest.page.getByText('超商代碼繳費').count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(guest.page, 'guest link');
    // The job's payments, filtered by the server.
    await page.goto(`${baseUrl}/dashboard/safety-payments/${bidId}`);
    await eventually(() => page.getByRole('link', { name: /的請款/ }).count()).toBe(1);
    await expectNoSidewaysScroll(page, "the job's payments");
    await page.getByRole('link', { name: /的請款/ }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(`/dashboard/safety-payments/${bidId}/${pid}`);
    await page.getByRole('button', { name: '使用新的信用卡付款' }).click();
    await page.getByLabel('卡號').fill('4242424242424242');
    await page.getByLabel('有效期限（MM/YY）').fill('12/30');
    await page.getByLabel('安全碼').fill('123');
    await expectNoSidewaysScroll(page, 'new card');
    await page.getByRole('button', { name: '下一步：確認付款' }).click();
    const dialog = page.getByRole('dialog', { name: '確認付款方式' });
    await eventually(() => dialog.count()).toBe(1);
    expect(await dialog.getByTestId('confirm-amount').innerText()).toBe(twd(TOTAL));
    expect(await dialog.getByTestId('confirm-fee').innerText()).toBe(twd(safetyPaymentFee(TOTAL, FEE)));
    // Nothing is charged before the confirmation.
    expect((await viewAs(consumerToken)).state).toBe('requested');
    await expectNoSidewaysScroll(page, 'pay confirmation');
    await dialog.getByRole('button', { name: '確認付款' }).click();
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('款項保管中');
    expect(await viewAs(consumerToken)).toMatchObject({ state: 'held', pay_type: 'card', card_info: 'VISA-4242' });

    // The trust account holds it: the trust fund query shows the payment and its receipt.
    const trust = await trustOf(consumerToken);
    expect(trust.trust_funds.find((f) => f.pid === pid)).toMatchObject({ held: TOTAL });
    await pro.page.goto(`${baseUrl}/dashboard/trust_fund_query`);
    await eventually(() => pro.page.locator('.trust-fund__total').first().innerText()).toContain(twd(TOTAL));
    await expectNoSidewaysScroll(pro.page, 'trust fund query');
  });

  it('the consumer releases the first milestone and asks for the second back; the pro agrees', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/safety-payments/${bidId}/${pid}`);
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('款項保管中');
    await page.getByRole('button', { name: '同意撥款此階段' }).first().click();
    const release = page.getByRole('dialog', { name: '確認撥款' });
    await eventually(() => release.innerText()).toContain(twd(FIRST));
    await release.getByRole('button', { name: '確認撥款' }).click();
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('部分撥款');

    await page.getByRole('button', { name: '申請退款' }).click();
    await page.getByLabel('退款金額（NT$）').fill(String(SECOND));
    await page.getByLabel('退款原因').fill('第二階段不需要施工了');
    await page.getByRole('button', { name: '送出退款申請' }).click();
    const refund = page.getByRole('dialog', { name: '申請退款' });
    await eventually(() => refund.innerText()).toContain(twd(SECOND));
    await refund.getByRole('button', { name: '送出退款申請' }).click();
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('退款申請中');
    await expectNoSidewaysScroll(page, 'refund requested');

    await pro.page.goto(`${baseUrl}/dashboard/safety-payments/${bidId}/${pid}`);
    await eventually(() => pro.page.getByTestId('payment-state').innerText()).toBe('退款申請中');
    await pro.page.getByRole('button', { name: '同意退款', exact: true }).click();
    await pro.page.getByRole('dialog', { name: '同意退款' }).getByRole('button', { name: '同意退款', exact: true }).click();
    await eventually(() => pro.page.getByTestId('payment-state').innerText()).toBe('已撥款');
  });

  it('each side sees what the money came to: the consumer the refund, the pro the first milestone less the fee', async () => {
    const releasedFee = safetyPaymentFee(FIRST, FEE);
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/safety-payments/${bidId}/${pid}`);
    await eventually(() => page.getByTestId('payment-state').innerText()).toBe('已撥款');
    const figures = page.locator('.safety-payment__figures');
    await eventually(() => figures.innerText()).toContain(`已退款\n${twd(SECOND)}`);
    expect(await figures.innerText()).toContain(`已撥款\n${twd(FIRST)}`);
    expect(await viewAs(consumerToken)).toMatchObject({ released_amount: FIRST, refunded_amount: SECOND });
    await expectNoSidewaysScroll(page, 'payment settled');

    // The pro: owed the first milestone less its fee, nothing left in trust for this payment.
    const trust = await trustOf(proToken);
    expect(trust.payable).toBe(FIRST - releasedFee);
    expect(trust.trust_funds.find((f) => f.pid === pid)).toMatchObject({ held: 0 });
    await pro.page.goto(`${baseUrl}/dashboard/trust_fund_query`);
    await eventually(() => pro.page.getByTestId('trust-fund-payable').innerText()).toContain(twd(FIRST - releasedFee));
    await expectNoSidewaysScroll(pro.page, 'pro payable');
    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});
