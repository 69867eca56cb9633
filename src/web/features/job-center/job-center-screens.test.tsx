// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toUtcString } from '../../../domain/time';
import { RouteView } from '../../routes/route-view';
import { loadAllScreens } from '../../routes/screens';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { JobCenterCase } from './api/job-center';

// Screens are lazy chunks: loaded once here, so each test's first render shows its screen.
beforeAll(() => loadAllScreens(), 60_000);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LONG = '客廳要裝一台分離式冷氣，室外機放在後陽台，需要先到現場看管線怎麼走。牆面是水泥牆，住在三樓，沒有電梯，希望這個週末就能施工。舊的窗型冷氣也要一併拆除帶走，窗戶的洞要封好，請報價時一併說明費用與保固。';

function kase(id: number, extra: Partial<JobCenterCase> = {}): JobCenterCase {
  return {
    id,
    quote_request_id: id,
    description: `${LONG}（${id}）`,
    created: toUtcString(new Date(Date.now() - 3 * 3_600_000 - 60_000)),
    category: { id: 1, slug: 'aircon-installation', name: '冷氣安裝' },
    city: '臺北市',
    district: '大安區',
    consumer_name: '陳○○',
    quote_count: 0,
    quote_limit: 5,
    quote_fee: 150,
    ...extra,
  };
}

type Answer = [number, unknown];
const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const page = (items: JobCenterCase[], n: number, total: number, count: number) => ok({ quote_requests: items, page: n, total_pages: total, count });
const LIST = '/api/new/v1/quote_requests/job_center/page:1.json';
const one = (id: number | string) => `/api/new/v1/quote_requests/job_center/id:${id}.json`;
const match = (id: number) => `/api/new/v1/quote_bids/match/${id}.json`;

/** A fetch answering from a live table (tests may change it), where an answer may wait on a promise. */
function render(path: string, table: Record<string, Answer | Promise<Answer>>) {
  const calls: { url: string; method: string }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    const answer = url === '/api/user/me/type:brief.json' ? ok({ info: me.info }) : await table[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
  };
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: fn as typeof fetch, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  return { calls };
}

const location = () => screen.getByTestId('location').textContent;

