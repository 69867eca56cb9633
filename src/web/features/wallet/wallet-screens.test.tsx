// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PaymentPopup } from './payment-popup';
import type { LedgerEntry, PackagesAnswer, Purchase } from './wallet-api';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

type Answer = [number, unknown] | 'network';
type Handler = Answer | ((body: Record<string, unknown> | undefined) => Answer);

/** A fetch answering by path; a handler may look at the JSON body. Unknown paths fail like a lost network. */
function fakeApi(table: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ url, body });
    const handler = table[url];
    const answer = typeof handler === 'function' ? handler(body) : handler;
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
  };
  return { fn: fn as typeof fetch, calls };
}

// Lazy screens load slower on a busy machine than the default second allows.
const WAIT = { timeout: 10_000 };

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

const packages: PackagesAnswer = {
  packages: [
    { id: 1, name: '入門包', price: 300, bonus_credit: 0, credit: 300 },
    { id: 2, name: '標準包', price: 1000, bonus_credit: 50, credit: 1050 },
  ],
  custom: { min: 50, max: 9999 },
  pay_types: { card: { min: 50, max: 30000 }, cvs: { min: 500, max: 20000 }, atm: { min: 50, max: 30000 } },
};

function purchase(id: number, extra: Partial<Purchase> = {}): Purchase {
  return {
    id,
    order_number: `CP${id}`,
    pay_type: 'card',
    pay_type_text: '信用卡',
    provider: 'sandbox',
    amount: 1000,
    credit: 1050,
    status: 'paid',
    status_text: '已付款',
    payment_code: null,
    bank_code: null,
    virtual_account: null,
    expires_at: null,
    paid_at: '2026-11-23 02:00:00',
    error_message: null,
    card_info: 'VISA-4242',
    invoice: null,
    source: 'pricing',
    created: '2026-11-23 02:00:00',
    instructions: [],
    quote_bid_id: null,
    pay_link: null,
    needs_pay_type: false,
    ...extra,
  };
}

function entry(id: number, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id, transaction_type: 14, type_text: '報價費用', amount: -60, balance_after: 240, quote_bid_id: 3, credit_purchase_id: null, note: null, created: '2026-11-23 01:00:00', ...extra };
}

const setup = {
  '/api/user/me/type:brief.json': ok({ info: me.info }),
  '/api/packages/index.json': ok(packages),
  '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox', app_id: '1', app_key: 'k', server_type: 'sandbox' }),
  '/api/new/v1/tap_pay/cards.json': ok({ cards: [{ id: 8, card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: true, provider: 'sandbox' }] }),
};

async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ ...setup, ...table });
  const store = createAppStore(preloaded({ user: { me: { ...me, info: { ...me.info, available_wallet_amount: 300 } as typeof me.info } } }), { fetchFn: api.fn, proMode: true });
  // The payment popup is the app's (its popup host), shown above every screen.
  const view = renderWithApp(
    <>
      <RouteView initialStatus={200} />
      <PaymentPopup />
    </>,
    { store, path },
  );
  await act(async () => {});
  return { api, store, view };
}

const posts = <C extends { url: string }>(calls: C[], path: string) => calls.filter((c) => c.url === path);

describe('the credit history', () => {
  it('shows 20 a page with type names, signed amounts, the balance after and Taiwan times, and goes to the top on a page change', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { api, store } = await render('/dashboard/transaction', {
      '/api/transactions/index/page:1.json': ok({
        transactions: [entry(2, { transaction_type: 1, type_text: '購買點數', amount: 1050, balance_after: 1290, credit_purchase_id: 4, created: '2026-11-23 17:30:00' }), entry(1)],
        page: 1,
        total_pages: 2,
        count: 22,
        available_wallet_amount: 1290,
      }),
      '/api/transactions/index/page:2.json': ok({ transactions: [entry(0, { transaction_type: 33, type_text: '新專家贈點', amount: 300, balance_after: 300 })], page: 2, total_pages: 2, count: 22, available_wallet_amount: 1290 }),
    });
    await screen.findByText('共 22 筆紀錄 · 第 1 / 2 頁', undefined, WAIT);
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('ledger__row'));
    expect(rows[0]!.textContent).toContain('購買點數');
    expect(rows[0]!.textContent).toContain('+1,050 點');
    expect(rows[0]!.textContent).toContain('餘額 1,290 點');
    // 17:30 UTC is 01:30 the next day in Taiwan.
    expect(rows[0]!.textContent).toContain('2026-11-24 01:30');
    expect(rows[1]!.textContent).toContain('-60 點');
    expect(store.getState().user.info).toMatchObject({ available_wallet_amount: 1290 });
    const before = scroll.mock.calls.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    });
    await screen.findByText('共 22 筆紀錄 · 第 2 / 2 頁', undefined, WAIT);
    expect(screen.getByText('新專家贈點')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/transaction?page=2');
    expect(scroll.mock.calls.length).toBeGreaterThan(before);
    expect(api.calls.filter((c) => c.url.includes('page:2'))).toHaveLength(1);
    scroll.mockRestore();
  });

  it('says so when there is nothing yet, and offers a retry when loading fails', async () => {
    await render('/dashboard/transaction', { '/api/transactions/index/page:1.json': [500, { status: 'Error', error: 'server', message: '系統忙碌中' }] });
    await screen.findByText('系統忙碌中', undefined, WAIT);
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
  });
});

