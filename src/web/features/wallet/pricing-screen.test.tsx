// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, posts, purchase, render, WAIT } from './wallet-screens.test-support';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
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
