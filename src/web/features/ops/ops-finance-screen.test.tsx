// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconciliationMismatchSchema } from '../../../domain/ops/finance.contract';
import { TRANSACTION_TYPE_IDS, TRANSACTION_TYPE_TEXT } from '../../../domain/wallet/ledger';
import { createI18n } from '../../i18n';
import type { Reconciliation, Totals } from './api/finance';
import { ok, renderOps, signedIn } from './ops-test-support';

// No partner configured: the partner report's panel says so (ops-partner-report.test.tsx has the panel).
const ME = { 'GET /ops/me.json': signedIn({ role: 'finance' }), 'GET /ops/partners.json': ok({ partners: [] }) };
// 12:00 in Taipei on 2026-11-27: the screen opens on yesterday's reconciliation and this month's days.
const NOW = new Date('2026-11-27T04:00:00Z');
const RECON = 'GET /ops/finance/reconciliation.json?date=2026-11-26';
const TOTALS = 'GET /ops/finance/totals.json?period=day&from=2026-11-01&to=2026-11-27';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (source: string, kind: string, expected: number, ledger: number) => ({
  source,
  kind,
  gateway_count: expected > 0 ? 1 : 0,
  gateway_amount: expected,
  expected_credit: expected,
  ledger_count: ledger > 0 ? 1 : 0,
  ledger_credit: ledger,
  difference: expected - ledger,
});

function report(extra: Partial<Reconciliation> = {}): Reconciliation {
  return {
    date: '2026-11-26',
    lines: [line('card', 'paid', 1000, 1000), line('atm', 'paid', 300, 0)],
    mismatches: [{ source: 'atm', kind: 'paid', problem: 'no_ledger_entry', reference_id: 12, expected: 300, ledger: 0 }],
    ledger_totals: [{ transaction_type: 14, count: 2, amount: -200 }],
    wallets: { checked: 5, balance_total: 900, ledger_total: 893, mismatched: [{ user_id: 41, balance: 107, ledger_sum: 100, difference: 7 }] },
    balanced: false,
    ...extra,
  };
}

const totals: Totals = {
  period: 'day',
  from: '2026-11-01',
  to: '2026-11-27',
  columns: [
    { key: 'credit_sold_twd', label: '售出點數金額（NT$）' },
    { key: 'fees_charged', label: '收取費用（報價／聯繫）' },
  ],
  rows: [
    { period: '2026-11-01', values: { credit_sold_twd: 1500, fees_charged: 100 } },
    { period: '2026-11-02', values: { credit_sold_twd: 0, fees_charged: 0 } },
  ],
  sums: { credit_sold_twd: 1500, fees_charged: 100 },
};

describe('the finance screen', () => {
  it("highlights yesterday's differences: a source line, the record behind it and a wallet off its ledger", async () => {
    await renderOps('/ops/finance', { ...ME, [RECON]: ok(report()), [TOTALS]: ok(totals) });
    expect(await screen.findByText('2026-11-26 的帳目有差異，請檢查以下標示的項目。')).toBeTruthy();
    const atm = screen.getByText('ATM 轉帳 收款').closest('tr')!;
    expect(atm.className).toContain('ops-diff__row--changed');
    expect(within(atm).getByText('差 300 點')).toBeTruthy();
    expect(screen.getByText('信用卡 收款').closest('tr')!.className).not.toContain('ops-diff__row--changed');
    expect(screen.getByText('購點 #12（ATM 轉帳）已付款，但帳本沒有對應的紀錄（應為 300 點）。')).toBeTruthy();
    expect(screen.getByText('使用者 #41 當日結束時的錢包餘額為 107 點，帳本合計為 100 點（差 7 點）。')).toBeTruthy();
    expect(screen.getByText('報價費用：2 筆，合計 -200 點')).toBeTruthy();
  });

  it('says a day is balanced, and reconciles another chosen day', async () => {
    const balanced = report({ lines: [line('card', 'paid', 1000, 1000)], mismatches: [], wallets: { checked: 5, balance_total: 900, ledger_total: 900, mismatched: [] }, balanced: true });
    const { api } = await renderOps('/ops/finance', {
      ...ME,
      [RECON]: ok(balanced),
      [TOTALS]: ok(totals),
      'GET /ops/finance/reconciliation.json?date=2026-11-20': ok({ ...balanced, date: '2026-11-20' }),
    });
    expect(await screen.findByText('2026-11-26 的帳目一致，沒有差異。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('對帳日期'), { target: { value: '2026-11-20' } });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('region', { name: '每日對帳' })).getByRole('button', { name: '查詢' }));
    });
    expect(api.calls.map((c) => c.key)).toContain('GET /ops/finance/reconciliation.json?date=2026-11-20');
    expect(await screen.findByText('2026-11-20 的帳目一致，沒有差異。')).toBeTruthy();
  });

  it('shows the totals per day with their sums, and asks for them per month', async () => {
    const MONTHS = 'GET /ops/finance/totals.json?period=month&from=2026-01&to=2026-11';
    const { api } = await renderOps('/ops/finance', { ...ME, [RECON]: ok(report()), [TOTALS]: ok(totals), [MONTHS]: ok({ ...totals, period: 'month', rows: [] }) });
    const table = (await screen.findByText('售出點數金額（NT$）')).closest('table')!;
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('2026-11-01')).toBeTruthy();
    expect(within(rows[1]!).getByText('1,500')).toBeTruthy();
    expect(within(rows[3]!).getByText('合計')).toBeTruthy();
    expect(within(rows[3]!).getByText('100')).toBeTruthy();
    const region = screen.getByRole('region', { name: '金額統計' });
    fireEvent.change(within(region).getByLabelText('統計單位'), { target: { value: 'month' } });
    fireEvent.change(within(region).getByLabelText('起始'), { target: { value: '2026-01' } });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: '查詢' }));
    });
    expect(api.calls.map((c) => c.key)).toContain(MONTHS);
  });

  it('downloads the CSV with the API key and saves it under the name the server gives', async () => {
    await renderOps('/ops/finance', { ...ME, [RECON]: ok(report()), [TOTALS]: ok(totals) });
    await screen.findByText('售出點數金額（NT$）');
    const csv = vi.fn(
      async () =>
        new Response('\uFEFF日期,售出點數金額（NT$）\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="finance-totals-day-2026-11-01_2026-11-27.csv"' },
        }),
    );
    vi.stubGlobal('fetch', csv);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:finance');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '下載 CSV' }));
    });
    const [url, init] = csv.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/ops\/finance\/totals\.csv\?period=day&from=2026-11-01&to=2026-11-27$/);
    expect(init.credentials).toBe('include');
    expect(Object.keys(init.headers as Record<string, string>)).toContain('X-Api-Key');
    expect(saved).toEqual(['finance-totals-day-2026-11-01_2026-11-27.csv']);
  });

  it('names every ledger type as the credit history does, and every kind of mismatch', () => {
    const i18n = createI18n();
    for (const type of TRANSACTION_TYPE_IDS) expect(i18n.t(`ops>finance>types>${type}`)).toBe(TRANSACTION_TYPE_TEXT[type]);
    for (const problem of reconciliationMismatchSchema.shape.problem.options) expect(i18n.exists(`ops>finance>problems>${problem}`), problem).toBe(true);
  });
});