describe('the pricing page', () => {
  it('asks for confirmation stating the price and credit, and charges once however often confirm is pressed', async () => {
    const keys: unknown[] = [];
    const { api, store } = await render('/dashboard/pricing', {
      '/api/new/v1/tap_pay/pay_by_token.json': (body) => {
        keys.push(body?.idempotency_key);
        return ok({ purchase: purchase(5), available_wallet_amount: 1350 });
      },
    });
    await screen.findByText('標準包', undefined, WAIT);
    expect(screen.getByText('加贈 50 點')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /標準包/ }));
    expect(screen.getByText('您將支付 NT$1,000，可得 1,050 點。')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'VISA 末四碼 4242 預設卡片' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    expect(within(dialog).getByTestId('confirm-price').textContent).toBe('NT$1,000');
    expect(within(dialog).getByTestId('confirm-credit').textContent).toBe('1,050 點');
    expect(posts(api.calls, '/api/new/v1/tap_pay/pay_by_token.json')).toHaveLength(0);
    const pay = within(dialog).getByRole('button', { name: '確認支付 NT$1,000' });
    await act(async () => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    await screen.findByRole('dialog', { name: '點數已加值' }, WAIT);
    expect(keys).toHaveLength(1);
    expect(posts(api.calls, '/api/new/v1/tap_pay/pay_by_token.json')[0]!.body).toMatchObject({ card_id: 8, package_id: 2 });
    expect(store.getState().user).toMatchObject({ credit_purchased: 1050, payment_error: null, info: { available_wallet_amount: 1350 } });
    expect(screen.getByText('目前可用點數 1,350 點')).toBeTruthy();
  });

  it('retries a call that got no answer with the same idempotency key', async () => {
    const keys: unknown[] = [];
    const { store } = await render('/dashboard/pricing/package-2', {
      '/api/new/v1/tap_pay/pay_by_token.json': (body) => {
        keys.push(body?.idempotency_key);
        return keys.length === 1 ? 'network' : ok({ purchase: purchase(5), available_wallet_amount: 1350 });
      },
    });
    await screen.findByText('您將支付 NT$1,000，可得 1,050 點。', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$1,000' }));
    });
    await within(dialog).findByText(/同一筆付款不會重複扣款/, undefined, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$1,000' }));
    });
    await screen.findByRole('dialog', { name: '點數已加值' }, WAIT);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(store.getState().user.credit_purchased).toBe(1050);
  });

  it('refuses a custom amount outside 50 to 9999 next to the field, before asking anything', async () => {
    await render('/dashboard/pricing', {});
    await screen.findByText('標準包', undefined, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: /自訂金額/ }));
    fireEvent.change(screen.getByLabelText('自訂金額（新台幣元）'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    expect(await screen.findByText('自訂金額須介於 50 到 9999 元之間。', undefined, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('自訂金額（新台幣元）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('自訂金額（新台幣元）'), { target: { value: '120' } });
    expect(screen.queryByText('自訂金額須介於 50 到 9999 元之間。')).toBeNull();
    expect(screen.getByText('您將支付 NT$120，可得 120 點。')).toBeTruthy();
  });

  it('keeps a convenience-store code within 500 to 20000 and shows the code to pay', async () => {
    const { api } = await render('/dashboard/pricing/1', {
      '/api/new/v1/ecpay/purchase.json': (body) =>
        ok({
          purchase: purchase(6, {
            pay_type: 'cvs',
            status: 'pending',
            amount: Number(body?.amount ?? 0),
            credit: Number(body?.amount ?? 0),
            payment_code: 'LLL22251222',
            card_info: null,
            paid_at: null,
            expires_at: '2026-11-26 15:59:59',
            instructions: ['到超商機台輸入代碼'],
          }),
        }),
    });
    await screen.findByText('您將支付 NT$300，可得 300 點。', undefined, WAIT);
    // Each way to pay names its amounts as prices are written everywhere.
    expect(screen.getByText('超商代碼繳費 NT$500–20,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /超商代碼繳費/ }));
    expect(screen.getByText('超商代碼繳費金額須介於 NT$500 到 NT$20,000 之間，請改選其他方案或付款方式。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /自訂金額/ }));
    fireEvent.change(screen.getByLabelText('自訂金額（新台幣元）'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認並取得繳費資訊' }));
    });
    await screen.findByRole('heading', { name: '請到超商繳費' }, WAIT);
    expect(screen.getByTestId('payment-code').textContent).toBe('LLL22251222');
    expect(screen.getByText('2026-11-26 23:59')).toBeTruthy();
    expect(screen.getByText('到超商機台輸入代碼')).toBeTruthy();
    expect(posts(api.calls, '/api/new/v1/ecpay/purchase.json')[0]!.body).toMatchObject({ pay_type: 'cvs', amount: 600 });
  });

  it('sends a new card only to the gateway for a prime, and keeps a decline in the payment popup until dismissed', async () => {
    const gateway = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { card_number: string };
      return new Response(JSON.stringify({ status: 0, msg: 'Success', card: { prime: `prime-${body.card_number.slice(-4)}`, lastfour: body.card_number.slice(-4) } }), { status: 200 });
    });
    vi.stubGlobal('fetch', gateway);
    const { api, store } = await render('/dashboard/pricing/package-1', {
      '/api/new/v1/tap_pay/pay_by_prime.json': [402, { status: 'Error', error: 'card declined', message: '發卡銀行拒絕這筆交易' }],
    });
    await screen.findByText('您將支付 NT$300，可得 300 點。', undefined, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '使用新的信用卡' }));
    fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByLabelText('有效期限（MM/YY）'), { target: { value: '12/40' } });
    fireEvent.change(screen.getByLabelText('安全碼'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$300' }));
    });
    const popup = await screen.findByRole('dialog', { name: '付款沒有成功' }, WAIT);
    expect(within(popup).getByText('發卡銀行拒絕這筆交易')).toBeTruthy();
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(String(gateway.mock.calls[0]![0])).toBe('/sandbox-gateway/tappay/prime');
    const sent = posts(api.calls, '/api/new/v1/tap_pay/pay_by_prime.json')[0]!.body!;
    expect(sent).toMatchObject({ prime: 'prime-0002', package_id: 1, remember: 1 });
    expect(JSON.stringify(api.calls)).not.toContain('4000000000000002');
    expect(JSON.stringify(api.calls)).not.toContain('4000 0000');
    expect(store.getState().user.payment_error).toBe('發卡銀行拒絕這筆交易');
    fireEvent.click(within(popup).getByRole('button', { name: '我知道了' }));
    expect(store.getState().user.payment_error).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pays through Stripe when the server runs it: a new card becomes a PaymentMethod at the sandbox', async () => {
    const gateway = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      return new Response(JSON.stringify({ id: `pm_${form.get('card[number]')?.slice(-4)}`, object: 'payment_method' }), { status: 200 });
    });
    vi.stubGlobal('fetch', gateway);
    const { api } = await render('/dashboard/pricing/package-1', {
      '/api/new/v1/tap_pay/config.json': [404, { status: 'Error', error: 'not found', message: '目前未啟用這個信用卡金流。' }],
      '/api/stripes/config.json': ok({ mode: 'sandbox', payment_methods_url: '/sandbox-gateway/stripe/v1/payment_methods' }),
      '/api/stripes/cards.json': ok({ cards: [] }),
      '/api/stripes/payment_intent.json': ok({ purchase: purchase(9, { amount: 300, credit: 300 }), available_wallet_amount: 600 }),
    });
    await screen.findByText('您將支付 NT$300，可得 300 點。', undefined, WAIT);
    fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('有效期限（MM/YY）'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('安全碼'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$300' }));
    });
    await screen.findByRole('dialog', { name: '點數已加值' }, WAIT);
    expect(String(gateway.mock.calls[0]![0])).toBe('/sandbox-gateway/stripe/v1/payment_methods');
    expect(posts(api.calls, '/api/stripes/payment_intent.json')[0]!.body).toMatchObject({ payment_method: 'pm_4242', package_id: 1 });
    expect(JSON.stringify(api.calls)).not.toContain('4242424242424242');
  });

  it('checks a new card before asking to confirm', async () => {
    await render('/dashboard/pricing/package-1', {});
    await screen.findByText('您將支付 NT$300，可得 300 點。', undefined, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '使用新的信用卡' }));
    fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    expect(await screen.findByText('請輸入正確的信用卡卡號。', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('請依 MM/YY 格式輸入有效期限。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the bank for 3-D Secure', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await render('/dashboard/pricing/package-2', {
      '/api/new/v1/tap_pay/pay_by_token.json': ok({ purchase: purchase(7, { status: 'pending', paid_at: null }), payment_url: 'https://bank.example/3ds/7' }),
    });
    await screen.findByText('您將支付 NT$1,000，可得 1,050 點。', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$1,000' }));
    });
    expect(assign).toHaveBeenCalledWith('https://bank.example/3ds/7');
  });

  it('offers the way back to the lead after buying', async () => {
    await render('/dashboard/pricing/lead-12', {
      '/api/new/v1/tap_pay/pay_by_token.json': ok({ purchase: purchase(5, { amount: 300, credit: 300 }), available_wallet_amount: 600 }),
    });
    await screen.findByText('入門包', undefined, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: /入門包/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認付款' }));
    const dialog = await screen.findByRole('dialog', { name: '確認付款' }, WAIT);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認支付 NT$300' }));
    });
    const popup = await screen.findByRole('dialog', { name: '點數已加值' }, WAIT);
    await act(async () => {
      fireEvent.click(within(popup).getByRole('button', { name: '回到剛才的頁面' }));
    });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/requests/12');
  });
});

