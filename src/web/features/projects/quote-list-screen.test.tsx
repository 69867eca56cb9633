// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { RouteView } from '../../routes/route-view';
import { loadAllScreens } from '../../routes/screens';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded, quoteBid, quoteRequestSummary, REQUEST_ANSWERS } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

// Screens are lazy chunks: loaded once here, so each test's first render shows its screen.
beforeAll(() => loadAllScreens(), 60_000);

afterEach(cleanup);

function bid(id: number, name: string, extra: Partial<QuoteBidResponse>): QuoteBidResponse {
  return quoteBid({
    id,
    quote_bid_id: id,
    quote_service_id: id,
    quote_status_id: 2,
    is_provider_readed: 1,
    quote_sent_on: '2026-11-23 02:00:00',
    QuoteService: { id, slug: `svc-${id}`, title: '專業冷氣安裝', rating: { average: null, count: 0 }, response_rate: null },
    Provider: { id: 100 + id, full_name: name, s3_thumb_url: null },
    ...extra,
  });
}

const request: QuoteRequestResponse = {
  ...quoteRequestSummary({ bid_count: 4, quoted_count: 3, unread_count: 3 }),
  fields: REQUEST_ANSWERS.fields,
  QuoteFormSubmissionField: REQUEST_ANSWERS.QuoteFormSubmissionField,
  photos: [],
  QuoteBid: [
    bid(1, '陳志明', { rating_type: 'flat', flat_rate_at: 1200, price_note: '含安裝', QuoteService: { id: 1, slug: 's1', title: '志明冷氣', rating: { average: 4.5, count: 2 }, response_rate: 80 } }),
    bid(2, '林淑芬', { rating_type: 'hourly', hourly_rate_at: 800 }),
    bid(3, '黃建宏', { rating_type: 'required', is_on_site_visit_required_for_quote: 1 }),
    bid(4, '張雅婷', { quote_status_id: 1, quote_sent_on: null }),
    bid(5, '林志豪', { quote_status_id: 1, quote_sent_on: null, recommend_source: 'invite' }),
  ],
  activities: [{ id: 1, type: 'create', text: '建立需求', quote_bid_id: null, actor: { id: 7, full_name: '王小明' }, created: '2026-11-23 01:00:00' }],
  declined_invitations: [{ quote_bid_id: 9, quote_service_id: 19, Provider: { id: 29, full_name: '吳家豪' }, reason: '這週檔期已滿' }],
};

async function open(shown: typeof request = request) {
  const api = fakeFetch({
    '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }],
    '/api/quote_request/12.json': [200, { status: 'Success', quote_request: shown }],
    '/api/quote_requests/change_status/close/12.json': [200, { status: 'Success', quote_request: { ...request, is_closed: 1 } }],
  });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/projects/quotelist/12' });
  await act(async () => {});
  await screen.findByRole('heading', { level: 1, name: '冷氣安裝' });
  return api;
}

describe('the quote list screen', () => {
  it('shows the quotes side by side with their prices and the waiting pro apart', async () => {
    await open();
    const quotes = screen.getAllByRole('article');
    expect(quotes.map((q) => q.getAttribute('aria-label'))).toEqual(['陳志明', '林淑芬', '黃建宏']);
    expect(within(quotes[0]!).getByText('NT$1,200')).toBeTruthy();
    expect(within(quotes[0]!).getByText('4.5 分（2 則評價）')).toBeTruthy();
    expect(within(quotes[0]!).getByText('回覆率 80%')).toBeTruthy();
    expect(within(quotes[0]!).getByText('報價時間 2026-11-23 10:00')).toBeTruthy();
    expect(within(quotes[1]!).getByText('NT$800/小時')).toBeTruthy();
    expect(within(quotes[1]!).getByText('尚無評價')).toBeTruthy();
    expect(within(quotes[2]!).getByText('需現場估價')).toBeTruthy();
    const waiting = screen.getByRole('heading', { name: '已通知的專家' }).closest('section')!;
    expect(within(waiting).getByText('張雅婷')).toBeTruthy();
    expect(within(waiting).getByText('等待回覆')).toBeTruthy();
    // A pro the consumer invited is told apart from those the request was sent to.
    expect(within(within(waiting).getByText('林志豪').closest('li')!).getByText('您邀請的專家，等待回覆')).toBeTruthy();
    // One who declined the invitation shows apart, with the reason given.
    const declined = screen.getByRole('heading', { name: '婉拒邀請的專家' }).closest('section')!;
    expect(within(within(declined).getByText('吳家豪').closest('li')!).getByText('婉拒原因：這週檔期已滿')).toBeTruthy();
    expect(screen.getByText('要安裝幾台？')).toBeTruthy();
    expect(screen.getByText('建立需求')).toBeTruthy();
    // While the request takes quotes, posting it again is not the lead action.
    expect(screen.getByRole('button', { name: '再次發案' }).className).not.toContain('btn--primary');
  });

  it('marks the quote of a pro who is suspended now: its hire button is off, with the reason', async () => {
    await open({ ...request, QuoteBid: request.QuoteBid.map((b) => (b.id === 2 ? { ...b, is_pro_unavailable: 1 as const } : b)) });
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.querySelector('article'));
    const hire = within(second!).getByRole('button', { name: '雇用這位專家' }) as HTMLButtonElement;
    expect(hire.disabled).toBe(true);
    expect(within(second!).getByText('這位專家的帳號目前停權中，暫時無法雇用，請選擇其他專家的報價。')).toBeTruthy();
    expect(hire.getAttribute('aria-describedby')).toBe('pro-unavailable-2');
    expect((within(first!).getByRole('button', { name: '雇用這位專家' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(first!).queryByText(/停權中/)).toBeNull();
  });

  it('leaves out the pros who never quoted once another pro is hired', async () => {
    // The hire closes the unanswered leads (status 9, no quote sent): they are neither quotes nor waiting.
    const hired = {
      ...request,
      is_closed: 1 as const,
      QuoteBid: request.QuoteBid.map((b) => (b.quote_sent_on === null ? { ...b, quote_status_id: 9 as const } : b.id === 1 ? { ...b, quote_status_id: 3 as const } : b)),
    };
    await open(hired);
    const quotes = screen.getAllByRole('article');
    expect(quotes.map((q) => q.getAttribute('aria-label'))).toEqual(['陳志明', '林淑芬', '黃建宏']);
    expect(screen.queryByText('張雅婷')).toBeNull();
    expect(screen.queryByText('尚未報價')).toBeNull();
    expect(screen.queryByRole('heading', { name: '已通知的專家' })).toBeNull();
    // Once it is over, posting it again is.
    expect(screen.getByRole('button', { name: '再次發案' }).className).toContain('btn--primary');
  });

  it('closes the request only after the confirmation', async () => {
    const api = await open();
    fireEvent.click(screen.getByRole('button', { name: '關閉需求' }));
    const dialog = screen.getByRole('dialog', { name: '關閉這個需求？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.url.includes('change_status'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '關閉需求' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確定關閉' }));
    });
    const call = api.calls.find((c) => c.url.includes('change_status'));
    expect(call?.url).toBe('/api/quote_requests/change_status/close/12.json');
    expect(call?.init?.method).toBe('POST');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('已關閉')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '關閉需求' })).toBeNull();
  });
});
