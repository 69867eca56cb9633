// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastDays } from '../../../domain/ops/dashboard';
import { type DashboardFigures, dashboardPath } from './api/dashboard';
import { canDrawCharts } from './chart';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27'];
function figures(days = DAYS): DashboardFigures {
  return {
    from: days[0]!,
    to: days.at(-1)!,
    days,
    metrics: [
      { key: 'new_users', unit: 'count', values: [3, 0, 1200], total: 1203 },
      { key: 'new_pros', unit: 'count', values: [1, 0, 0], total: 1 },
      { key: 'requests', unit: 'count', values: [5, 2, 0], total: 7 },
      { key: 'quotes', unit: 'count', values: [9, 4, 0], total: 13 },
      { key: 'hires', unit: 'count', values: [1, 0, 0], total: 1 },
      { key: 'response_minutes', unit: 'minutes', values: [42.5, 18, null], total: 30 },
    ],
    shop_gmv: { today: 3600, last_30_days: 125000 },
  };
}
const ME = { 'GET /ops/me.json': signedIn() };
const location = () => screen.getByTestId('location').textContent;
const cards = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('ops-dashboard__card'));

describe('the console dashboard on /ops', () => {
  it('shows one card per metric with its total, and each chart as its table where no canvas can be drawn', async () => {
    expect(canDrawCharts()).toBe(false);
    await renderOps('/ops', { ...ME, 'GET /ops/dashboard.json': ok(figures()) });
    expect(await screen.findByText('2026-11-25 至 2026-11-27，共 3 天')).toBeTruthy();
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['新使用者', '新專家', '需求', '報價', '成交', '首次報價時間']);
    const users = cards()[0]!;
    expect(within(users).getByText('1,203')).toBeTruthy();
    expect(within(users).getByText('區間合計')).toBeTruthy();
    const rows = within(users).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent])).toEqual([
      ['2026-11-25', '3'],
      ['2026-11-26', '0'],
      ['2026-11-27', '1,200'],
    ]);
    const response = cards()[5]!;
    expect(within(response).getByText('30 分鐘')).toBeTruthy();
    expect(within(response).getByText('區間中位數')).toBeTruthy();
    expect(within(response).getAllByRole('cell').map((c) => c.textContent)).toEqual(['42.5 分鐘', '18 分鐘', '—']);
    // The shop's GMV beside the metrics.
    expect(screen.getByTestId('shop-gmv-today').textContent).toBe('NT$3,600');
    expect(screen.getByTestId('shop-gmv-30').textContent).toBe('NT$125,000');
  });

  it('shows every metric per day in one table, with the range figures last', async () => {
    await renderOps('/ops', { ...ME, 'GET /ops/dashboard.json': ok(figures()) });
    await screen.findByText('2026-11-25 至 2026-11-27，共 3 天');
    fireEvent.click(screen.getByRole('button', { name: '表格' }));
    expect(screen.getByRole('button', { name: '表格' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['日期', '新使用者', '新專家', '需求', '報價', '成交', '首次報價時間']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['3', '1', '5', '9', '1', '42.5 分鐘'],
      ['0', '0', '2', '4', '0', '18 分鐘'],
      ['1,200', '0', '0', '0', '0', '—'],
      ['1,203', '1', '7', '13', '1', '30 分鐘'],
    ]);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('區間合計');
  });

  it('asks for the last 7 days at one press and keeps the choice in the address', async () => {
    const week = lastDays(new Date(), 7);
    const { api } = await renderOps('/ops', { ...ME, 'GET /ops/dashboard.json': ok(figures()), [`GET ${dashboardPath(week)}`]: ok(figures([week.from, week.to])) });
    await screen.findByText('2026-11-25 至 2026-11-27，共 3 天');
    expect(screen.getByRole('button', { name: '近 30 天' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '近 7 天' }));
    });
    expect(await screen.findByText(`${week.from} 至 ${week.to}，共 2 天`)).toBeTruthy();
    expect(api.calls.at(-1)?.key).toBe(`GET /ops/dashboard.json?from=${week.from}&to=${week.to}`);
    expect(location()).toBe('/ops?days=7');
    expect(screen.getByRole('button', { name: '近 7 天' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for a range typed in, and refuses one that ends before it starts without a call', async () => {
    const { api } = await renderOps('/ops', {
      ...ME,
      'GET /ops/dashboard.json': ok(figures()),
      'GET /ops/dashboard.json?from=2026-10-01&to=2026-10-03': ok(figures(['2026-10-01', '2026-10-02', '2026-10-03'])),
    });
    await screen.findByText('2026-11-25 至 2026-11-27，共 3 天');
    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-10-05' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-10-03' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByText('不可早於起始日期。')).toBeTruthy();
    expect(api.calls.length).toBe(before);
    fireEvent.change(screen.getByLabelText('起始日期'), { target: { value: '2026-10-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(await screen.findByText('2026-10-01 至 2026-10-03，共 3 天')).toBeTruthy();
    expect(location()).toBe('/ops?from=2026-10-01&to=2026-10-03');
  });

  it('shows a failure with a retry, and goes to login when the console session ended meanwhile', async () => {
    await renderOps('/ops', { ...ME, 'GET /ops/dashboard.json': failed(500, '系統忙碌中。') });
    expect(await screen.findByText('系統忙碌中。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
    cleanup();
    await renderOps('/ops', { ...ME, 'GET /ops/dashboard.json': [403, { status: 'Error', error: 'invalid token', message: '' }] });
    await waitFor(() => expect(location()).toBe('/ops/login?from=%2Fops'));
  });
});