describe('the credit screen', () => {
  it('shows the balance, the latest entries and the ways to buy, and removes a saved card after a confirmation', async () => {
    const { api } = await render('/dashboard/credit', {
      '/api/transactions/index/page:1.json': ok({ transactions: [entry(2), entry(1)], page: 1, total_pages: 1, count: 2, available_wallet_amount: 240 }),
      '/api/new/v1/tap_pay/remove_card/8.json': ok({ cards: [] }),
    });
    await screen.findAllByText('報價費用', undefined, WAIT);
    expect(screen.getByTestId('wallet-balance').textContent).toBe('240 點');
    expect(screen.getByRole('link', { name: '購買點數' }).getAttribute('href')).toBe('/dashboard/pricing');
    expect(screen.getByRole('link', { name: '購買紀錄' }).getAttribute('href')).toBe('/dashboard/purchases');
    expect(screen.getByRole('link', { name: '查看全部紀錄' }).getAttribute('href')).toBe('/dashboard/transaction');
    fireEvent.click(await screen.findByRole('button', { name: '移除 VISA 末四碼 4242' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: '移除信用卡' }, WAIT);
    expect(posts(api.calls, '/api/new/v1/tap_pay/remove_card/8.json')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認移除' }));
    });
    expect(posts(api.calls, '/api/new/v1/tap_pay/remove_card/8.json')).toHaveLength(1);
    expect(screen.queryByText('已儲存的信用卡')).toBeNull();
  });
});

