// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { SafetyPayment } from '../safety-payments/api/safety-payments';
import type { ShopCartLine, ShopOrderResponse } from './api';
import { groupCart } from './cart';

// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

const WAIT = { timeout: 10_000 };
const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const refused = (status: number, message: string, fields: { field: string; message: string }[] = []): Answer => [status, { status: 'Failed', error: 0, message, fields }];
const CARTS = '/api/new/v1/nshop_carts';
const ORDERS = '/api/new/v1/nshop_orders';
const PID = 'SPABCDEFGHJKLMNPQRS';

const line = (id: number, serviceId: number, extra: Partial<ShopCartLine> & { onSale?: 0 | 1 } = {}): ShopCartLine => ({
  id,
  quantity: 2,
  shop_item: { id: id * 10, name: `冷氣清洗${id}`, quote_service_id: serviceId, quote_category_id: 5, service_title: `服務${serviceId}`, is_reservable: 0, is_on_sale: extra.onSale ?? 1, remaining_quantity: null },
  plan: { id: id * 100, name: '一台', price: 1800 },
  subtotal: 3600,
  modified: '2026-11-27 04:00:00',
  ...extra,
});

const order = (extra: Partial<ShopOrderResponse> = {}): ShopOrderResponse => ({
  nshop_order_id: 77,
  status: 1,
  status_text: '待付款',
  dispute: null,
  dispute_reason: null,
  application: null,
  total: 3600,
  partner_discount: 0,
  amount_due: 3600,
  at_pro_place: 0,
  address: '臺北市大安區復興南路一段 1 號',
  note: '請先電話聯絡',
  consumer: { id: 1, full_name: '王小明' },
  pro: { id: 2, full_name: '陳志明' },
  service: { id: 5, title: '好師傅冷氣' },
  items: [{ id: 1, shop_item_id: 10, shop_item_plan_id: 100, item_name: '分離式冷氣清洗', plan_name: '一台', plan_description: '室內機拆洗', unit_price: 1800, quantity: 2, subtotal: 3600 }],
  viewer: 'consumer',
  actions: ['cancel'],
  hash: 'h'.repeat(32),
  payment: { pid: PID, state: 'requested', payment_hash: 'p'.repeat(32), refund_account_needed: false, refunded_amount: 0 },
  reservation: null,
  paid_at: null,
  confirmed_at: null,
  completed_at: null,
  cancelled_at: null,
  created: '2026-11-27 04:00:00',
  modified: '2026-11-27 04:00:00',
  ...extra,
});

const payment = (extra: Partial<SafetyPayment> = {}): SafetyPayment => ({
  pid: PID,
  quote_bid_id: null,
  nshop_order_id: 77,
  amount: 3600,
  fee: 90,
  pro_receives: 3510,
  items: ['分離式冷氣清洗 一台 × 2'],
  milestones: [],
  due_date: '2026-12-10',
  state: 'requested',
  state_text: '等待付款',
  role: 'consumer',
  pro_name: '陳志明',
  consumer_name: '王小明',
  pay_types: ['card', 'cvs', 'atm'],
  pay_type: null,
  card_info: null,
  payment_info: null,
  released_amount: 0,
  refunded_amount: 0,
  read_at: '2026-11-27 04:00:00',
  paid_at: null,
  completion_reported_at: null,
  cancelled_at: null,
  auto_release_at: null,
  fee_invoices: [],
  hash: 'p'.repeat(32),
  created: '2026-11-27 04:00:00',
  modified: '2026-11-27 04:00:00',
  ...extra,
});

