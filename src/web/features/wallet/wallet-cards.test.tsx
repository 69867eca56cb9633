// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlags } from '../../../domain/flags/feature-flags';
import { DashboardMenu } from '../../components/page-frame/dashboard-menu';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { AutoTopup, Purchase, SavedCard } from './api/wallet';
import { type Handler, fakeApi, ok, packages, purchase, WAIT } from './wallet-screens.test-support';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const posts = <C extends { url: string; method: string }>(calls: C[], path: string) => calls.filter((c) => c.url === path && c.method === 'POST');

const visa: SavedCard = { id: 8, card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: 1, is_foreign: 0, provider: 'sandbox', created: '2026-11-20 02:00:00' };
const master: SavedCard = { id: 9, card_info: 'MASTERCARD-4444', brand: 'MASTERCARD', last4: '4444', is_default: 0, is_foreign: 0, provider: 'sandbox', created: '2026-11-20 02:00:00' };

const off: AutoTopup = { is_on: 0, threshold: 100, credit_package_id: null, card_id: null, consent: 0, consented_at: null, last_attempt_at: null, last_purchase_id: null, last_error: null };

const AUTO = '/api/wallet/auto_topup.json';
const BIND = '/api/new/v1/tap_pay/bind_card.json';
const CARDS = '/api/new/v1/tap_pay/cards.json';

function base(cards: SavedCard[]): Record<string, Handler> {
  return {
    '/api/user/me/type:brief.json': ok({ info: me.info }),
    '/api/packages/index.json': ok(packages),
    '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox', app_id: '1', app_key: 'k', server_type: 'sandbox', prime_url: '/sandbox-gateway/tappay/prime' }),
    [CARDS]: ok({ cards }),
    '/api/transactions/index/page:1.json': ok({ transactions: [], page: 1, total_pages: 1, count: 0, available_wallet_amount: 300 }),
  };
}

async function render(path: string, table: Record<string, Handler>, flags: Partial<FeatureFlags> = {}) {
  const api = fakeApi(table);
  const state = preloaded({ user: { me: { ...me, info: { ...me.info, available_wallet_amount: 300 } as typeof me.info } } });
  const store = createAppStore({ ...state, app: { ...state.app, flags: { ...state.app.flags, ...flags } } }, { fetchFn: api.fn, proMode: true });
  const view = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, store, view };
}

/** The sandbox gateway's prime endpoint (TPDirect getPrime): the only place a card number goes. */
function stubGateway() {
  const gateway = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { card_number: string };
    return new Response(JSON.stringify({ status: 0, msg: 'Success', card: { prime: `prime-${body.card_number.slice(-4)}`, lastfour: body.card_number.slice(-4) } }), { status: 200 });
  });
  vi.stubGlobal('fetch', gateway);
  return gateway;
}