describe('the purchases list', () => {
  it('opens the purchase named in the address, with the code and deadline of a pending one', async () => {
    await render('/dashboard/purchases?purchase=6', {
      '/api/purchases/index/page:1.json': ok({
        purchases: [purchase(6, { pay_type: 'atm', status: 'pending', bank_code: '812', virtual_account: '9103522175887271', card_info: null, paid_at: null, expires_at: '2026-11-26 15:59:59' }), purchase(5)],
        page: 1,
        total_pages: 1,
        count: 2,
      }),
      '/api/purchases/view/6.json': ok({
        purchase: purchase(6, { pay_type: 'atm', status: 'pending', bank_code: '812', virtual_account: '9103522175887271', card_info: null, paid_at: null, expires_at: '2026-11-26 15:59:59' }),
      }),
    });
    const opened = await screen.findByTestId('virtual-account', undefined, WAIT);
    expect(opened.textContent).toBe('9103522175887271');
    const card = opened.closest('article')!;
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card);
    expect(card.textContent).toContain('等待付款');
    expect(card.textContent).toContain('ATM 轉帳');
    expect(card.textContent).toContain('2026-11-26 23:59');
    const others = screen.getAllByRole('article').filter((a) => a !== card);
    expect(others).toHaveLength(1);
    expect(others[0]!.textContent).toContain('VISA 末四碼 4242');
    expect(others[0]!.textContent).toContain('已付款');
  });

  it('announces a card purchase paid after 3-D Secure once', async () => {
    const { store } = await render('/dashboard/purchases?purchase=7', {
      '/api/purchases/index/page:1.json': ok({ purchases: [purchase(7)], page: 1, total_pages: 1, count: 1 }),
      '/api/purchases/view/7.json': ok({ purchase: purchase(7) }),
      '/api/user/me.json': ok({ ...me, info: { ...me.info, available_wallet_amount: 1350 } }),
    });
    await screen.findByRole('dialog', { name: '點數已加值' }, WAIT);
    expect(store.getState().user.credit_purchased).toBe(1050);
    cleanup();
    const again = await render('/dashboard/purchases?purchase=7', {
      '/api/purchases/index/page:1.json': ok({ purchases: [purchase(7)], page: 1, total_pages: 1, count: 1 }),
      '/api/purchases/view/7.json': ok({ purchase: purchase(7) }),
    });
    await screen.findAllByText('VISA 末四碼 4242', { exact: false }, WAIT);
    expect(again.store.getState().user.credit_purchased).toBeNull();
  });
});
