// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from './api/ops-audit';
import { auditPath } from './api/ops-audit';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

function entry(id: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    operator: { id: 3, email: 'mei@ops.example.tw', full_name: 'Mei Lin', role: 'finance' },
    action: 'wallet.adjust',
    target_type: 'user',
    target_id: '41',
    before: { balance: 100, note: null },
    after: { balance: 600, note: null },
    reason: '補償服務中斷',
    ip: '203.0.113.9',
    user_agent: 'Firefox',
    created: '2026-11-27T02:30:00.000Z',
    ...extra,
  };
}

const page = (entries: AuditEntry[], n = 1, total = 1) => ok({ audit_entries: entries, page: n, total_pages: total, count: entries.length + (total - 1) * 50 });
const ME = { 'GET /ops/me.json': signedIn() };
const location = () => screen.getByTestId('location').textContent;

describe('the audit log', () => {
  it('builds the call from the filters, leaving empty ones out', () => {
    expect(auditPath({}, 1)).toBe('/ops/audit/index/page:1.json');
    expect(auditPath({ operator_id: 3, action: 'wallet.adjust', target_type: 'user', target_id: '41', from: '2026-11-01', to: '2026-11-27' }, 2)).toBe(
      '/ops/audit/index/page:2.json?operator_id=3&action=wallet.adjust&target_type=user&target_id=41&from=2026-11-01&to=2026-11-27',
    );
  });

  it('lists entries newest first in Taipei time, and opens one to its changed fields', async () => {
    await renderOps('/ops/audit', { ...ME, 'GET /ops/audit/index/page:1.json': page([entry(9, { action: 'wallet_adjustment' }), entry(8, { action: 'certificate.approve' })]) });
    const rows = (await screen.findAllByRole('row')).filter((r) => r.classList.contains('ops-table__row'));
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['點數調整', 'certificate.approve']);
    expect(within(rows[0]!).getAllByRole('cell')[3]!.textContent).toBe('使用者 #41');
    expect(within(rows[0]!).getByText('2026-11-27 10:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看 #9 詳情' }));
    const detail = screen.getByRole('heading', { name: '紀錄 #9 的變更' }).closest('div')!;
    const balance = within(detail).getByRole('rowheader', { name: 'balance' }).closest('tr')!;
    expect(balance.className).toContain('ops-diff__row--changed');
    expect(within(balance).getAllByRole('cell').map((c) => c.textContent)).toEqual(['100', '600']);
    expect(within(detail).getByRole('rowheader', { name: 'note' }).closest('tr')!.className).not.toContain('changed');
    expect(within(detail).getByText('203.0.113.9')).toBeTruthy();
  });

  it('sends the filters as typed, from page 1, and keeps them in the address', async () => {
    const { api } = await renderOps('/ops/audit?page=3', {
      ...ME,
      'GET /ops/audit/index/page:3.json': page([entry(1)], 3, 3),
      'GET /ops/audit/index/page:1.json?operator_id=3&action=wallet.adjust&from=2026-11-01&to=2026-11-27': page([entry(9)]),
    });
    await screen.findByRole('button', { name: '查看 #1 詳情' });
    fireEvent.change(screen.getByLabelText('營運人員編號'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('動作'), { target: { value: ' wallet.adjust ' } });
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-11-27' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(await screen.findByRole('button', { name: '查看 #9 詳情' })).toBeTruthy();
    expect(api.calls.at(-1)?.key).toBe('GET /ops/audit/index/page:1.json?operator_id=3&action=wallet.adjust&from=2026-11-01&to=2026-11-27');
    expect(location()).toBe('/ops/audit?operator_id=3&action=wallet.adjust&from=2026-11-01&to=2026-11-27');
    expect((screen.getByLabelText('營運人員編號') as HTMLInputElement).value).toBe('3');
  });

  it('refuses a malformed operator id or a range that ends before it starts, without a call', async () => {
    const { api } = await renderOps('/ops/audit', { ...ME, 'GET /ops/audit/index/page:1.json': page([entry(1)]) });
    await screen.findByRole('button', { name: '查看 #1 詳情' });
    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('營運人員編號'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByText('營運人員編號：請輸入正整數。')).toBeTruthy();
    expect(screen.getByText('結束日期：不可早於起始日期。')).toBeTruthy();
    expect(api.calls.length).toBe(before);
  });

  it('pages with the filters kept', async () => {
    const { api } = await renderOps('/ops/audit?action=x', {
      ...ME,
      'GET /ops/audit/index/page:1.json?action=x': page([entry(60)], 1, 2),
      'GET /ops/audit/index/page:2.json?action=x': page([entry(10)], 2, 2),
    });
    expect(await screen.findByText('共 51 筆')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    });
    expect(await screen.findByRole('button', { name: '查看 #10 詳情' })).toBeTruthy();
    expect(api.calls.at(-1)?.key).toBe('GET /ops/audit/index/page:2.json?action=x');
    expect(location()).toBe('/ops/audit?action=x&page=2');
  });

  it('says so when nothing matches', async () => {
    await renderOps('/ops/audit?target_type=shop_item', { ...ME, 'GET /ops/audit/index/page:1.json?target_type=shop_item': page([]) });
    expect(await screen.findByRole('heading', { name: '沒有符合條件的操作紀錄' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry, and goes to login when the console session ended meanwhile', async () => {
    await renderOps('/ops/audit', { ...ME, 'GET /ops/audit/index/page:1.json': failed(500, '系統忙碌中。') });
    expect(await screen.findByText('系統忙碌中。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
    cleanup();
    await renderOps('/ops/audit', { ...ME, 'GET /ops/audit/index/page:1.json': [403, { status: 'Error', error: 'invalid token', message: '' }] });
    await waitFor(() => expect(location()).toBe('/ops/login?from=%2Fops%2Faudit'));
  });
});
