import { act } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { createAppStore } from '../../store';
import { RouteView } from '../../routes/route-view';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PaymentPopup } from './payment-popup';
import type { LedgerEntry, PackagesAnswer, Purchase } from './api/wallet';

// Shared by the wallet screen tests: a fake API answering by path, and the screens rendered with the payment popup.

import { type Answer, fakeApi, type Handler } from '../../test/fake-api';

export type { Answer, Handler };
export { fakeApi };


// Lazy screens load slower on a busy machine than the default second allows.
export const WAIT = { timeout: 10_000 };

export const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

export const packages: PackagesAnswer = {
  packages: [
    { id: 1, name: '入門包', price: 300, bonus_credit: 0, credit: 300 },
    { id: 2, name: '標準包', price: 1000, bonus_credit: 50, credit: 1050 },
  ],
  custom: { min: 50, max: 9999 },
  pay_types: { card: { min: 50, max: 30000 }, cvs: { min: 500, max: 20000 }, atm: { min: 50, max: 30000 } },
};

export function purchase(id: number, extra: Partial<Purchase> = {}): Purchase {
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
    einvoice: null,
    ...extra,
  };
}

export function entry(id: number, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id, transaction_type: 14, type_text: '報價費用', amount: -60, balance_after: 240, quote_bid_id: 3, credit_purchase_id: null, note: null, created: '2026-11-23 01:00:00', ...extra };
}

export const setup = {
  '/api/user/me/type:brief.json': ok({ info: me.info }),
  '/api/packages/index.json': ok(packages),
  '/api/new/v1/tap_pay/config.json': ok({ mode: 'sandbox', app_id: '1', app_key: 'k', server_type: 'sandbox' }),
  '/api/new/v1/tap_pay/cards.json': ok({ cards: [{ id: 8, card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: 1, is_foreign: 0, provider: 'sandbox', created: '2026-11-20 02:00:00' }] }),
};

export async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ ...setup, ...table });
  const store = createAppStore(preloaded({ user: { me: { ...me, info: { ...me.info, available_wallet_amount: 300 } as typeof me.info } } }), { fetchFn: api.fn, proMode: true });
  // The payment popup is the app's (its popup host), shown above every screen.
  const view = renderWithApp(
    createElement(Fragment, null, createElement(RouteView, { initialStatus: 200 }), createElement(PaymentPopup)),
    { store, path },
  );
  await act(async () => {});
  return { api, store, view };
}

export const posts = <C extends { url: string }>(calls: C[], path: string) => calls.filter((c) => c.url === path);
