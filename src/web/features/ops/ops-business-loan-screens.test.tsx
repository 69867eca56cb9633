// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsBusinessLoan } from './api/business-loans';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const FINANCE = { 'GET /ops/me.json': signedIn({ id: 8, role: 'finance', full_name: 'Wu Mei' }) };

function loan(id: number, extra: Partial<OpsBusinessLoan> = {}): OpsBusinessLoan {
  return {
    business_loan_id: id,
    amount: 300000,
    term_months: 12,
    purpose: 'equipment',
    purpose_note: null,
    status: 1,
    consent_at: '2026-11-26 02:00:00',
    revenue_summary: {
      months: [
        { month: '2026-10', amount: 12000, releases: 3 },
        { month: '2026-11', amount: 8600, releases: 2 },
      ],
      total: 20600,
      releases: 5,
      currency: 'TWD',
      computed_at: '2026-11-26 02:00:00',
    },
    partner_reference: null,
    decision_note: null,
    decided_at: null,
    withdrawn_at: null,
    created: '2026-11-26 02:00:00',
    modified: '2026-11-26 02:00:00',
    user: { id: 41, username: 'pro41', full_name: '陳志明' },
    ...extra,
  };
}

const page = (loans: OpsBusinessLoan[], extra: { page?: number; total_pages?: number } = {}) =>
  ok({ business_loans: loans, page: extra.page ?? 1, total_pages: extra.total_pages ?? 1, count: loans.length });

