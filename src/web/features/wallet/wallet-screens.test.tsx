// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures';
import { entry, ok, posts, purchase, render, WAIT } from './wallet-screens.test-support';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

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

  it('shows the e-invoice of each purchase: number, date and random code once issued, or the note when none is issued', async () => {
    const issued = { status: 'issued', status_text: '電子發票已開立', invoice_number: 'ZZ10000001', invoice_date: '2026-11-27 04:00:00', random_number: '0427', allowance_amount: 300, note: null } as const;
    const off = { status: 'off', status_text: '未開立電子發票', invoice_number: null, invoice_date: null, random_number: null, allowance_amount: 0, note: '本站尚未啟用電子發票開立服務' } as const;
    await render('/dashboard/purchases', {
      '/api/purchases/index/page:1.json': ok({ purchases: [purchase(9, { einvoice: issued }), purchase(8, { einvoice: off })], page: 1, total_pages: 1, count: 2 }),
    });
    const number = await screen.findByTestId('purchase-einvoice-number', undefined, WAIT);
    expect(number.textContent).toBe('ZZ10000001');
    const [first, second] = screen.getAllByRole('article');
    expect(first!.textContent).toContain('2026-11-27 12:00');
    expect(first!.textContent).toContain('0427');
    expect(first!.textContent).toContain('已折讓');
    expect(second!.textContent).toContain('未開立電子發票');
    expect(second!.textContent).toContain('本站尚未啟用電子發票開立服務');
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
