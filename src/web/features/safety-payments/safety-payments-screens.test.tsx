// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { loadAllScreens } from '../../routes/screens';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { SafetyPayment } from './api/safety-payments';
import { BidPayments } from './bid-payments';

beforeAll(() => loadAllScreens(), 60_000);
afterEach(() => cleanup());

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const WAIT = { timeout: 10_000 };
const PID = 'SPABCDEFGHJKLMNPQRS';
const HASH = 'b'.repeat(32);
const BASE = '/api/new/v1/third_party_payments';
const CARD_CONFIG = { '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox' }) };
const NO_CARDS = { ...CARD_CONFIG, '/api/new/v1/tap_pay/cards.json': ok({ cards: [] }) };

function payment(extra: Partial<SafetyPayment> = {}): SafetyPayment {
  return {
    pid: PID,
    quote_bid_id: 42,
    nshop_order_id: null,
    amount: 1234,
    fee: 31,
    pro_receives: 1203,
    items: ['冷氣清洗 2 台', '材料費'],
    milestones: [],
    due_date: '2026-12-10',
    state: 'requested',
    state_text: '等待付款',
    role: 'consumer',
    pro_name: '好師傅清潔',
    consumer_name: '王小明',
    pay_types: ['card', 'cvs', 'atm'],
    pay_type: null,
    card_info: null,
    payment_info: null,
    released_amount: 0,
    refunded_amount: 0,
    read_at: '2026-11-27 09:00:00',
    paid_at: null,
    completion_reported_at: null,
    cancelled_at: null,
    auto_release_at: null,
    fee_invoices: [],
    hash: HASH,
    created: '2026-11-27 08:00:00',
    modified: '2026-11-27 08:00:00',
    ...extra,
  };
}

async function render(path: string, table: Record<string, Handler>, options: { signedIn?: boolean; fee?: { percent: number; min: number } } = {}) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const state = preloaded({ user: { me: options.signedIn === false ? null : me } });
  if (options.fee) state.app = { ...state.app, safetyPaymentFee: options.fee };
  const store = createAppStore(state, { fetchFn: api.fn, proMode: false });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api };
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/dashboard/safety-payments', () => {
  it('lists the payments with their state, and says when there are none', async () => {
    await render('/dashboard/safety-payments', {
      [`${BASE}/index/page:1.json`]: ok({ third_party_payments: [payment()], page: 1, total_pages: 1, count: 1 }),
    });
    const link = await screen.findByRole('link', { name: /好師傅清潔 的請款/ }, WAIT);
    expect(link.getAttribute('href')).toBe(`/dashboard/safety-payments/42/${PID}`);
    expect(link.textContent).toContain('NT$1,234');
    expect(link.textContent).toContain('等待付款');
    cleanup();
    await render('/dashboard/safety-payments', { [`${BASE}/index/page:1.json`]: ok({ third_party_payments: [], page: 1, total_pages: 0, count: 0 }) });
    expect(await screen.findByText('還沒有安心付款', undefined, WAIT)).toBeTruthy();
  });

  it('says when the list cannot be loaded, and loads it again', async () => {
    let fail = true;
    await render('/dashboard/safety-payments', {
      [`${BASE}/index/page:1.json`]: () => (fail ? [500, { status: 'Error', error: 'unknown error', message: '' }] : ok({ third_party_payments: [], page: 1, total_pages: 0, count: 0 })),
    });
    const retry = await screen.findByRole('button', { name: '重試' }, WAIT);
    fail = false;
    await click(retry);
    expect(await screen.findByText('還沒有安心付款', undefined, WAIT)).toBeTruthy();
  });
});