describe('the console business loan list', () => {
  it('lists the applications with the pro, amount, revenue and status, linking to each', async () => {
    await renderOps('/ops/business_loans', { ...FINANCE, 'GET /ops/business_loans/index/page:1.json': page([loan(5), loan(6, { status: 2, amount: 1500000, term_months: 24 })]) });
    expect(await screen.findByRole('heading', { name: '營運貸款申請' })).toBeTruthy();
    await screen.findByRole('link', { name: '5' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('陳志明');
    expect(rows[0]!.textContent).toContain('NT$300,000 / 12 個月');
    expect(rows[0]!.textContent).toContain('NT$20,600');
    expect(rows[0]!.textContent).toContain('已送出');
    // 02:00 UTC is 10:00 in Taipei.
    expect(rows[0]!.textContent).toContain('2026-11-26 10:00');
    expect(rows[1]!.textContent).toContain('銀行審核中');
    expect(within(rows[1]!).getByRole('link', { name: '6' }).getAttribute('href')).toBe('/ops/business_loans/6');
  });

  it('filters by status from page 1 and pages through', async () => {
    const { api } = await renderOps('/ops/business_loans', {
      ...FINANCE,
      'GET /ops/business_loans/index/page:1.json': page([loan(5)], { total_pages: 2 }),
      'GET /ops/business_loans/index/page:2.json': page([loan(4)], { page: 2, total_pages: 2 }),
      'GET /ops/business_loans/index/page:1.json?status=3': page([loan(3, { status: 3 })]),
    });
    expect(await screen.findByText('第 1 / 2 頁')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一頁' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    });
    expect(await screen.findByText('第 2 / 2 頁')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('狀態'), { target: { value: '3' } });
    });
    expect((await screen.findByRole('link', { name: '3' })).closest('tr')?.textContent).toContain('銀行已核准');
    expect(api.calls.map((c) => c.key).filter((k) => k.includes('business_loans'))).toEqual([
      'GET /ops/business_loans/index/page:1.json',
      'GET /ops/business_loans/index/page:2.json',
      'GET /ops/business_loans/index/page:1.json?status=3',
    ]);
  });

  it('has an empty state', async () => {
    await renderOps('/ops/business_loans', { ...FINANCE, 'GET /ops/business_loans/index/page:1.json': page([]) });
    expect(await screen.findByText('沒有符合的申請')).toBeTruthy();
  });

  it('tells an operator without record_business_loans and asks for nothing', async () => {
    const { api } = await renderOps('/ops/business_loans', { 'GET /ops/me.json': signedIn({ role: 'support' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('business_loans'))).toBe(false);
  });
});

describe('one business loan in the console', () => {
  it('shows the application and the revenue shared, and records the forwarding after a confirmation', async () => {
    const { api } = await renderOps('/ops/business_loans/5', {
      ...FINANCE,
      'GET /ops/business_loans/view/5.json': ok({ business_loan: loan(5, { purpose_note: '買高空作業梯' }) }),
      'POST /ops/business_loans/decide/5.json': (body) => ok({ business_loan: loan(5, { status: 2, decision_note: String(body?.note), modified: '2026-11-27 03:00:00' }) }),
    });
    expect(await screen.findByRole('heading', { name: '申請 #5' })).toBeTruthy();
    expect(screen.getByText('陳志明 #41')).toBeTruthy();
    expect(screen.getByText('NT$300,000')).toBeTruthy();
    expect(screen.getByText('購買工具設備')).toBeTruthy();
    expect(screen.getByText('買高空作業梯')).toBeTruthy();
    const revenue = screen.getByRole('table', { name: '近 12 個月撥款金額（新台幣）' });
    expect(within(revenue).getAllByRole('row').map((r) => r.textContent)).toEqual(['月份', '2026-10', '2026-11', '合計'].map((first) => expect.stringContaining(first)));
    expect(within(revenue).getByText('NT$20,600')).toBeTruthy();

    const form = screen.getByRole('form', { name: '記錄銀行進度或答覆' });
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['已送交銀行', '銀行核准', '銀行未核准']);
    fireEvent.change(within(form).getByLabelText('說明'), { target: { value: '已寄送合作銀行' } });
    // The first press only asks; nothing is sent yet.
    fireEvent.click(within(form).getByRole('button', { name: '記錄' }));
    expect(screen.getByText(/確定要將這筆申請記錄為「已送交銀行」嗎？/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '確定記錄' }));
    });
    expect(api.calls.at(-1)).toMatchObject({ key: 'POST /ops/business_loans/decide/5.json', body: { decision: 'sent_to_partner', note: '已寄送合作銀行' } });
    expect(await screen.findByText('已記錄，並寫入稽核紀錄。')).toBeTruthy();
    expect(screen.getByText('銀行審核中')).toBeTruthy();
    // With the partner now: forwarding again is no longer offered.
    const next = screen.getByRole('form', { name: '記錄銀行進度或答覆' });
    expect(within(next).getAllByRole('option').map((o) => o.textContent)).toEqual(['銀行核准', '銀行未核准']);
  });

  it('can step back from the confirmation, and shows the server refusal', async () => {
    const { api } = await renderOps('/ops/business_loans/5', {
      ...FINANCE,
      'GET /ops/business_loans/view/5.json': ok({ business_loan: loan(5, { status: 2, partner_reference: 'BK-1' }) }),
      'POST /ops/business_loans/decide/5.json': failed(409, '這筆申請目前為「已撤回」，無法記錄為「銀行核准」。', 'conflict'),
    });
    const form = await screen.findByRole('form', { name: '記錄銀行進度或答覆' });
    expect((within(form).getByLabelText('銀行案件編號') as HTMLInputElement).value).toBe('BK-1');
    fireEvent.click(within(form).getByRole('button', { name: '記錄' }));
    fireEvent.click(within(form).getByRole('button', { name: '取消' }));
    expect(within(form).queryByRole('button', { name: '確定記錄' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '記錄' }));
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '確定記錄' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ decision: 'approved', partner_reference: 'BK-1' });
    expect(await screen.findByText(/無法記錄為「銀行核准」/)).toBeTruthy();
  });

  it('offers no decision on an answered application', async () => {
    await renderOps('/ops/business_loans/5', {
      ...FINANCE,
      'GET /ops/business_loans/view/5.json': ok({ business_loan: loan(5, { status: 4, partner_reference: 'BK-9', decision_note: '營收不足', decided_at: '2026-11-27 03:00:00' }) }),
    });
    expect(await screen.findByText('銀行未核准')).toBeTruthy();
    expect(screen.getByText('營收不足')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '記錄銀行進度或答覆' })).toBeNull();
  });

  it('says so when the application does not exist, or the id is not one', async () => {
    await renderOps('/ops/business_loans/9', { ...FINANCE, 'GET /ops/business_loans/view/9.json': failed(404, '找不到這筆營運貸款申請。', 404) });
    expect(await screen.findByText('找不到這筆營運貸款申請')).toBeTruthy();
    cleanup();
    const { api } = await renderOps('/ops/business_loans/abc', FINANCE);
    expect(await screen.findByText('找不到這筆營運貸款申請')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('view'))).toBe(false);
  });
});
