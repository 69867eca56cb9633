// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { loadAllScreens } from '../../routes/screens';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { PayOrder } from './api/pay-link';

// Screens are lazy chunks: loaded once here, so each test's first render shows its screen.
beforeAll(() => loadAllScreens(), 60_000);

afterEach(() => cleanup());

type Answer = [number, unknown];
const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const WAIT = { timeout: 10_000 };
const HASH = 'a'.repeat(32);

function fakeApi(table: Record<string, Answer | ((body: Record<string, unknown> | undefined) => Answer)>) {
  const calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const handler = table[url];
    const answer = typeof handler === 'function' ? handler(body) : handler;
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
  };
  return { fn: fn as typeof fetch, calls };
}

function order(extra: Partial<PayOrder> = {}): PayOrder {
  return {
    id: 9,
    order_number: 'HB251123183005ABCDEF',
    pay_type: 'atm',
    pay_type_text: '尚未選擇付款方式',
    amount: 255,
    credit: 255,
    status: 'pending',
    status_text: '等待付款',
    payment_code: null,
    bank_code: null,
    virtual_account: null,
    expires_at: '2026-11-26 18:30:05',
    paid_at: null,
    error_message: null,
    instructions: [],
    source: 'payfee',
    needs_pay_type: true,
    ...extra,
  };
}

async function render(path: string, table: Parameters<typeof fakeApi>[0], signedIn = true) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const store = createAppStore(preloaded({ user: { me: signedIn ? me : null } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, store };
}

describe('dashboard/payfee/{orderID}', () => {
  it('shows what is owed, keeps the convenience store closed under NT$500, and issues an ATM account after a confirmation', async () => {
    const issued = order({ pay_type_text: 'ATM 轉帳', needs_pay_type: false, bank_code: '812', virtual_account: '9103522175887271', instructions: ['使用任一銀行的實體 ATM', '輸入銀行代碼 812'] });
    const { api } = await render('/dashboard/payfee/HB251123183005ABCDEF', {
      '/api/purchases/order/HB251123183005ABCDEF.json': ok({ purchase: order() }),
      '/api/new/v1/ecpay/purchase.json': ok({ purchase: issued }),
    });
    expect((await screen.findByTestId('owed', undefined, WAIT)).textContent).toBe('NT$255');
    const cvs = screen.getByRole('button', { name: /超商代碼繳費/ }) as HTMLButtonElement;
    expect(cvs.disabled).toBe(true);
    expect(screen.getByText('超商代碼繳費金額須介於 NT$500 到 NT$20,000。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '改用信用卡付款' }).getAttribute('href')).toBe('/dashboard/pricing/amount-255');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ATM 轉帳' }));
    });
    // Nothing is asked of ECPay before the confirmation.
    expect(api.calls.filter((c) => c.url.endsWith('/ecpay/purchase.json'))).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('NT$255');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認取號' }));
    });
    expect((await screen.findByTestId('virtual-account', undefined, WAIT)).textContent).toBe('9103522175887271');
    expect(screen.getByText('輸入銀行代碼 812')).toBeTruthy();
    const post = api.calls.find((c) => c.url.endsWith('/ecpay/purchase.json'));
    expect(post?.body).toMatchObject({ pay_type: 'atm', order_number: 'HB251123183005ABCDEF' });
    expect(typeof post?.body?.idempotency_key).toBe('string');
  });

  it('says when the order is not found, paid or expired', async () => {
    await render('/dashboard/payfee/HBNOPE', { '/api/purchases/order/HBNOPE.json': [404, { status: 'Error', error: 'not found', message: '找不到這筆訂單。' }] });
    expect(await screen.findByText('找不到這筆訂單，或您沒有權限查看。', undefined, WAIT)).toBeTruthy();
    cleanup();
    await render('/dashboard/payfee/HB1', { '/api/purchases/order/HB1.json': ok({ purchase: order({ status: 'paid', status_text: '已付款', needs_pay_type: false }) }) });
    expect(await screen.findByText('這筆訂單已付款，點數已加入您的帳戶。', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ATM 轉帳' })).toBeNull();
    cleanup();
    await render('/dashboard/payfee/HB2', { '/api/purchases/order/HB2.json': ok({ purchase: order({ status: 'expired', status_text: '已逾期' }) }) });
    expect(await screen.findByText(/這筆訂單已逾期/, undefined, WAIT)).toBeTruthy();
  });

  it('shows a refusal of the method next to the choices', async () => {
    await render('/dashboard/payfee/HB3', {
      '/api/purchases/order/HB3.json': ok({ purchase: order({ amount: 600, credit: 600 }) }),
      '/api/new/v1/ecpay/purchase.json': [409, { status: 'Error', error: 'unknown error', message: '目前無法向綠界取得繳費代碼，請稍後再試。' }],
    });
    await screen.findByTestId('owed', undefined, WAIT);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /超商代碼繳費/ }));
    });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認取號' }));
    });
    expect(await screen.findByText('目前無法向綠界取得繳費代碼，請稍後再試。', undefined, WAIT)).toBeTruthy();
  });
});

describe('payment/{hash}', () => {
  it('opens the order of the link for its owner', async () => {
    await render(`/payment/${HASH}`, { [`/api/purchases/payment/${HASH}.json`]: ok({ purchase: order({ pay_type: 'cvs', pay_type_text: '超商代碼繳費', needs_pay_type: false, payment_code: 'LLL12345678901', amount: 600 }) }) });
    expect((await screen.findByTestId('payment-code', undefined, WAIT)).textContent).toBe('LLL12345678901');
  });

  it('sends a visitor without a session to login and back', async () => {
    await render(`/payment/${HASH}`, { [`/api/purchases/payment/${HASH}.json`]: [403, { status: 'Error', error: 'invalid token', message: '登入已失效，請重新登入。' }] }, false);
    await act(async () => {});
    expect(screen.getByTestId('location').textContent).toBe(`/login?from=${encodeURIComponent(`/payment/${HASH}`)}`);
  });
});