describe('a payment, as the consumer', () => {
  it('shows the amount, the fee and what the pro receives, stamps it read, and cancels it after a confirmation', async () => {
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment({ read_at: null }) }),
      [`${BASE}/change_status/read/${PID}.json`]: ok({ third_party_payment: payment() }),
      [`${BASE}/change_status/cancel/${PID}.json`]: ok({ third_party_payment: payment({ state: 'cancelled', state_text: '已取消', cancelled_at: '2026-11-27 10:00:00' }) }),
    });
    expect((await screen.findByTestId('payment-amount', undefined, WAIT)).textContent).toBe('NT$1,234');
    expect(screen.getByTestId('payment-fee').textContent).toBe('NT$31');
    expect(screen.getByTestId('payment-pro-receives').textContent).toBe('NT$1,203');
    expect(screen.getByText('冷氣清洗 2 台')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith(`/change_status/read/${PID}.json`))).toHaveLength(1);
    await click(screen.getByRole('button', { name: '取消這筆付款' }));
    expect(api.calls.filter((c) => c.url.includes('/change_status/cancel/'))).toHaveLength(0);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消這筆付款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('已取消');
    expect(screen.queryByRole('button', { name: 'ATM 轉帳' })).toBeNull();
  });

  it('pays by ATM after a confirmation, and keeps the convenience store closed when the amount does not fit', async () => {
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      ...NO_CARDS,
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment({ pay_types: ['card', 'atm'] }) }),
      [`${BASE}/pay/${PID}.json`]: ok({ third_party_payment: payment({ state: 'awaiting_payment', state_text: '付款處理中', pay_type: 'atm' }) }),
    });
    const cvs = (await screen.findByRole('button', { name: '超商代碼繳費' }, WAIT)) as HTMLButtonElement;
    expect(cvs.disabled).toBe(true);
    await click(screen.getByRole('button', { name: 'ATM 轉帳' }));
    expect(api.calls.filter((c) => c.url.includes('/pay/'))).toHaveLength(0);
    expect(screen.getByRole('dialog').textContent).toContain('NT$1,234');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認付款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('付款處理中');
    const post = api.calls.find((c) => c.url.endsWith(`/pay/${PID}.json`));
    expect(post?.body).toMatchObject({ pay_type: 'atm' });
    expect(String(post?.body?.idempotency_key).length).toBeGreaterThanOrEqual(8);
  });

  it('pays with a bound card after a confirmation', async () => {
    const card = { id: 5, card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: 1, is_foreign: 0, provider: 'tappay', created: '2026-11-01 00:00:00' };
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      ...CARD_CONFIG,
      '/api/new/v1/tap_pay/cards.json': ok({ cards: [card] }),
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment() }),
      [`${BASE}/pay/${PID}.json`]: ok({ third_party_payment: payment({ state: 'held', state_text: '款項保管中', pay_type: 'card', card_info: 'VISA-4242' }), payment_url: null }),
    });
    await click(await screen.findByRole('button', { name: '信用卡 VISA-4242' }, WAIT));
    expect(api.calls.some((c) => c.url.includes('/pay/'))).toBe(false);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認付款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('款項保管中');
    expect(api.calls.find((c) => c.url.endsWith(`/pay/${PID}.json`))?.body).toMatchObject({ pay_type: 'card', card_id: 5 });
  });

  it("goes to the card's bank for 3-D Secure when the gateway asks, saying so", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const card = { id: 5, card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: 1, is_foreign: 0, provider: 'tappay', created: '2026-11-01 00:00:00' };
      await render(`/dashboard/safety-payments/42/${PID}`, {
        ...CARD_CONFIG,
        '/api/new/v1/tap_pay/cards.json': ok({ cards: [card] }),
        [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment() }),
        [`${BASE}/pay/${PID}.json`]: ok({ third_party_payment: payment({ state: 'awaiting_payment', state_text: '付款處理中', pay_type: 'card' }), payment_url: 'https://bank.example/3ds/SP1' }),
      });
      await click(await screen.findByRole('button', { name: '信用卡 VISA-4242' }, WAIT));
      expect(assign).not.toHaveBeenCalled();
      await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認付款' }));
      expect(assign).toHaveBeenCalledWith('https://bank.example/3ds/SP1');
      expect(await screen.findByText('正在前往發卡銀行驗證…', undefined, WAIT)).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pays with a new card typed into the wallet\'s card fields: checked first, the amount and the fee confirmed, the prime sent', async () => {
    const primeCalls: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      primeCalls.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ status: 0, msg: 'Success', card: { prime: 'prime-test-1' } }), { headers: { 'Content-Type': 'application/json' } });
    });
    try {
      const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
        '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox', app_id: 1, app_key: 'k', server_type: 'sandbox', prime_url: '/sandbox-gateway/tappay/prime' }),
        '/api/new/v1/tap_pay/cards.json': ok({ cards: [] }),
        [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment() }),
        [`${BASE}/pay/${PID}.json`]: ok({ third_party_payment: payment({ state: 'held', state_text: '款項保管中', pay_type: 'card', card_info: 'VISA-4242' }), payment_url: null }),
      });
      await click(await screen.findByRole('button', { name: '使用新的信用卡付款' }, WAIT));
      fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '4242 4242 4242 4241' } });
      fireEvent.change(screen.getByLabelText('有效期限（MM/YY）'), { target: { value: '12/40' } });
      fireEvent.change(screen.getByLabelText('安全碼'), { target: { value: '123' } });
      await click(screen.getByRole('button', { name: '下一步：確認付款' }));
      expect(screen.getByText('請輸入正確的信用卡卡號。')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '4242424242424242' } });
      await click(screen.getByRole('button', { name: '下一步：確認付款' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('NT$1,234');
      expect(within(dialog).getByTestId('confirm-fee').textContent).toBe('NT$31');
      expect(primeCalls).toHaveLength(0);
      expect(api.calls.some((c) => c.url.includes('/pay/'))).toBe(false);
      await click(within(dialog).getByRole('button', { name: '確認付款' }));
      expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('款項保管中');
      expect(primeCalls).toMatchObject([{ url: '/sandbox-gateway/tappay/prime', body: { card_number: '4242424242424242', expiry: '12/40', ccv: '123' } }]);
      const post = api.calls.find((c) => c.url.endsWith(`/pay/${PID}.json`));
      expect(post?.body).toMatchObject({ pay_type: 'card', prime: 'prime-test-1' });
      expect(post?.body).not.toHaveProperty('card_id');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('releases one milestone after a confirmation, and asks for a refund with a reason', async () => {
    const milestones = [
      { id: 7, position: 1, amount: 600, description: '訂金', state: 'open' as const, state_text: '保管中' },
      { id: 8, position: 2, amount: 634, description: '尾款', state: 'open' as const, state_text: '保管中' },
    ];
    const held = payment({ state: 'held', state_text: '款項保管中', pay_type: 'card', card_info: 'VISA-4242', milestones });
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: held }),
      [`${BASE}/change_status/approve_export_instruct/${PID}.json`]: ok({
        third_party_payment: { ...held, state: 'partially_released', state_text: '部分撥款', released_amount: 600, milestones: [{ ...milestones[0], state: 'released', state_text: '已撥款' }, milestones[1]] },
      }),
      [`${BASE}/change_status/apply_refund/${PID}.json`]: (body) =>
        body?.reason ? ok({ third_party_payment: { ...held, state: 'refund_requested', state_text: '退款申請中' } }) : [400, { status: 'Error', error: 'invalid', message: '', errors: [{ field: 'reason', message: '請填寫退款原因' }] }],
    });
    const parts = await screen.findAllByRole('button', { name: '同意撥款此階段' }, WAIT);
    await click(parts[0] as HTMLElement);
    expect(screen.getByRole('dialog').textContent).toContain('第 1 階段 NT$600');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認撥款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('部分撥款');
    expect(api.calls.find((c) => c.url.includes('/approve_export_instruct/'))?.body).toEqual({ milestone_id: 7 });

    await click(screen.getByRole('button', { name: '申請退款' }));
    await click(screen.getByRole('button', { name: '送出退款申請' }));
    expect(screen.getByText('請填寫退款原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '師傅未到場' } });
    await click(screen.getByRole('button', { name: '送出退款申請' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出退款申請' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('退款申請中');
    expect(api.calls.find((c) => c.url.includes('/apply_refund/'))?.body).toEqual({ amount: 634, reason: '師傅未到場' });
  });

  it('asks a CVS payer for the bank account the refund is transferred to, checked before it is sent', async () => {
    const held = payment({ state: 'held', state_text: '款項保管中', pay_type: 'cvs' });
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: held }),
      [`${BASE}/change_status/apply_refund/${PID}.json`]: ok({ third_party_payment: { ...held, state: 'refund_requested', state_text: '退款申請中' } }),
    });
    await click(await screen.findByRole('button', { name: '申請退款' }, WAIT));
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '師傅未到場' } });
    fireEvent.change(screen.getByLabelText('銀行代碼（3 碼）'), { target: { value: '808' } });
    fireEvent.change(screen.getByLabelText('分行代碼（4 碼）'), { target: { value: '大安' } });
    await click(screen.getByRole('button', { name: '送出退款申請' }));
    expect(screen.getByText('分行代碼須是 4 位數字')).toBeTruthy();
    expect(screen.getByText('帳號須是 6 到 16 位數字')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('分行代碼（4 碼）'), { target: { value: '0012' } });
    fireEvent.change(screen.getByLabelText('帳號'), { target: { value: '0123456789012' } });
    fireEvent.change(screen.getByLabelText('戶名'), { target: { value: '王小明' } });
    await click(screen.getByRole('button', { name: '送出退款申請' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出退款申請' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('退款申請中');
    expect(api.calls.find((c) => c.url.includes('/apply_refund/'))?.body).toEqual({
      amount: 1234,
      reason: '師傅未到場',
      bank_code: '808',
      bank_branch: '0012',
      bank_account: '0123456789012',
      holder_name: '王小明',
    });
  });

  it('says when the payment is not found', async () => {
    await render(`/dashboard/safety-payments/42/${PID}`, { [`${BASE}/view/${PID}.json`]: [404, { status: 'Error', error: 'not found', message: '找不到這筆安心付款。' }] });
    expect(await screen.findByText('找不到這筆安心付款，或您沒有權限查看。', undefined, WAIT)).toBeTruthy();
  });
});

