// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustFund } from '../../../domain/trust-fund/trust-fund.contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, fakeApi as fakeTable, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(() => cleanup());

const fakeApi = (table: Record<string, Handler>) => fakeTable(table, (method, url) => `${method} ${url}`);
const ok = (payload: object = {}): Answer => [200, { status: 'Success', ...payload }];
const WAIT = { timeout: 10_000 };
const QUERY = 'GET /api/new/v1/trust_fund/query.json';

const fund: TrustFund = {
  pid: 'SP2611270000ABCDEF12',
  role: 'pro',
  state: 'partially_released',
  state_text: '部分撥款',
  amount: 5000,
  items: ['分離式冷氣安裝', '銅管 5 米'],
  held: 3000,
  held_since: '2026-11-20T02:00:00.000Z',
  movements: [
    { kind: 'payment_received', amount: 5000, held_after: 5000, at: '2026-11-20T02:00:00.000Z' },
    { kind: 'release', amount: -2000, held_after: 3000, at: '2026-11-25T04:30:00.000Z' },
  ],
};

async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ 'GET /api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return api;
}

describe('the trust fund query', () => {
  it('shows each payment held in trust, since when, and its movements at UTC+8', async () => {
    await render('/dashboard/trust_fund_query', { [QUERY]: ok({ trust_funds: [fund], page: 1, total_pages: 1, count: 1, total_held: 3000 }) });
    const card = await screen.findByRole('article', { name: fund.pid }, WAIT);
    expect(screen.getByText(/目前信託保管合計/).textContent).toContain('NT$3,000');
    expect(card.textContent).toContain('部分撥款');
    expect(card.textContent).toContain('分離式冷氣安裝、銅管 5 米');
    expect(card.textContent).toContain('2026-11-20 10:00');
    const rows = within(within(card).getByRole('table', { name: '信託進出明細' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('付款存入信託');
    expect(rows[1]!.textContent).toContain('+NT$5,000');
    expect(rows[2]!.textContent).toContain('撥款給專家');
    expect(rows[2]!.textContent).toContain('-NT$2,000');
    expect(rows[2]!.textContent).toContain('2026-11-25 12:30');
  });

  it('says so when nothing was ever held, and offers a retry when the query fails', async () => {
    await render('/dashboard/trust_fund_query', { [QUERY]: ok({ trust_funds: [], page: 1, total_pages: 1, count: 0, total_held: 0 }) });
    expect(await screen.findByRole('heading', { name: '目前沒有信託中的款項' }, WAIT)).toBeTruthy();
    cleanup();

    let calls = 0;
    await render('/dashboard/trust_fund_query', {
      [QUERY]: () => {
        calls += 1;
        return calls === 1 ? [500, { status: 'Error', message: '系統忙碌中' }] : ok({ trust_funds: [fund], page: 1, total_pages: 1, count: 1, total_held: 3000 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '再試一次' }, WAIT));
    expect(await screen.findByRole('article', { name: fund.pid }, WAIT)).toBeTruthy();
  });

  it('reads the page asked for', async () => {
    const api = await render('/dashboard/trust_fund_query?page=2', {
      'GET /api/new/v1/trust_fund/query.json?page=2': ok({ trust_funds: [fund], page: 2, total_pages: 2, count: 21, total_held: 3000 }),
    });
    expect(await screen.findByRole('article', { name: fund.pid }, WAIT)).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('GET /api/new/v1/trust_fund/query.json?page=2');
  });
});
