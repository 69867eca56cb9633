// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkItem } from './api/works';
import { RouteView } from '../../routes/route-view';
import { loadAllScreens } from '../../routes/screens';
import { createAppStore } from '../../store';
import { fakeFetch, leadDetail, me, preloaded, quoteRequestSummary, workItem } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { LAST_WORK_STORAGE_KEY } from './works-paths';

// Screens are lazy chunks: loaded once here, so each test's first render shows its screen.
beforeAll(() => loadAllScreens(), 60_000);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const item = workItem;

const page = (items: WorkItem[], n: number, total: number, count: number) => [200, { status: 'Success', quote_bids: items, page: n, total_pages: total, count }] as [number, unknown];

function render(path: string, table: Record<string, [number, unknown]>, user = me) {
  const api = fakeFetch({ '/api/user/me/type:brief.json': [200, { status: 'Success', info: user.info }], ...table });
  const store = createAppStore(preloaded({ user: { me: user } }), { fetchFn: api.fn, proMode: true });
  const view = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  return { api, store, view };
}

describe('the leads screen', () => {
  it('shows a page of cards, the active page and the page count, and goes to the top on a page change', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { api } = render('/dashboard/requests', {
      '/api/quote_bids/index/type:myworks/page:1/filter:1.json': page([item(1), item(2, { quote_status_id: 2, quote_sent_on: '2026-11-23 02:00:00', is_provider_readed: 1 })], 1, 2, 12),
      '/api/quote_bids/index/type:myworks/page:2/filter:1.json': page([item(3, { is_contact_charge: 1 })], 2, 2, 12),
    });
    await act(async () => {});
    // The first render loads the screen's code, which takes a while on a cold start.
    await screen.findByText('共 12 筆案件 · 第 1 / 2 頁', {}, { timeout: 5000 });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '冷氣安裝' }).getAttribute('href')).toBe('/dashboard/requests/1');
    expect(cards[0]!.textContent).toContain('臺北市大安區');
    expect(cards[0]!.textContent).toContain('顧客：陳○○');
    expect(cards[0]!.textContent).toContain('需求 1 的說明');
    expect(cards[0]!.textContent).toContain('未讀');
    expect(cards[1]!.textContent).toContain('已報價');
    expect(screen.getByRole('button', { name: '第 1 頁' }).getAttribute('aria-current')).toBe('page');
    const calls = scroll.mock.calls.length;

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    });
    await screen.findByText('共 12 筆案件 · 第 2 / 2 頁');
    expect(screen.getByRole('button', { name: '第 2 頁' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('聯繫才收費');
    expect(scroll.mock.calls.length).toBeGreaterThan(calls);
    expect(api.calls.filter((c) => c.url.includes('page:2'))).toHaveLength(1);
    scroll.mockRestore();
  });

  it('offers the way back to every lead when a filter holds none', async () => {
    render('/dashboard/requests?filter=favorite', {
      '/api/quote_bids/index/type:myworks/page:1/filter:1/request:favorite.json': page([], 1, 1, 0),
    });
    await act(async () => {});
    await screen.findByRole('heading', { name: '目前沒有符合的案件' });
    expect(screen.getByRole('tab', { name: '收藏' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: '查看全部案件' }).getAttribute('href')).toBe('/dashboard/requests');
  });
});

describe('the onboarding reminder on the leads screen', () => {
  const empty = { '/api/quote_bids/index/type:myworks/page:1/filter:1.json': page([], 1, 1, 0) };
  const freeCredits = (done: number, missing: string[]) => ({
    '/api/free_credits/index.json': [200, { status: 'Success', free_credit_events: [], profile_completion: { done, total: 4, missing } }] as [number, unknown],
  });

  it('counts the profile as the server does, names what is missing and leads back to onboarding', async () => {
    // onboard_state says nothing about the profile: a pro at step 0 with a complete profile sees no reminder,
    // one with a missing picture is told so.
    render('/dashboard/requests', { ...empty, ...freeCredits(3, ['logo']) }, { ...me, info: { ...me.info, onboard_state: 4 } });
    await act(async () => {});
    const reminder = (await screen.findByRole('heading', { name: '完成您的專家檔案' })).closest('section')!;
    expect(reminder.textContent).toContain('已完成 3/4 項');
    expect(reminder.textContent).toContain('還缺：大頭貼');
    expect(within(reminder).getByRole('link', { name: '繼續設定' }).getAttribute('href')).toBe('/dashboard/onboarding');
  });

  it('is gone once the profile is complete, whatever the onboarding step', async () => {
    render('/dashboard/requests', { ...empty, ...freeCredits(4, []) }, { ...me, info: { ...me.info, onboard_state: 0 } });
    await act(async () => {});
    await screen.findByRole('heading', { name: '目前沒有符合的案件' });
    expect(screen.queryByRole('heading', { name: '完成您的專家檔案' })).toBeNull();
  });
});

describe('the works screen', () => {
  it('opens the work page remembered in the session', async () => {
    window.sessionStorage.setItem(LAST_WORK_STORAGE_KEY, JSON.stringify({ tab: 'hired', page: 2 }));
    const { api, store } = render('/dashboard/works', {
      '/api/quote_bids/index/type:myworks/page:2/filter:7.json': page([item(9, { quote_status_id: 3 })], 2, 2, 11),
    });
    await act(async () => {});
    await screen.findByText('共 11 筆工作 · 第 2 / 2 頁', {}, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: '已雇用' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('已雇用');
    expect(api.calls.some((c) => c.url.includes('list:Waiting'))).toBe(false);
    expect(store.getState().works.lastWork).toEqual({ tab: 'hired', page: 2 });
  });

  it('reports a hired job complete only after the confirmation', async () => {
    const hired = { ...item(9, { quote_status_id: 3, is_provider_readed: 1, quote_sent_on: '2026-11-23 02:00:00', rating_type: 'flat', flat_rate_at: 3000 }) };
    const { QuoteRequest: _summary, ...bid } = hired;
    const detail = leadDetail({
      ...bid,
      QuoteRequest: {
        ...quoteRequestSummary({ id: 109, quote_request_id: 109, description: '', when: { day_label: null, day_slots: [], text: '' }, quoted_count: 1 }),
        fields: [],
        QuoteFormSubmissionField: [],
        photos: [],
        consumer_name: '陳○○',
      },
    });

    const { api } = render('/dashboard/works/9', {
      '/api/quote_bids/view/9.json': [200, { status: 'Success', quote_bid: detail }],
      '/api/quote_bids/change_status/completed/9.json': [200, { status: 'Success', quote_bid: { ...bid, quote_status_id: 4 } }],
    });
    await act(async () => {});
    await screen.findByRole('heading', { level: 1, name: '冷氣安裝' });
    expect(screen.queryByRole('button', { name: '送出報價' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '回報完工' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '回報完工？' })).getByRole('button', { name: '取消' }));
    expect(api.calls.some((c) => c.url.includes('completed'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '回報完工' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認完工' }));
    });
    expect(api.calls.filter((c) => c.url === '/api/quote_bids/change_status/completed/9.json')).toHaveLength(1);
    expect(document.querySelector('.lead__header')?.textContent).toContain('已完工');
    expect(screen.queryByRole('button', { name: '回報完工' })).toBeNull();
  });
});