describe('a payment, as the pro', () => {
  it('shows the pro the e-invoice of the fee taken on a release, with its number, date and random code', async () => {
    const invoice = { amount: 31, status: 'issued', status_text: '電子發票已開立', invoice_number: 'ZZ10000001', invoice_date: '2026-11-27 04:00:00', random_number: '0427', allowance_amount: 0, note: null } as const;
    const released = payment({ role: 'pro', state: 'released', state_text: '已撥款', released_amount: 1234, fee_invoices: [invoice] });
    await render(`/dashboard/safety-payments/42/${PID}`, { [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: released }) });
    const item = await screen.findByTestId('fee-invoice', undefined, WAIT);
    expect(item.textContent).toContain('服務費 NT$31');
    expect(screen.getByTestId('fee-invoice-number').textContent).toBe('ZZ10000001');
    expect(screen.getByTestId('fee-invoice-random').textContent).toBe('0427');
    expect(item.textContent).toContain('2026-11-27 12:00');
    cleanup();
    await render(`/dashboard/safety-payments/42/${PID}`, { [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment({ role: 'pro' }) }) });
    await screen.findByTestId('payment-state', undefined, WAIT);
    expect(screen.queryByTestId('fee-invoices')).toBeNull();
  });

  it('withdraws an unpaid request after a confirmation, and answers a refund request', async () => {
    const { api } = await render(`/dashboard/safety-payments/42/${PID}`, {
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment({ role: 'pro', read_at: null }) }),
      [`${BASE}/change_status/cancel_request/${PID}.json`]: ok({ third_party_payment: payment({ role: 'pro', state: 'cancelled', state_text: '已取消' }) }),
    });
    await click(await screen.findByRole('button', { name: '撤回請款' }, WAIT));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '撤回請款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('已取消');
    // The pro never stamps it read nor sees the consumer's ways to pay.
    expect(api.calls.some((c) => c.url.includes('/change_status/read/'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'ATM 轉帳' })).toBeNull();
    cleanup();
    const asked = payment({ role: 'pro', state: 'refund_requested', state_text: '退款申請中', pay_type: 'card' });
    const second = await render(`/dashboard/safety-payments/42/${PID}`, {
      [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: asked }),
      [`${BASE}/change_status/decline_refund/${PID}.json`]: ok({ third_party_payment: { ...asked, state: 'disputed', state_text: '退款爭議處理中' } }),
    });
    await click(await screen.findByRole('button', { name: '不同意退款' }, WAIT));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '不同意退款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('退款爭議處理中');
    expect(second.api.calls.some((c) => c.url.endsWith(`/decline_refund/${PID}.json`))).toBe(true);
  });

  it('asks for a payment with milestones: shows the fee and what he receives, checks the sum, confirms, and opens the new payment', async () => {
    const { api } = await render(
      '/dashboard/safety-payments/42/new',
      {
        [`${BASE}/add.json`]: ok({ third_party_payment: payment({ role: 'pro' }) }),
        [`${BASE}/view/${PID}.json`]: ok({ third_party_payment: payment({ role: 'pro' }) }),
      },
      { fee: { percent: 2.5, min: 0 } },
    );
    fireEvent.change(await screen.findByLabelText('請款金額（NT$）', undefined, WAIT), { target: { value: '1234' } });
    expect(screen.getByTestId('form-fee').textContent).toBe('NT$31');
    expect(screen.getByTestId('form-pro-receives').textContent).toBe('NT$1,203');
    fireEvent.change(screen.getByLabelText('請款品項'), { target: { value: '冷氣清洗 2 台\n材料費\n' } });
    fireEvent.click(screen.getByLabelText('分階段撥款'));
    fireEvent.change(screen.getByLabelText('第 1 階段金額（NT$）'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('第 1 階段說明'), { target: { value: '訂金' } });
    fireEvent.change(screen.getByLabelText('第 2 階段金額（NT$）'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('第 2 階段說明'), { target: { value: '尾款' } });
    fireEvent.change(screen.getByLabelText('付款期限'), { target: { value: '2026-12-10' } });
    await click(screen.getByRole('button', { name: '確認內容' }));
    expect(screen.getByText('各階段金額加總須等於請款金額')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('第 2 階段金額（NT$）'), { target: { value: '634' } });
    await click(screen.getByRole('button', { name: '確認內容' }));
    expect(api.calls.some((c) => c.url.endsWith('/add.json'))).toBe(false);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出請款' }));
    expect((await screen.findByTestId('location', undefined, WAIT)).textContent).toBe(`/dashboard/safety-payments/42/${PID}`);
    expect(api.calls.find((c) => c.url.endsWith('/add.json'))?.body).toEqual({
      quote_bid_id: 42,
      amount: 1234,
      items: ['冷氣清洗 2 台', '材料費'],
      due_date: '2026-12-10',
      milestones: [
        { amount: 600, description: '訂金' },
        { amount: 634, description: '尾款' },
      ],
    });
  });

  it('shows the server refusal (a job not hired) beside the form', async () => {
    await render('/dashboard/safety-payments/42/new', { [`${BASE}/add.json`]: [409, { status: 'Error', error: 'conflict', message: '這個案件尚未成交，無法發起安心付款。' }] });
    fireEvent.change(await screen.findByLabelText('請款金額（NT$）', undefined, WAIT), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('請款品項'), { target: { value: '清洗' } });
    fireEvent.change(screen.getByLabelText('付款期限'), { target: { value: '2026-12-10' } });
    await click(screen.getByRole('button', { name: '確認內容' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出請款' }));
    expect(await screen.findByText('這個案件尚未成交，無法發起安心付款。', undefined, WAIT)).toBeTruthy();
  });
});

describe('/guest/safety-payment/{hash}', () => {
  it('shows the payment to whoever holds the link and pays it with the hash', async () => {
    const guest = payment({ role: 'guest', hash: null, consumer_name: '王**', read_at: null });
    const { api } = await render(
      `/guest/safety-payment/${HASH}`,
      {
        [`${BASE}/hash/${HASH}.json`]: ok({ third_party_payment: guest }),
        [`${BASE}/pay/${PID}.json`]: ok({ third_party_payment: { ...guest, state: 'awaiting_payment', state_text: '付款處理中', pay_type: 'cvs' } }),
      },
      { signedIn: false },
    );
    expect((await screen.findByTestId('payment-amount', undefined, WAIT)).textContent).toBe('NT$1,234');
    expect(screen.queryByTestId('share-link')).toBeNull();
    await click(screen.getByRole('button', { name: '超商代碼繳費' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認付款' }));
    expect((await screen.findByTestId('payment-state', undefined, WAIT)).textContent).toBe('付款處理中');
    expect(api.calls.find((c) => c.url.endsWith(`/pay/${PID}.json`))?.body).toMatchObject({ pay_type: 'cvs', hash: HASH });
    expect(api.calls.some((c) => c.url.includes('/change_status/read/'))).toBe(false);
  });
});

describe('the safety payments on a hired quote', () => {
  it("lists the bid's payments for a hired bid, and shows nothing for one not hired", async () => {
    const api = fakeApi({ [`${BASE}/index/quote_bid_id:42/page:1.json`]: ok({ third_party_payments: [payment()], page: 1, total_pages: 1, count: 1 }) });
    const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
    renderWithApp(<BidPayments bid={{ id: 42, quote_status_id: 3 }} />, { store });
    const link = await screen.findByRole('link', { name: /好師傅清潔 的請款/ }, WAIT);
    expect(link.getAttribute('href')).toBe(`/dashboard/safety-payments/42/${PID}`);
    // The server filters by the bid: the list asks for that bid's payments only.
    expect(api.calls.some((c) => c.url.includes('/index/quote_bid_id:42/page:1.json'))).toBe(true);
    cleanup();
    renderWithApp(<BidPayments bid={{ id: 42, quote_status_id: 2 }} />, { store });
    expect(screen.queryByRole('heading', { name: '安心付款' })).toBeNull();
  });
});