describe('the job center list', () => {
  it('shows a page of open cases and pages with ?page=, going to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { calls } = render('/dashboard/requests/case', {
      [LIST]: page([kase(101), kase(102, { quote_count: 3, category: { id: 2, slug: 'moving', name: '搬家' }, district: '信義區' })], 1, 2, 12),
      '/api/new/v1/quote_requests/job_center/page:2.json': page([kase(103, { description: '只要換一個插座' })], 2, 2, 12),
    });
    await act(async () => {});
    await screen.findByText('共 12 筆開放中的案件 · 第 1 / 2 頁');
    expect(screen.getByRole('heading', { level: 1, name: '案件中心' })).toBeTruthy();
    expect(document.querySelector('.page__lead')?.textContent).toContain('沒有直接派給您');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '冷氣安裝' }).getAttribute('href')).toBe('/dashboard/requests/case/101');
    expect(cards[0]!.textContent).toContain('臺北市大安區');
    expect(cards[0]!.textContent).toContain('顧客：陳○○');
    expect(cards[0]!.textContent).toContain('尚無專家報價');
    expect(cards[0]!.textContent).toContain('3 小時前發出');
    expect(cards[0]!.textContent).toContain(`${LONG.slice(0, 20)}`);
    expect(cards[0]!.textContent).toContain('…');
    expect(cards[0]!.textContent).not.toContain('（101）');
    expect(cards[1]!.textContent).toContain('臺北市信義區');
    expect(cards[1]!.textContent).toContain('已有 3 位專家報價');
    expect(within(cards[1]!).getByRole('button', { name: '回覆這個案件' })).toBeTruthy();
    const scrolled = scroll.mock.calls.length;

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    });
    await screen.findByText('共 12 筆開放中的案件 · 第 2 / 2 頁');
    expect(location()).toBe('/dashboard/requests/case?page=2');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article').textContent).toContain('只要換一個插座');
    expect(screen.getByRole('button', { name: '第 2 頁' }).getAttribute('aria-current')).toBe('page');
    expect(scroll.mock.calls.length).toBeGreaterThan(scrolled);
    expect(calls.filter((c) => c.url.includes('page:2'))).toHaveLength(1);
  });

  it('says when a page failed to load and loads it again on retry', async () => {
    const table: Record<string, Answer> = {};
    render('/dashboard/requests/case', table);
    await act(async () => {});
    expect((await screen.findByRole('alert')).textContent).toContain('網路連線不穩定');
    table[LIST] = page([kase(101)], 1, 1, 1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試一次' }));
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty state when no case is open to answer', async () => {
    render('/dashboard/requests/case', { [LIST]: page([], 1, 1, 0) });
    await act(async () => {});
    await screen.findByRole('heading', { name: '目前沒有可回覆的案件' });
    expect(screen.getByRole('link', { name: '管理服務類別' }).getAttribute('href')).toBe('/dashboard/services');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('answering a case', () => {
  it('turns the case into a lead and opens it, the button waiting meanwhile', async () => {
    let release: (answer: Answer) => void = () => {};
    const held = new Promise<Answer>((resolve) => {
      release = resolve;
    });
    const { calls } = render('/dashboard/requests/case', { [LIST]: page([kase(101), kase(102)], 1, 1, 2), [match(101)]: held });
    await act(async () => {});
    const card = (await screen.findAllByRole('article'))[0]!;
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: '回覆這個案件' }));
    });
    const waiting = within(card).getByRole('button', { name: '處理中…' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      release(ok({ quote_bid: { id: 55, quote_request_id: 101 } }));
    });
    expect(location()).toBe('/dashboard/requests/55');
    expect(calls.filter((c) => c.url === match(101)).map((c) => c.method)).toEqual(['POST']);
  });

  it('explains a 251 refusal beside the card, with the way to add the category', async () => {
    render('/dashboard/requests/case', {
      [LIST]: page([kase(101), kase(102)], 1, 1, 2),
      [match(102)]: [409, { status: 'Failure', error: 251, message: 'server text' }],
    });
    await act(async () => {});
    const card = (await screen.findAllByRole('article'))[1]!;
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: '回覆這個案件' }));
    });
    const refusal = within(card).getByRole('alert');
    expect(refusal.textContent).toContain('您的服務尚未開通這個類別');
    expect(within(refusal).getByRole('link', { name: '前往我的服務' }).getAttribute('href')).toBe('/dashboard/services');
    expect((within(card).getByRole('button', { name: '回覆這個案件' }) as HTMLButtonElement).disabled).toBe(false);
    expect(location()).toBe('/dashboard/requests/case');
    expect(within(screen.getAllByRole('article')[0]!).queryByRole('alert')).toBeNull();
  });

  it('sends a pro who already quoted to his works', async () => {
    render('/dashboard/requests/case', { [LIST]: page([kase(101)], 1, 1, 1), [match(101)]: [409, { status: 'Failure', error: 6, message: 'x' }] });
    await act(async () => {});
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '回覆這個案件' }));
    });
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toContain('您已經報價過這個案件了');
    expect(within(refusal).getByRole('link', { name: '查看我的工作' }).getAttribute('href')).toBe('/dashboard/works');
  });
});

describe('one case', () => {
  it('shows the whole request and answers it from there', async () => {
    const description = `${LONG}\n另外浴室也想加裝一台抽風機。`;
    render('/dashboard/requests/case/101', {
      [one(101)]: page([kase(101, { description, quote_count: 2, created: '2026-11-23 01:00:00' })], 1, 1, 1),
      [match(101)]: ok({ quote_bid: { id: 77 } }),
    });
    await act(async () => {});
    await screen.findByRole('heading', { level: 1, name: '冷氣安裝' });
    expect(document.querySelector('.case-detail__description')?.textContent).toBe(description);
    expect(document.body.textContent).toContain('顧客陳○○');
    expect(document.body.textContent).toContain('已有 2 位專家報價');
    expect(document.body.textContent).toContain('2026-11-23 09:00');
    expect(screen.getByRole('link', { name: '← 返回案件中心' }).getAttribute('href')).toBe('/dashboard/requests/case');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '回覆這個案件' }));
    });
    expect(location()).toBe('/dashboard/requests/77');
  });

  it('says the case is no longer open when the job center has it no more', async () => {
    render('/dashboard/requests/case/102', { [one(102)]: page([], 1, 1, 0) });
    await act(async () => {});
    await screen.findByRole('heading', { name: '這個案件已不再開放回覆' });
    expect(screen.getByRole('link', { name: '返回案件中心' }).getAttribute('href')).toBe('/dashboard/requests/case');
    expect(screen.queryByRole('button', { name: '回覆這個案件' })).toBeNull();
  });

  it('asks nothing of the API for a path that names no case', async () => {
    const { calls } = render('/dashboard/requests/case/abc', {});
    await act(async () => {});
    await screen.findByRole('heading', { name: '這個案件已不再開放回覆' });
    expect(calls.some((c) => c.url.includes('job_center'))).toBe(false);
  });
});