function typeCard(number: string) {
  fireEvent.change(screen.getByLabelText('卡號'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('有效期限（MM/YY）'), { target: { value: '12/40' } });
  fireEvent.change(screen.getByLabelText('安全碼'), { target: { value: '123' } });
}

describe('auto top-up on the credit screen', () => {
  it('is off by default and is turned on only with a consent that states the price and once a day', async () => {
    const { api } = await render('/dashboard/credit', {
      ...base([visa, master]),
      [AUTO]: (body) =>
        body
          ? ok({ auto_topup: { ...off, is_on: body.is_on, threshold: body.threshold, credit_package_id: body.credit_package_id, card_id: body.card_id, consent: body.consent, consented_at: '2026-11-23 12:00:00' } })
          : ok({ auto_topup: off }),
    });
    const section = (await screen.findByRole('heading', { name: '自動儲值' }, WAIT)).closest('section')!;
    const form = await within(section).findByTestId('auto-topup-state', undefined, WAIT);
    expect(form.textContent).toBe('自動儲值未開啟');
    const switchOn = within(section).getByRole('checkbox', { name: '開啟自動儲值' }) as HTMLInputElement;
    expect(switchOn.checked).toBe(false);
    expect(within(section).queryByRole('checkbox', { name: /我同意/ })).toBeNull();

    fireEvent.click(switchOn);
    fireEvent.change(within(section).getByLabelText('可用點數低於多少時自動購買'), { target: { value: '200' } });
    fireEvent.change(within(section).getByLabelText('自動購買的方案'), { target: { value: '2' } });
    fireEvent.change(within(section).getByLabelText('扣款的信用卡'), { target: { value: '9' } });
    const consent = within(section).getByRole('checkbox', { name: /我同意/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    const consentText = consent.labels?.[0]?.textContent ?? '';
    expect(consentText).toContain('低於 200 點');
    expect(consentText).toContain('MASTERCARD 末四碼 4444');
    expect(consentText).toContain('NT$1,000');
    expect(consentText).toContain('標準包');
    expect(consentText).toContain('每天最多一次');

    // Without the consent nothing is sent, and the reason sits next to the checkbox.
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '儲存自動儲值設定' }));
    });
    expect(within(section).getByText('開啟自動儲值前，請勾選同意自動扣款。')).toBeTruthy();
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(posts(api.calls, AUTO)).toHaveLength(0);

    fireEvent.click(consent);
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '儲存自動儲值設定' }));
    });
    await within(section).findByText('已開啟自動儲值。', undefined, WAIT);
    expect(posts(api.calls, AUTO)).toHaveLength(1);
    expect(posts(api.calls, AUTO)[0]).toMatchObject({ body: { is_on: 1, threshold: 200, credit_package_id: 2, card_id: 9, consent: 1 } });
    expect(within(section).getByTestId('auto-topup-state').textContent).toBe('自動儲值已開啟');
    expect((within(section).getByRole('checkbox', { name: /我同意/ }) as HTMLInputElement).checked).toBe(true);

    // Another package asks for the consent again.
    fireEvent.change(within(section).getByLabelText('自動購買的方案'), { target: { value: '1' } });
    expect((within(section).getByRole('checkbox', { name: /我同意/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(section).getByRole('checkbox', { name: /我同意/ }) as HTMLInputElement).labels?.[0]?.textContent).toContain('NT$300');
  });

  it("shows the server's zh-TW refusal next to the field it names, and the last failed attempt", async () => {
    await render('/dashboard/credit', {
      ...base([visa]),
      [AUTO]: (body) =>
        body
          ? [400, { status: 'Error', error: 'validation failed', message: '請選擇一張已綁定的信用卡', fields: [{ field: 'card_id', message: '請選擇一張已綁定的信用卡' }] }]
          : ok({ auto_topup: { ...off, is_on: 1, consent: 1, threshold: 150, credit_package_id: 1, card_id: 8, last_attempt_at: '2026-11-22 16:30:00', last_error: '信用卡付款失敗，請確認卡片資料或改用其他卡片。' } }),
    });
    const section = (await screen.findByRole('heading', { name: '自動儲值' }, WAIT)).closest('section')!;
    await within(section).findByTestId('auto-topup-state', undefined, WAIT);
    expect(within(section).getByText('上次自動儲值沒有成功：信用卡付款失敗，請確認卡片資料或改用其他卡片。')).toBeTruthy();
    expect(within(section).getByText('上次自動儲值：2026-11-23 00:30')).toBeTruthy();
    expect((within(section).getByLabelText('可用點數低於多少時自動購買') as HTMLInputElement).value).toBe('150');
    expect((within(section).getByRole('checkbox', { name: /我同意/ }) as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '儲存自動儲值設定' }));
    });
    const card = within(section).getByLabelText('扣款的信用卡');
    await within(section).findByText('請選擇一張已綁定的信用卡', undefined, WAIT);
    expect(card.getAttribute('aria-invalid')).toBe('true');
    expect(card.getAttribute('aria-describedby')).toContain('-error');
    expect(within(section).queryByText('已開啟自動儲值。')).toBeNull();
  });

  it('needs a bound card first, and links to binding one', async () => {
    await render('/dashboard/credit', { ...base([]), [AUTO]: ok({ auto_topup: off }) });
    const hint = await screen.findByTestId('auto-topup-no-card', undefined, WAIT);
    expect(hint.textContent).toContain('自動儲值需要一張已綁定的信用卡。');
    const link = within(hint).getByRole('link', { name: '新增信用卡' });
    expect(link.getAttribute('href')).toBe('/dashboard/credit?card=new');
    await act(async () => {
      fireEvent.click(link);
    });
    // The link opens the binding form on the same screen.
    expect(await screen.findByLabelText('卡號', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '新增信用卡' })).toBe(document.activeElement);
  });
});