async function render(path: string, table: Record<string, Handler>, options: { proMode?: boolean; cartCount?: number } = {}) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const base = preloaded({ user: { me } });
  const store = createAppStore({ ...base, app: { ...base.app, flags: { ...base.app.flags, shop: true, safetyPayment: true } } }, { fetchFn: api.fn, proMode: options.proMode ?? false });
  if (options.cartCount !== undefined) store.dispatch({ type: 'user/countsUpdated', payload: { cartCount: options.cartCount } });
  const view = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, store, view };
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the cart', () => {
  it('groups lines by service, marks a line no longer on sale and leaves it out of the total and the checkout', () => {
    const groups = groupCart([line(1, 5), line(2, 6), line(3, 5, { onSale: 0 })]);
    expect(groups.map((g) => [g.serviceId, g.lines.map((l) => l.id), g.offSale.map((l) => l.id), g.total])).toEqual([
      [5, [1], [3], 3600],
      [6, [2], [], 3600],
    ]);
  });

  it('shows one checkout per service, and removes a line only after confirming, with the count updated', async () => {
    const { api, store } = await render(
      '/dashboard/shop-consumer/cart',
      {
        [`${CARTS}/index.json`]: ok({ nshop_carts: [line(1, 5), line(2, 6), line(3, 5, { onSale: 0 })], cartCount: 3 }),
        [`${CARTS}/remove/3.json`]: ok({ nshop_carts: [line(1, 5), line(2, 6)], cartCount: 2 }),
      },
      { cartCount: 1 },
    );
    const first = (await screen.findByRole('heading', { name: '服務5' }, WAIT)).closest('section') as HTMLElement;
    expect(store.getState().user.cartCount).toBe(3);
    expect(within(first).getByText('已停售')).toBeTruthy();
    // The line off sale is not in the group's total.
    expect(first.querySelector('.cart-group__foot strong')?.textContent).toBe('NT$3,600');
    expect(within(first).getByRole('link', { name: '結帳' }).getAttribute('href')).toBe('/dashboard/shop-consumer/checkout/5');
    const second = screen.getByRole('heading', { name: '服務6' }).closest('section') as HTMLElement;
    expect(within(second).getByRole('link', { name: '結帳' }).getAttribute('href')).toBe('/dashboard/shop-consumer/checkout/6');

    await click(screen.getByRole('button', { name: '移除 冷氣清洗3（一台）' }));
    expect(screen.getByRole('dialog').textContent).toContain('確定要從購物車移除「冷氣清洗3」的「一台」嗎？');
    expect(api.calls.some((c) => c.url.includes('/remove/'))).toBe(false);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定移除' }));
    await vi.waitFor(() => expect(screen.queryByText('已停售')).toBeNull(), WAIT);
    expect(store.getState().user.cartCount).toBe(2);
  });

  it('says the cart is empty with a link to browse', async () => {
    await render('/dashboard/shop-consumer/cart', { [`${CARTS}/index.json`]: ok({ nshop_carts: [], cartCount: 0 }) });
    expect(await screen.findByText('購物車是空的', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '逛逛服務' }).getAttribute('href')).toBe('/');
  });

  it('has 訂單 and 購物車 with its count in the consumer menu, and 訂單 in the pro menu', async () => {
    await render('/dashboard/shop-consumer/cart', { [`${CARTS}/index.json`]: ok({ nshop_carts: [line(1, 5)], cartCount: 1 }) });
    await screen.findByRole('heading', { name: '服務5' }, WAIT);
    const menu = screen.getByRole('navigation', { name: '工作台選單' });
    expect(within(menu).getByRole('link', { name: '購物車（1 項）' }).getAttribute('href')).toBe('/dashboard/shop-consumer/cart');
    expect(within(menu).getByRole('link', { name: '訂單' }).getAttribute('href')).toBe('/dashboard/shop-consumer/orders');
    cleanup();
    await render('/dashboard/shop/orders', { [`${ORDERS}/index/type:provider/page:1.json`]: ok({ nshop_orders: [], page: 1, total_pages: 0, count: 0 }) }, { proMode: true });
    await screen.findByText('客戶購買您的商品後，訂單會出現在這裡。', undefined, WAIT);
    expect(within(screen.getByRole('navigation', { name: '工作台選單' })).getByRole('link', { name: '訂單' }).getAttribute('href')).toBe('/dashboard/shop/orders');
  });
});

