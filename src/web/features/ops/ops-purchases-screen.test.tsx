// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsPurchase } from './api/finance';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'finance' }) };
const LIST = 'GET /ops/purchases/index/page:1.json';

function purchase(extra: Partial<OpsPurchase> = {}): OpsPurchase {
  return {
    id: 81,
    user_id: 41,
    user_name: '王小明',
    order_number: 'Q20261127001',
    amount: 1000,
    credit: 1050,
    pay_type: 'card',
    provider: 'sandbox',
    status: 'paid',
    provider_reference: 'D-1',
    created: '2026-11-27 02:00:00',
    paid_at: '2026-11-27 02:00:05',
    refunded_at: null,
    refund_method: null,
    refund_reason: null,
    refunded_amount: 0,
    refunded_credit: 0,
    ...extra,
  };
}

const page = (purchases: OpsPurchase[]) => ok({ purchases, page: 1, total_pages: 1, count: purchases.length });

async function startRefund(reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: '退款 #81' }));
  fireEvent.change(screen.getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
}

describe('the purchase list', () => {
  it('lists purchases with their way of paying and status, in Taipei time', async () => {
    await renderOps('/ops/purchases', {
      ...ME,
      [LIST]: page([purchase(), purchase({ id: 80, pay_type: 'cvs', status: 'refunded', refund_method: 'transfer', refund_reason: '重複付款' })]),
    });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('2026-11-27 10:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('NT$1,000')).toBeTruthy();
    expect(within(rows[1]!).getByText('信用卡')).toBeTruthy();
    expect(within(rows[2]!).getByText('以銀行轉帳退款：重複付款')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('共 2 筆')).toBeTruthy();
  });

  it('sends the filters from the form, kept in the address', async () => {
    const { api } = await renderOps('/ops/purchases', {
      ...ME,
      [LIST]: page([purchase()]),
      'GET /ops/purchases/index/page:1.json?user_id=41&status=paid&pay_type=cvs': page([]),
    });
    fireEvent.change(await screen.findByLabelText('使用者編號'), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('付款方式'), { target: { value: 'cvs' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(api.calls.map((c) => c.key)).toContain('GET /ops/purchases/index/page:1.json?user_id=41&status=paid&pay_type=cvs');
    expect(await screen.findByText('沒有符合條件的購點紀錄')).toBeTruthy();
  });

  it('confirms a card refund with the amount and the way back before sending, then reloads', async () => {
    const REFUND = 'POST /ops/purchases/refund/81.json';
    const { api } = await renderOps('/ops/purchases', {
      ...ME,
      [LIST]: page([purchase()]),
      [REFUND]: ok({ purchase_id: 81, transaction_id: 9, refund_method: 'gateway', amount: 1000, credit: 1050, balance: 0, refunded_amount: 1000, refundable_amount: 0 }),
    });
    await startRefund('顧客誤購');
    expect(screen.getByText('將退還購點 #81 的 NT$1,000，並從使用者 #41 的錢包扣回 1,050 點。')).toBeTruthy();
    expect(screen.getByText('款項會透過金流商退回原信用卡。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === REFUND)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    });
    expect(api.calls.filter((c) => c.key === REFUND).map((c) => c.body)).toEqual([{ reason: '顧客誤購', amount: 1000 }]);
    expect(screen.getByText('購點 #81 的 NT$1,000 已退回信用卡，錢包已扣回 1,050 點。')).toBeTruthy();
    const listed = api.calls.filter((c) => c.key === LIST).length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '回到購點列表' }));
    });
    expect(api.calls.filter((c) => c.key === LIST).length).toBe(listed + 1);
  });

  it('refunds part of what is left: the amount checked, named in the confirmation, sent and what is left shown after', async () => {
    const REFUND = 'POST /ops/purchases/refund/81.json';
    const { api } = await renderOps('/ops/purchases', {
      ...ME,
      [LIST]: page([purchase({ refunded_amount: 300, refunded_credit: 315 })]),
      [REFUND]: ok({ purchase_id: 81, transaction_id: 10, refund_method: 'gateway', amount: 200, credit: 210, balance: 525, refunded_amount: 500, refundable_amount: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '退款 #81' }));
    const amount = screen.getByLabelText('退款金額（NT$）') as HTMLInputElement;
    expect(amount.value).toBe('700');
    expect(screen.getByText('這筆購點已退款 NT$300，尚可退 NT$700。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '部分服務未提供' } });
    for (const [typed, message] of [
      ['800', '退款金額：不可超過可退餘額 NT$700。'],
      ['12.5', '退款金額：請輸入大於 0 的整數（新台幣元）。'],
      ['0', '退款金額：請輸入大於 0 的整數（新台幣元）。'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
      expect(screen.getByText(message)).toBeTruthy();
    }
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByTestId('refund-confirm-what').textContent).toBe('將退還購點 #81 的 NT$200，並從使用者 #41 的錢包扣回 210 點。');
    expect(screen.getByText('這是部分退款：退款後這筆購點尚可退 NT$500。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === REFUND)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    });
    expect(api.calls.filter((c) => c.key === REFUND).map((c) => c.body)).toEqual([{ reason: '部分服務未提供', amount: 200 }]);
    expect(screen.getByText('購點 #81 的 NT$200 已退回信用卡，錢包已扣回 210 點。')).toBeTruthy();
    expect(screen.getByTestId('refund-left').textContent).toBe('這筆購點尚可退 NT$500。');
  });

  it('says a convenience-store refund goes back by bank transfer', async () => {
    await renderOps('/ops/purchases', { ...ME, [LIST]: page([purchase({ pay_type: 'cvs' })]) });
    await startRefund('顧客要求');
    expect(screen.getByText('超商代碼與 ATM 付款無法原路退回：送出後請以銀行轉帳將款項退給使用者。')).toBeTruthy();
  });

  it('asks for a reason, and shows a refusal from the server', async () => {
    await renderOps('/ops/purchases', { ...ME, [LIST]: page([purchase()]), 'POST /ops/purchases/refund/81.json': failed(409, '這筆購買的點數已經用掉。') });
    await startRefund('x');
    expect(screen.getByText('原因：請填寫 2 到 200 字。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '顧客誤購' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認退款' }));
    });
    expect(screen.getByText('這筆購買的點數已經用掉。')).toBeTruthy();
  });

  it('tells a role without the permission, without listing', async () => {
    const { api } = await renderOps('/ops/purchases', { 'GET /ops/me.json': signedIn({ role: 'support' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('GET /ops/purchases'))).toBe(false);
  });
});
