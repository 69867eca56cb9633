// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { createAppStore } from '../../../store';
import { useAppSelector } from '../../../store/hooks';
import { fakeFetch, me, preloaded } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fetchProject } from '../projects-thunks';
import { QuoteDecisions } from './quote-decisions';

afterEach(cleanup);

const bid = {
  id: 1,
  quote_status_id: 2,
  hired_on: null,
  is_requestor_readed: 1,
  is_requestor_rejected: 0,
  rating_type: 'flat',
  flat_rate_at: 2400,
  QuoteService: { id: 3, slug: 's3', title: '志明冷氣', rating: { average: null, count: 0 }, response_rate: null },
  Provider: { id: 101, full_name: '陳志明', s3_thumb_url: null },
} as unknown as QuoteBidResponse;
const request = {
  id: 12,
  QuoteBid: [bid],
  activities: [],
  created: '2099-11-23 01:00:00',
  when: { day_label: 'nextWeek', day_slots: [3], text: '下週・下午 12:00-15:00' },
  fields: [{ quote_form_field_id: 5, label: '希望服務日期', type: 'date', value: '2099-12-05', text: '2099-12-05' }],
} as unknown as QuoteRequestResponse;
const ok = (quote_bid: Partial<QuoteBidResponse>) => [200, { status: 'Success', quote_bid: { id: 1, ...quote_bid } }] as [number, unknown];

async function mount(table: Record<string, [number, unknown]>, start: Partial<QuoteBidResponse> = {}) {
  const held = { ...request, QuoteBid: [{ ...bid, ...start }] };
  const api = fakeFetch({ '/api/quote_request/12.json': [200, { status: 'Success', quote_request: held }], ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
  await store.dispatch(fetchProject(12));
  renderWithApp(<Bound />, { store });
  return { api, store, held };
}

/** The decisions of the stored request, as the quote screen passes them. */
function Bound() {
  const stored = useAppSelector((s) => s.projects.details[12]);
  return stored ? <QuoteDecisions request={stored} bidId={1} /> : null;
}

const bodyOf = (api: ReturnType<typeof fakeFetch>, part: string) => JSON.parse(String(api.calls.find((c) => c.url.includes(part))?.init?.body ?? '{}'));

describe('the consumer decisions on a quote', () => {
  it('starts the hire from the requested date and time, and restates the pro and the price', async () => {
    const { api } = await mount({ '/api/quote_bids/change_status/hired/1.json': ok({ quote_status_id: 3, hired_on: '2099-12-05 04:00:00' }) });
    fireEvent.click(screen.getByRole('button', { name: '雇用這位專家' }));
    const dialog = screen.getByRole('dialog', { name: '雇用這位專家？' });
    expect((within(dialog).getByLabelText('服務日期') as HTMLInputElement).value).toBe('2099-12-05');
    expect((within(dialog).getByLabelText('服務時間') as HTMLSelectElement).value).toBe('12');
    expect((within(dialog).getByLabelText('服務時間（分）') as HTMLSelectElement).value).toBe('00');
    expect(dialog.textContent).toContain('陳志明・志明冷氣');
    expect(dialog.textContent).toContain('NT$2,400');
    expect(dialog.textContent).toContain('下週・下午 12:00-15:00');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認雇用' }));
    });
    expect(bodyOf(api, 'hired')).toEqual({ date: '2099-12-05', time: '12:00' });
  });

  it('shows the server refusal of a hire without date and time next to both fields', async () => {
    const { api } = await mount({
      '/api/quote_bids/change_status/hired/1.json': [
        400,
        {
          status: 'Error',
          error: 'date time missing',
          message: 'date time missing',
          fields: [
            { field: 'date', message: '請選擇雇用日期（YYYY-MM-DD）' },
            { field: 'time', message: '請選擇雇用時間（HH:mm）' },
          ],
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '雇用這位專家' }));
    const dialog = screen.getByRole('dialog', { name: '雇用這位專家？' });
    fireEvent.change(within(dialog).getByLabelText('服務日期'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('服務時間'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認雇用' }));
    });
    expect(bodyOf(api, 'hired')).toEqual({ date: '', time: '' });
    expect(within(dialog).getByLabelText('服務日期').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('請選擇雇用日期（YYYY-MM-DD）')).toBeTruthy();
    expect(within(dialog).getByText('請選擇雇用時間（HH:mm）')).toBeTruthy();
  });

  it('rejects with a note after the confirmation and then offers to undo it', async () => {
    const { api, store, held } = await mount({ '/api/quote_bids/change_status/reject/1.json': ok({ is_requestor_rejected: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: '婉拒報價' }));
    const dialog = screen.getByRole('dialog', { name: '婉拒這份報價？' });
    fireEvent.change(within(dialog).getByLabelText('給專家的留言（選填）'), { target: { value: '預算不足' } });
    // The request read again after the decision holds the server's new state too.
    held.QuoteBid[0]!.is_requestor_rejected = 1;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認婉拒' }));
    });
    expect(bodyOf(api, 'reject')).toEqual({ requestor_note: '預算不足' });
    expect(store.getState().projects.details[12]?.QuoteBid[0]?.is_requestor_rejected).toBe(1);
    expect(screen.queryByRole('button', { name: '雇用這位專家' })).toBeNull();
    expect(screen.getByRole('button', { name: '取消婉拒' })).toBeTruthy();
  });

  it('reviews a hired quote: a zero rating is refused by the server, tags go as their zh-TW words', async () => {
    const { api } = await mount(
      {
        '/api/quote_bids/change_status/reviews/1.json': [
          400,
          { status: 'Error', error: 'rating is zero', message: 'rating is zero', fields: [{ field: 'rating', message: '請給 1 到 5 顆星' }] },
        ],
      },
      { quote_status_id: 4 },
    );
    fireEvent.click(screen.getByRole('button', { name: '留下評價' }));
    const dialog = screen.getByRole('dialog', { name: '評價這位專家' });
    fireEvent.click(within(dialog).getByRole('button', { name: '細心' }));
    expect(within(dialog).getByRole('button', { name: '細心' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('評價內容（選填）'), { target: { value: '很好' } });
    expect(within(dialog).getByText('2 / 1000 字')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '送出評價' }));
    });
    expect(bodyOf(api, 'reviews')).toEqual({ rating: 0, feedback: '很好', tags: ['細心'] });
    expect(within(dialog).getByText('請給 1 到 5 顆星')).toBeTruthy();
  });

  it('treats error 17 of want_to_contact_provider as done', async () => {
    await mount({ '/api/quote_bids/want_to_contact_provider/1.json': [409, { status: 'Error', error: 17, message: '已經聯繫過' }] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '聯繫專家' }));
    });
    expect(screen.queryByText('已經聯繫過')).toBeNull();
  });
});
