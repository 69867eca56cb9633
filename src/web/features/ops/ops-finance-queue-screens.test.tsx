// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPUTE_REASON_TEMPLATES } from '../../../domain/safety-payments/refunds';
import type { OpsDisputeView, PayoutBatchAnswer } from './api/finance-queues';
import { ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const FINANCE = { 'GET /ops/me.json': signedIn({ id: 8, role: 'finance', full_name: 'Wu Mei' }) };

function dispute(extra: Partial<OpsDisputeView['refund_dispute']> = {}): OpsDisputeView['refund_dispute'] {
  return {
    id: 12,
    pid: 'TP12',
    state: 'disputed',
    state_text: '退款爭議中',
    nshop_order_id: null,
    amount: 1000,
    released_amount: 0,
    refunded_amount: 0,
    pay_type: 'cvs',
    quote_bid_id: 3,
    pro: { id: 41, full_name: '陳志明' },
    consumer: { id: 52, full_name: '林小華' },
    refund: {
      amount: 400,
      reason: '冷氣裝好就漏水',
      milestone_id: null,
      requested_at: '2026-11-26 02:00:00',
      declined_at: '2026-11-26 03:00:00',
      decline_reason: '漏水是排水管被移動',
      decision: null,
      decision_reason: null,
      decided_at: null,
      granted_amount: null,
      needs_bank_account: true,
      bank_code: '004',
      bank_name: '臺灣銀行',
      bank_branch: '0101',
      bank_account: '*****6789',
      holder_name: '林小華',
    },
    assignment: null,
    messages: [
      { id: 1, from: 'consumer', body: '冷氣一直漏水', attachments: [{ url: '/media/leak.jpg', name: 'leak.jpg', type: 'jpeg', size: 1200 }], created: '2026-11-26 01:00:00' },
      { id: 2, from: 'pro', body: '是排水管被移動了', attachments: [], created: '2026-11-26 01:30:00' },
    ],
    ledger: [
      { id: '1', transaction_id: '1', kind: 'payment_received', kind_text: '收到付款（信託保管）', account: 'trust_cash', account_text: '信託專戶現金', amount: 1000, created: '2026-11-25 01:00:00' },
    ],
    ...extra,
  };
}
const templates = { grant: [...DISPUTE_REASON_TEMPLATES.grant], deny: [...DISPUTE_REASON_TEMPLATES.deny] };

function batch(extra: Partial<PayoutBatchAnswer['payout_batch']> = {}): PayoutBatchAnswer['payout_batch'] {
  return {
    id: 7,
    day: '2026-11-27',
    state: 'draft',
    state_text: '待核准',
    line_count: 1,
    total_amount: 2231,
    paid_amount: 0,
    failed_amount: 0,
    approved_by: null,
    approved_at: null,
    exported_at: null,
    settled_at: null,
    created: '2026-11-27 00:00:00',
    assignment: null,
    lines: [
      {
        id: 1,
        kind: 'payout',
        kind_text: '專家撥款',
        user: { id: 41, username: 'pro41', full_name: '陳志明' },
        third_party_payment_id: null,
        amount: 2231,
        bank_code: '812',
        bank_branch: '0123',
        bank_account: '**********8901',
        holder_name: '王小明',
        reference: 'PO202611270001',
        state: 'pending',
        state_text: '待匯款',
        bank_message: '',
        settled_at: null,
      },
    ],
    ...extra,
  };
}

describe('refund disputes', () => {
  it('lists the disputes as a queue, linking to each', async () => {
    const { messages: _m, ledger: _l, ...row } = dispute();
    await renderOps('/ops/refund_disputes', { ...FINANCE, 'GET /ops/refund_disputes/index/page:1.json?assigned=all': ok({ refund_disputes: [row], page: 1, total_pages: 1, count: 1 }) });
    await screen.findByText('林小華 #52');
    expect(screen.getByRole('heading', { name: '退款爭議' })).toBeTruthy();
    expect(document.body.textContent).toContain('NT$ 400');
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/ops/refund_disputes/12')).toBe(true);
  });

  it('shows both sides, the evidence and the ledger, and grants after a confirmation naming the amount', async () => {
    const { api } = await renderOps('/ops/refund_disputes/12', {
      ...FINANCE,
      'GET /ops/refund_disputes/view/12.json': ok({ refund_dispute: dispute(), reason_templates: templates }),
      'POST /ops/refund_disputes/grant/12.json': (body) =>
        ok({ refund_dispute: dispute({ state: 'refunded', refund: { ...dispute().refund, decision: 'granted', decision_reason: String(body?.reason) } }), reason_templates: templates }),
    });
    expect(await screen.findByText('冷氣一直漏水')).toBeTruthy();
    expect(screen.getByText('是排水管被移動了')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'leak.jpg' }).getAttribute('href')).toBe('/media/leak.jpg');
    expect(screen.getByText('信託專戶現金')).toBeTruthy();
    // A reason is needed first.
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('裁決理由：請填寫理由。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因範本'), { target: { value: 'partly_done' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText(/將部分退還 NT\$ 400 給消費者 林小華/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ reason: DISPUTE_REASON_TEMPLATES.grant[1].text });
    expect(await screen.findByText('已裁決退款，款項會退還給消費者。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });

  it('grants a smaller amount: the field is checked (whole TWD up to the request), the confirmation names it, the call sends it', async () => {
    const { api } = await renderOps('/ops/refund_disputes/12', {
      ...FINANCE,
      'GET /ops/refund_disputes/view/12.json': ok({ refund_dispute: dispute(), reason_templates: templates }),
      'POST /ops/refund_disputes/grant/12.json': () =>
        ok({ refund_dispute: dispute({ state: 'partially_refunded', refund: { ...dispute().refund, decision: 'granted', granted_amount: 150 } }), reason_templates: templates }),
    });
    const amount = await screen.findByLabelText('核准退款金額（新台幣，整數）');
    expect((amount as HTMLInputElement).value).toBe('400');
    fireEvent.change(screen.getByLabelText('原因範本'), { target: { value: 'partly_done' } });
    for (const wrong of ['401', '0', '12.5']) {
      fireEvent.change(amount, { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(screen.getByText('核准退款金額：請填寫 1 到 400 的整數。')).toBeTruthy();
    }
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText(/將退還 NT\$ 150 給消費者 林小華（申請 NT\$ 400）/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ reason: DISPUTE_REASON_TEMPLATES.grant[1].text, amount: 150 });
    expect(await screen.findByText('核准退款金額')).toBeTruthy();
  });
});

describe('payout batches', () => {
  it('lists the batches with day, state, lines and total', async () => {
    const { lines: _l, ...item } = batch();
    await renderOps('/ops/payout_batches', { ...FINANCE, 'GET /ops/payout_batches/index/page:1.json?assigned=all': ok({ payout_batches: [item], page: 1, total_pages: 1, count: 1 }) });
    await screen.findByText('2026-11-27');
    expect(document.body.textContent).toContain('NT$ 2,231');
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/ops/payout_batches/7')).toBe(true);
  });

  it('approves after a confirmation, then uploads the bank result file and shows each line’s result', async () => {
    const { api } = await renderOps('/ops/payout_batches/7', {
      ...FINANCE,
      'GET /ops/payout_batches/view/7.json': ok({ payout_batch: batch() }),
      'POST /ops/payout_batches/approve/7.json': ok({ payout_batch: batch({ state: 'exported', state_text: '已匯出' }) }),
      'POST /ops/payout_batches/import/7.json': ok({
        payout_batch: batch({ state: 'settled', state_text: '已完成', paid_amount: 2231, lines: [{ ...batch().lines[0]!, state: 'paid', state_text: '已匯款', bank_message: 'OK' }] }),
      }),
    });
    expect(await screen.findByText('王小明（陳志明 #41）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '核准批次…' }));
    expect(screen.getByText('核准 2026-11-27 的撥款批次：1 筆，共 NT$ 2,231。核准後即可下載轉帳檔。')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(await screen.findByText('已核准，可以下載轉帳檔。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下載銀行轉帳檔' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上傳結果檔' }));
    expect(screen.getByText('銀行結果檔：請選擇檔案。')).toBeTruthy();
    const file = new File(['reference,status,message\r\nPO202611270001,paid,OK\r\n'], 'result.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('銀行結果檔（CSV）'), { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '上傳結果檔' }));
    });
    expect(await screen.findByText('已匯款：OK')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ file: 'reference,status,message\r\nPO202611270001,paid,OK\r\n' });
  });
});

describe('e-invoice failures', () => {
  it('lists the failures with the error and the purchase, and retries one', async () => {
    const failure = {
      einvoice_id: 5,
      action: 'issue',
      user_id: 52,
      credit_purchase_id: 90,
      relate_number: 'CP90',
      amount: 600,
      attempts: 1,
      last_error: 'HTTP 503',
      next_attempt_at: '2026-11-27 02:01:00',
      modified: '2026-11-27 02:00:00',
    };
    const { api } = await renderOps('/ops/einvoices/failures', {
      ...FINANCE,
      'GET /ops/einvoices/failures/page:1.json': ok({ failures: [failure], page: 1, total_pages: 1, count: 1 }),
      'POST /ops/einvoices/retry/5.json': ok({ einvoice_id: 5, retry: true }),
    });
    expect(await screen.findByText('HTTP 503')).toBeTruthy();
    expect(screen.getByRole('link', { name: '訂單 #90' }).getAttribute('href')).toBe('/ops/purchases?user_id=52');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即重試 #5' }));
    });
    expect(await screen.findByText('電子發票 #5 會在下一次排程時重試。')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('/ops/einvoices/retry/5.json') && c.method === 'POST')).toBe(true);
  });
});
