// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteReportView } from '../../../domain/ops/moderation.contract';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const report = (id: number, extra: Partial<QuoteReportView> = {}): QuoteReportView => ({
  id,
  reason: '需求內有電話號碼',
  created: '2026-11-27 02:00:00',
  reporter: { id: 7, username: 'pro7', full_name: '林師傅' },
  quote_request: { id: 90 + id, user_id: 5, description: `請打 0912 安裝冷氣 ${id}`, category_name: '冷氣安裝', is_hidden: false, report_count: 2 },
  handled_at: null,
  outcome: null,
  ...extra,
});
const page = (rows: QuoteReportView[]) => ok({ quote_reports: rows, page: 1, total_pages: 1, count: rows.length });
const ME = { 'GET /ops/me.json': signedIn({ role: 'trust_safety' }) };
const OPEN = 'GET /ops/reports/index/page:1.json?status=open';

describe('the reports screen', () => {
  it('lists open reports with their request and count, and hides a request after a reason and a confirmation', async () => {
    let resolved = false;
    const { api } = await renderOps('/ops/reports', {
      ...ME,
      [OPEN]: () => (resolved ? page([]) : page([report(1)])),
      'POST /ops/reports/resolve/1.json': () => {
        resolved = true;
        return ok({ quote_report: report(1, { outcome: 'hide_request' }) });
      },
    });
    expect(await screen.findByText('需求 #91・冷氣安裝・被檢舉 2 次')).toBeTruthy();
    expect(screen.getByText('請打 0912 安裝冷氣 1')).toBeTruthy();
    expect(screen.getByText('檢舉人：林師傅（#7），2026-11-27 10:00')).toBeTruthy();
    // Both people are a click away: the request's owner (to warn or suspend) and the reporter.
    expect(screen.getByRole('link', { name: '需求發布者 #5 的資料與處分' }).getAttribute('href')).toBe('/ops/users/5');
    expect(screen.getByRole('link', { name: '檢舉人 #7 的資料' }).getAttribute('href')).toBe('/ops/users/7');
    fireEvent.click(screen.getByRole('button', { name: '隱藏需求' }));
    expect(screen.getByText(/將隱藏需求 #91/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText('原因：請填寫 2 到 500 字。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '含聯絡方式' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    });
    expect(api.calls.filter((c) => c.key === 'POST /ops/reports/resolve/1.json').map((c) => c.body)).toEqual([{ outcome: 'hide_request', reason: '含聯絡方式' }]);
    expect(await screen.findByText('目前沒有待處理的檢舉')).toBeTruthy();
  });

  it('shows handled reports with their outcome, and a refusal of the server', async () => {
    await renderOps('/ops/reports?status=handled', {
      ...ME,
      'GET /ops/reports/index/page:1.json?status=handled': page([report(2, { outcome: 'dismiss', handled_at: '2026-11-27 03:00:00' })]),
    });
    expect(await screen.findByText('不予處理（2026-11-27 11:00）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '隱藏需求' })).toBeNull();
    cleanup();
    await renderOps('/ops/reports', { ...ME, [OPEN]: page([report(3)]), 'POST /ops/reports/resolve/3.json': failed(409, '這筆檢舉已經處理過了。') });
    fireEvent.click(await screen.findByRole('button', { name: '不予處理' }));
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '沒有問題' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    });
    expect(screen.getByText('這筆檢舉已經處理過了。')).toBeTruthy();
  });

  it('is refused to a role without the permission', async () => {
    await renderOps('/ops/reports', { 'GET /ops/me.json': signedIn({ role: 'support' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
  });
});
