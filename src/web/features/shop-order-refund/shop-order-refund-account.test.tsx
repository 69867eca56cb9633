// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopOrderResponse } from '../../../domain/shop/shop-orders.contract';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { SafetyPayment } from '../safety-payments/api/safety-payments';
import { ShopOrderRefundAccount } from './shop-order-refund-account';

afterEach(() => cleanup());

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const WAIT = { timeout: 10_000 };
const PID = 'SP261127080000ABCDEF';
const PAYMENT = `/api/new/v1/third_party_payments/view/${PID}.json`;
const EDIT = `/api/new/v1/third_party_payments/change_status/edit_refund_info/${PID}.json`;

/** The order's payment as the order screen has it. */
const summary = (needed: boolean): NonNullable<ShopOrderResponse['payment']> => ({ pid: PID, state: 'refunded', payment_hash: null, refund_account_needed: needed, refunded_amount: 0 });
const payment = { pid: PID, pay_type: 'cvs', state: 'refunded', role: 'consumer' } as unknown as SafetyPayment;

async function render(table: Record<string, Handler>, orderPayment: NonNullable<ShopOrderResponse['payment']> | null = summary(true)) {
  const api = fakeApi(table);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
  renderWithApp(<ShopOrderRefundAccount orderId={7} payment={orderPayment} />, { store });
  await act(async () => {});
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('<ShopOrderRefundAccount orderId payment />', () => {
  it('takes the account of a refund waiting for one, with the server’s errors beside the fields, then says it is received', async () => {
    let tries = 0;
    const api = await render({
      [PAYMENT]: ok({ third_party_payment: payment }),
      [EDIT]: () =>
        ++tries === 1
          ? [400, { status: 'Error', message: '銀行代碼：銀行代碼不正確', fields: [{ field: 'bank_code', message: '銀行代碼不正確' }] }]
          : ok({ third_party_payment: payment, refund: null }),
    });
    expect(await screen.findByLabelText('銀行代碼（3 碼）', undefined, WAIT)).toBeTruthy();
    // The order screen gave the order's payment: only the payment itself is read, not the order again.
    expect(api.calls.map((c) => c.url)).toEqual([PAYMENT]);
    // The form's own checks first: nothing is sent.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存退款帳戶' }));
    });
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const labels = ['銀行代碼（3 碼）', '分行代碼（4 碼）', '帳號', '戶名'];
    type(labels[0]!, '999');
    type(labels[1]!, '0123');
    type(labels[2]!, '00012345678901');
    type(labels[3]!, '王小明');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存退款帳戶' }));
    });
    expect(await screen.findByText('銀行代碼不正確', undefined, WAIT)).toBeTruthy();
    type(labels[0]!, '812');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存退款帳戶' }));
    });
    expect(await screen.findByText('已收到退款帳戶，款項會在下一批匯款時退還。', undefined, WAIT)).toBeTruthy();
    const sent = api.calls.filter((c) => c.method === 'POST');
    expect(sent.at(-1)?.body).toEqual({ bank_code: '812', bank_branch: '0123', bank_account: '00012345678901', holder_name: '王小明' });
  }, 30_000);

  it('shows nothing and reads nothing when no refund waits for an account, or the order has no payment', async () => {
    const api = await render({}, summary(false));
    expect(screen.queryByRole('heading', { name: '退款帳戶' })).toBeNull();
    expect(api.calls).toHaveLength(0);
    cleanup();
    const none = await render({}, null);
    expect(screen.queryByRole('heading', { name: '退款帳戶' })).toBeNull();
    expect(none.calls).toHaveLength(0);
  });

  it('says when the payment cannot be read, and tries again', async () => {
    let tries = 0;
    await render({ [PAYMENT]: () => (++tries === 1 ? [500, { status: 'Error', message: '' }] : ok({ third_party_payment: payment })) });
    expect(await screen.findByText('無法載入訂單的退款，請再試一次。', undefined, WAIT)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試一次' }));
    });
    expect(await screen.findByLabelText('銀行代碼（3 碼）', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('無法載入訂單的退款，請再試一次。')).toBeNull();
  });
});