describe('checkout', () => {
  const table = (add: Handler): Record<string, Handler> => ({
    [`${CARTS}/index.json`]: ok({ nshop_carts: [line(1, 5), line(2, 6), line(3, 5, { onSale: 0 })], cartCount: 3 }),
    [`${ORDERS}/add.json`]: add,
    [`${ORDERS}/view/77.json`]: ok({ nshop_order: order() }),
    [`/api/new/v1/third_party_payments/view/${PID}.json`]: ok({ third_party_payment: payment({ read_at: null }) }),
    '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox' }),
    '/api/new/v1/tap_pay/cards.json': ok({ cards: [] }),
  });

  it('checks the address beside the field, confirms the total, orders the lines on sale and goes to pay the order', async () => {
    let attempt = 0;
    const { api, store } = await render(
      '/dashboard/shop-consumer/checkout/5',
      table(() => (++attempt === 1 ? refused(400, 'address：請填寫服務地址', [{ field: 'address', message: '請填寫服務地址（address，1 到 200 個字）' }]) : ok({ nshop_order: order() }))),
    );
    expect((await screen.findByTestId('checkout-total', undefined, WAIT)).textContent).toBe('NT$3,600');
    expect(screen.queryByText('冷氣清洗2')).toBeNull();
    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    expect(screen.getByText('請填寫服務地址，或選擇到專家的地點。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('服務地址'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('服務地址'), { target: { value: '臺北市大安區復興南路一段 1 號' } });
    fireEvent.change(screen.getByLabelText('備註'), { target: { value: '請先電話聯絡' } });
    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    expect(screen.getByRole('dialog').textContent).toContain('訂單合計 NT$3,600');
    expect(api.calls.some((c) => c.url.endsWith('/nshop_orders/add.json'))).toBe(false);
    // The server's refusal is shown beside its field.
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    expect(await screen.findByText('請填寫服務地址（address，1 到 200 個字）', undefined, WAIT)).toBeTruthy();

    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/shop-consumer/order/77'), WAIT);
    expect(api.calls.filter((c) => c.url.endsWith('/nshop_orders/add.json')).at(-1)?.body).toEqual({ cart_ids: [1], at_pro_place: 0, address: '臺北市大安區復興南路一段 1 號', note: '請先電話聯絡' });
    expect(store.getState().user.cartCount).toBe(2);
    expect(await screen.findByRole('heading', { name: '立即付款' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ATM 轉帳' }, WAIT)).toBeTruthy();
    // The order's payment moves only with the order: it is never stamped read on its own.
    expect(api.calls.some((c) => c.url.includes('/third_party_payments/change_status/'))).toBe(false);
  });

  it("orders at the pro's place without an address", async () => {
    const { api } = await render('/dashboard/shop-consumer/checkout/6', table(ok({ nshop_order: order() })));
    await screen.findByTestId('checkout-total', undefined, WAIT);
    await click(screen.getByLabelText('到專家的地點'));
    expect(screen.queryByLabelText('服務地址')).toBeNull();
    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/nshop_orders/add.json'))).toBe(true), WAIT);
    expect(api.calls.find((c) => c.url.endsWith('/nshop_orders/add.json'))?.body).toEqual({ cart_ids: [2], at_pro_place: 1 });
  });
});

describe('checkout inside the fet channel', () => {
  const FET = { id: 'fet', name: '遠傳', landing: '/fet', returnUrl: null, theme: { primary: '#e60012', headerBackground: '#e60012', headerText: '#ffffff' }, allowedScreens: ['/dashboard/shop-consumer'] };
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the partner cookie of the test.
    document.cookie = 'partner_token=; max-age=0; path=/';
  });

  it('sends the typed discount code, shows the refusal on the field, and the order shows the discounted amount due', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the partner cookie of the channel under test.
    document.cookie = 'partner_token=fet; path=/';
    let attempt = 0;
    const discounted = order({ partner_discount: 500, amount_due: 3100 });
    const { api } = await render('/dashboard/shop-consumer/checkout/6', {
      '/api/partner/shell.json': ok({ partner: FET }),
      [`${CARTS}/index.json`]: ok({ nshop_carts: [line(2, 6)], cartCount: 1 }),
      [`${ORDERS}/add.json`]: () =>
        ++attempt === 1 ? refused(400, '折扣碼（discount_code）已過期', [{ field: 'discount_code', message: '折扣碼（discount_code）已過期' }]) : ok({ nshop_order: discounted }),
      [`${ORDERS}/view/77.json`]: ok({ nshop_order: discounted }),
      [`/api/new/v1/third_party_payments/view/${PID}.json`]: ok({ third_party_payment: payment({ amount: 3100 }) }),
      '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox' }),
      '/api/new/v1/tap_pay/cards.json': ok({ cards: [] }),
    });
    const field = await screen.findByLabelText('折扣碼', undefined, WAIT);
    await click(screen.getByLabelText('到專家的地點'));
    fireEvent.change(field, { target: { value: ' fet500 ' } });
    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    expect(screen.getByRole('dialog').textContent).toContain('FET500');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    expect(await screen.findByText('折扣碼（discount_code）已過期', undefined, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('折扣碼').getAttribute('aria-invalid')).toBe('true');

    await click(screen.getByRole('button', { name: '下一步：確認訂單' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/shop-consumer/order/77'), WAIT);
    expect(api.calls.filter((c) => c.url.endsWith('/nshop_orders/add.json')).at(-1)?.body).toEqual({ cart_ids: [2], at_pro_place: 1, discount_code: 'FET500' });
    expect((await screen.findByTestId('order-amount-due', undefined, WAIT)).textContent).toBe('NT$3,100');
    expect(screen.getByTestId('order-discount').textContent).toBe('-NT$500');
  });

  it('has no code field outside a partner channel', async () => {
    await render('/dashboard/shop-consumer/checkout/6', { [`${CARTS}/index.json`]: ok({ nshop_carts: [line(2, 6)], cartCount: 1 }) });
    await screen.findByTestId('checkout-total', undefined, WAIT);
    expect(screen.queryByLabelText('折扣碼')).toBeNull();
  });
});

describe('the order lists', () => {
  it("lists the consumer's orders 10 a page with their status, and pages", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => order({ nshop_order_id: 100 + i, status: i === 0 ? 4 : 2, status_text: '' }));
    const { api } = await render('/dashboard/shop-consumer/orders', {
      [`${ORDERS}/index/type:consumer/page:1.json`]: ok({ nshop_orders: rows, page: 1, total_pages: 2, count: 11 }),
      [`${ORDERS}/index/type:consumer/page:2.json`]: ok({ nshop_orders: [order({ nshop_order_id: 90, status: 5 })], page: 2, total_pages: 2, count: 11 }),
    });
    const first = await screen.findByRole('link', { name: /訂單 #100/ }, WAIT);
    expect(first.getAttribute('href')).toBe('/dashboard/shop-consumer/order/100');
    expect(within(first.closest('li') as HTMLElement).getByText('已完成')).toBeTruthy();
    expect(screen.getAllByText('待專家確認')).toHaveLength(9);
    await click(screen.getByRole('button', { name: '下一頁' }));
    expect(within((await screen.findByRole('link', { name: /訂單 #90/ }, WAIT)).closest('li') as HTMLElement).getByText('已取消')).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith('/page:2.json'))).toBe(true);
  });

  it("links the pro's orders to the pro's order screen, and shows a failed read with a retry", async () => {
    let attempt = 0;
    await render(
      '/dashboard/shop/orders',
      { [`${ORDERS}/index/type:provider/page:1.json`]: () => (++attempt === 1 ? 'network' : ok({ nshop_orders: [order({ viewer: 'pro' })], page: 1, total_pages: 1, count: 1 })) },
      { proMode: true },
    );
    await click(await screen.findByRole('button', { name: '再試一次' }, WAIT));
    const link = await screen.findByRole('link', { name: /訂單 #77/ }, WAIT);
    expect(link.getAttribute('href')).toBe('/dashboard/shop/order/77');
    expect(within(link.closest('li') as HTMLElement).getByText(/王小明/)).toBeTruthy();
  });
});

describe('the order screen', () => {
  it('shows the details and the pro completes only after a dialog that says where the money goes', async () => {
    const { api } = await render(
      '/dashboard/shop/order/77',
      {
        [`${ORDERS}/view/77.json`]: ok({ nshop_order: order({ viewer: 'pro', status: 3, actions: ['apply_complete', 'apply_cancel'], hash: null, payment: { pid: PID, state: 'held', payment_hash: null, refund_account_needed: false, refunded_amount: 0 } }) }),
        [`${ORDERS}/change_status/apply_complete/77.json`]: ok({
          nshop_order: order({ viewer: 'pro', status: 3, application: { kind: 'complete', by: 'pro', applied_at: '2026-11-27 05:00:00' }, actions: [], payment: { pid: PID, state: 'held', payment_hash: null, refund_account_needed: false, refunded_amount: 0 } }),
        }),
      },
      { proMode: true },
    );
    expect((await screen.findByTestId('order-status', undefined, WAIT)).textContent).toBe('進行中');
    expect(screen.getByText('臺北市大安區復興南路一段 1 號')).toBeTruthy();
    expect(screen.getByText('請先電話聯絡')).toBeTruthy();
    expect(screen.getByTestId('order-payment-state').textContent).toBe('款項保管中');
    expect(screen.queryByRole('heading', { name: '立即付款' })).toBeNull();
    await click(screen.getByRole('button', { name: '申請完成' }));
    expect(screen.getByRole('dialog').textContent).toContain('保管中的款項會撥給您');
    expect(api.calls.some((c) => c.url.includes('change_status'))).toBe(false);
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定申請完成' }));
    expect(await screen.findByText('您已申請完成，等待客戶確認。客戶確認後，款項會撥給您。', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申請完成' })).toBeNull();
  });

  it("explains the pro's completion application to the consumer, and shows the server's refusal", async () => {
    await render('/dashboard/shop-consumer/order/77', {
      [`${ORDERS}/view/77.json`]: ok({
        nshop_order: order({ status: 3, application: { kind: 'complete', by: 'pro', applied_at: '2026-11-27 05:00:00' }, actions: ['complete', 'reject_complete', 'apply_cancel'], payment: { pid: PID, state: 'held', payment_hash: null, refund_account_needed: false, refunded_amount: 0 } }),
      }),
      [`${ORDERS}/change_status/complete/77.json`]: refused(409, '這筆訂單已有等待回覆的申請，請等對方回覆。'),
    });
    expect(await screen.findByText(/專家已申請完成，請確認/, undefined, WAIT)).toBeTruthy();
    await click(screen.getByRole('button', { name: '確認完成' }));
    expect(screen.getByRole('dialog').textContent).toContain('保管中的款項會撥給專家');
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定確認完成' }));
    expect(await screen.findByText('這筆訂單已有等待回覆的申請，請等對方回覆。', undefined, WAIT)).toBeTruthy();
  });

  it('tells the consumer that a cancellation refunds the money', async () => {
    await render('/dashboard/shop-consumer/order/77', {
      [`${ORDERS}/view/77.json`]: ok({
        nshop_order: order({ status: 2, application: { kind: 'cancel', by: 'pro', applied_at: '2026-11-27 05:00:00' }, actions: ['cancel', 'reject_cancel'], payment: { pid: PID, state: 'held', payment_hash: null, refund_account_needed: false, refunded_amount: 0 } }),
      }),
    });
    await click(await screen.findByRole('button', { name: '同意取消' }, WAIT));
    expect(screen.getByRole('dialog').textContent).toContain('全額退回客戶');
  });

  it('lets the consumer take a rejected cancellation to the platform after a dialog that says what happens', async () => {
    const held = { pid: PID, state: 'held' as const, payment_hash: null, refund_account_needed: false, refunded_amount: 0 };
    const { api } = await render('/dashboard/shop-consumer/order/77', {
      [`${ORDERS}/view/77.json`]: ok({ nshop_order: order({ status: 3, status_text: '進行中', actions: ['complete', 'apply_cancel', 'dispute'], payment: held }) }),
      [`${ORDERS}/change_status/dispute/77.json`]: (body) =>
        ok({ nshop_order: order({ status: 3, status_text: '平台處理中', dispute: 'open', dispute_reason: String(body?.reason), actions: [], payment: { ...held, state: 'disputed' as const } }) }),
    });
    await click(await screen.findByRole('button', { name: '申請平台處理' }, WAIT));
    expect(screen.getByRole('dialog').textContent).toContain('全額退款');
    // The consumer's own reason is asked for, and checked before anything is sent.
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定申請平台處理' }));
    expect(screen.getByText('申請平台處理的原因：請填寫 10 到 500 個字。')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('change_status'))).toBe(false);
    fireEvent.change(screen.getByLabelText('申請平台處理的原因'), { target: { value: '師傅一直沒來，也不同意取消訂單。' } });
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定申請平台處理' }));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('平台處理中'), WAIT);
    expect(api.calls.at(-1)?.body).toEqual({ reason: '師傅一直沒來，也不同意取消訂單。' });
    expect(screen.getByTestId('order-dispute-reason').textContent).toBe('師傅一直沒來，也不同意取消訂單。');
    expect(screen.queryByRole('button', { name: '申請平台處理' })).toBeNull();
  });

  it('reads the order again once its payment is paid', async () => {
    let paid = false;
    await render('/dashboard/shop-consumer/order/77', {
      [`${ORDERS}/view/77.json`]: () => ok({ nshop_order: paid ? order({ status: 2, actions: ['apply_cancel'], payment: { pid: PID, state: 'held', payment_hash: null, refund_account_needed: false, refunded_amount: 0 } }) : order() }),
      [`/api/new/v1/third_party_payments/view/${PID}.json`]: ok({ third_party_payment: payment() }),
      [`/api/new/v1/third_party_payments/pay/${PID}.json`]: () => {
        paid = true;
        return ok({ third_party_payment: payment({ state: 'held', state_text: '款項保管中', pay_type: 'atm' }) });
      },
      '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox' }),
      '/api/new/v1/tap_pay/cards.json': ok({ cards: [] }),
    });
    expect((await screen.findByTestId('order-status', undefined, WAIT)).textContent).toBe('待付款');
    expect(screen.getByRole('button', { name: '取消訂單' })).toBeTruthy();
    await click(await screen.findByRole('button', { name: 'ATM 轉帳' }, WAIT));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認付款' }));
    await vi.waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('待專家確認'), WAIT);
    expect(screen.queryByRole('heading', { name: '立即付款' })).toBeNull();
  });

  it("asks the consumer of a cancelled CVS order for the refund account with the order's payment, reading the order once", async () => {
    const refunded = { pid: PID, state: 'refunded' as const, payment_hash: null, refund_account_needed: true, refunded_amount: 0 };
    const cancelled = order({ status: 5, status_text: '已取消', actions: [], payment: refunded, cancelled_at: '2026-11-27 06:00:00' });
    const { api } = await render('/dashboard/shop-consumer/order/77', {
      [`${ORDERS}/view/77.json`]: ok({ nshop_order: cancelled }),
      [`/api/new/v1/third_party_payments/view/${PID}.json`]: ok({ third_party_payment: payment({ state: 'refunded', state_text: '已退款', pay_type: 'cvs' }) }),
    });
    expect(await screen.findByText(/取消後的退款會匯入您的銀行帳戶/, undefined, WAIT)).toBeTruthy();
    expect(await screen.findByLabelText('銀行代碼（3 碼）', undefined, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.url === `${ORDERS}/view/77.json`)).toHaveLength(1);
  });

  it('shows the pro no refund account form, and reads no payment for it', async () => {
    const refunded = { pid: PID, state: 'refunded' as const, payment_hash: null, refund_account_needed: true, refunded_amount: 0 };
    const { api } = await render(
      '/dashboard/shop/order/77',
      { [`${ORDERS}/view/77.json`]: ok({ nshop_order: order({ viewer: 'pro', status: 5, status_text: '已取消', actions: [], hash: null, payment: refunded }) }) },
      { proMode: true },
    );
    expect((await screen.findByTestId('order-status', undefined, WAIT)).textContent).toBe('已取消');
    expect(screen.queryByText(/取消後的退款會匯入您的銀行帳戶/)).toBeNull();
    expect(screen.queryByRole('heading', { name: '退款帳戶' })).toBeNull();
    expect(api.calls.some((c) => c.url.includes('third_party_payments'))).toBe(false);
  });

  it('is not found for an order that is not yours', async () => {
    await render('/dashboard/shop-consumer/order/78', { [`${ORDERS}/view/78.json`]: refused(404, '找不到這筆訂單') });
    expect(await screen.findByText('找不到這筆訂單', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('這筆訂單不存在，或不是您的訂單。')).toBeTruthy();
  });
});