describe('binding a card without buying', () => {
  it('takes a prime from the gateway, explains the refunded test charge, binds the card and lists it', async () => {
    const gateway = stubGateway();
    let cards: SavedCard[] = [];
    const { api } = await render('/dashboard/credit', {
      ...base([]),
      [AUTO]: ok({ auto_topup: off }),
      [CARDS]: () => ok({ cards }),
      [BIND]: () => {
        cards = [visa];
        return ok({ card: visa });
      },
    });
    const open = await screen.findByRole('button', { name: '新增信用卡' }, WAIT);
    expect(screen.queryByLabelText('卡號')).toBeNull();
    await act(async () => {
      fireEvent.click(open);
    });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/credit?card=new');
    expect(screen.getByTestId('bind-test-charge').textContent).toBe('綁定時會向這張卡刷 NT$1 驗證卡片，驗證後立即退款，不會真的扣款。');
    // A mistyped card is caught before anything is sent.
    fireEvent.change(screen.getByLabelText('卡號'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '綁定這張卡片' }));
    });
    expect(screen.getByText('請輸入正確的信用卡卡號。')).toBeTruthy();
    expect(gateway).not.toHaveBeenCalled();

    typeCard('4242 4242 4242 4242');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '綁定這張卡片' }));
    });
    await screen.findByText('已新增 VISA 末四碼 4242。', undefined, WAIT);
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(String(gateway.mock.calls[0]![0])).toBe('/sandbox-gateway/tappay/prime');
    expect(posts(api.calls, BIND)).toHaveLength(1);
    expect(posts(api.calls, BIND)[0]!.body).toEqual({ prime: 'prime-4242' });
    expect(JSON.stringify(api.calls)).not.toContain('4242424242424242');
    expect(JSON.stringify(api.calls)).not.toContain('4242 4242');
    // The new card is listed and can be chosen for auto top-up; the form is closed.
    expect(await screen.findByRole('button', { name: '移除 VISA 末四碼 4242' }, WAIT)).toBeTruthy();
    expect(screen.queryByLabelText('卡號')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/credit');
    expect(await screen.findByLabelText('扣款的信用卡', undefined, WAIT)).toBeTruthy();
  });

  it('says a foreign card (code 211) cannot be bound, and keeps the form for another card', async () => {
    stubGateway();
    const { api } = await render('/dashboard/credit?card=new', {
      ...base([visa]),
      [AUTO]: ok({ auto_topup: off }),
      [BIND]: [409, { status: 'Failure', error: 211, message: '金流服務不支援國外發行的信用卡。' }],
    });
    await screen.findByLabelText('卡號', undefined, WAIT);
    typeCard('4000000760000002');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '綁定這張卡片' }));
    });
    expect(await screen.findByText('這張是國外發行的信用卡，目前只能綁定台灣發行的信用卡，請改用其他卡片。驗證的款項已退回。', undefined, WAIT)).toBeTruthy();
    expect(posts(api.calls, BIND)[0]!.body).toEqual({ prime: 'prime-0002' });
    expect((screen.getByLabelText('安全碼') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '綁定這張卡片' })).toBeTruthy();
  });

  it("shows the gateway's refusal when the test charge is declined", async () => {
    stubGateway();
    await render('/dashboard/credit?card=new', {
      ...base([]),
      [AUTO]: ok({ auto_topup: off }),
      [BIND]: [402, { status: 'Error', error: 'payment declined', message: '信用卡付款失敗：發卡銀行或金流拒絕了這筆交易（Card declined）。請確認卡片資料或改用其他卡片。' }],
    });
    await screen.findByLabelText('卡號', undefined, WAIT);
    typeCard('4000000000000002');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '綁定這張卡片' }));
    });
    expect(await screen.findByText(/Card declined/, undefined, WAIT)).toBeTruthy();
  });
});

describe('links to free credits and the e-invoice settings', () => {
  it('links the credit screen and the pro menu to free credits', async () => {
    await render('/dashboard/credit', { ...base([]), [AUTO]: ok({ auto_topup: off }) });
    expect((await screen.findByRole('link', { name: '完成任務領免費點數' }, WAIT)).getAttribute('href')).toBe('/dashboard/free-credits');
    cleanup();
    const store = createAppStore(preloaded({ user: { me } }), { proMode: true });
    renderWithApp(<DashboardMenu />, { store });
    expect(screen.getByRole('link', { name: '免費點數' }).getAttribute('href')).toBe('/dashboard/free-credits');
  });

  it('shows the e-invoice entry in settings only while the flag is on', async () => {
    await render('/dashboard/settings', {}, { invoiceSettings: true });
    const nav = await screen.findByRole('navigation', { name: '設定項目' }, WAIT);
    expect(within(nav).getByRole('link', { name: '電子發票' }).getAttribute('href')).toBe('/dashboard/settings/invoice');
    cleanup();
    await render('/dashboard/settings', {}, { invoiceSettings: false });
    const without = await screen.findByRole('navigation', { name: '設定項目' }, WAIT);
    expect(within(without).getByRole('link', { name: '個人資料' })).toBeTruthy();
    expect(within(without).queryByRole('link', { name: '電子發票' })).toBeNull();
  });
});

describe('the purchases list', () => {
  it("prints each purchase's e-invoice as it was when bought", async () => {
    const bought = (id: number, invoice: Purchase['invoice']) => purchase(id, { invoice });
    await render('/dashboard/purchases', {
      ...base([]),
      '/api/purchases/index/page:1.json': ok({
        purchases: [bought(3, { type: 'company', unified_number: '04595257', title: '好師傅有限公司' }), bought(2, { type: 'mobile', carrier: '/ABC+123' }), bought(1, null)],
        page: 1,
        total_pages: 1,
        count: 3,
      }),
    });
    await screen.findAllByTestId('purchase-invoice', undefined, WAIT);
    const lines = screen.getAllByTestId('purchase-invoice').map((d) => d.textContent);
    expect(lines).toEqual(['統一編號 04595257　好師傅有限公司', '手機條碼載具 /ABC+123', '會員載具（寄送至會員 E-mail）']);
    expect(screen.getAllByText('電子發票')).toHaveLength(3);
  });
});
