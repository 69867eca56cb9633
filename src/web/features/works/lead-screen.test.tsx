// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { LeadDetail } from './api/works';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, leadDetail, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const lead = leadDetail();

const RATING = '/api/quote_bids/change_status/rating/56.json';

async function open(bid: LeadDetail = lead, user: typeof me = me, path = '/dashboard/requests/56') {
  // The fake answers from this table at call time, so a test may change an answer between tries.
  const table: Record<string, [number, unknown]> = {
    '/api/user/me/type:brief.json': [200, { status: 'Success', info: user.info }],
    '/api/quote_bids/view/56.json': [200, { status: 'Success', quote_bid: bid }],
    '/api/quote_bids/change_status/read/56.json': [200, { status: 'Success', quote_bid: { ...bid, is_provider_readed: 1 } }],
    '/api/quote_templates/index.json': [
      200,
      { status: 'Success', quote_templates: [{ id: 4, display_name: '標準安裝', price_note: '含基本安裝', hourly_rate_at: null, flat_rate_at: 2800, on_site: 0, attachments: [] }] },
    ],
    '/api/quote_bids/preview_quote_fee/56.json': [200, { status: 'Success', fee: 150, balance: 1300, is_contact_charge: 0, is_paid: 0 }],
  };
  const api = fakeFetch(table);
  const store = createAppStore(preloaded({ user: { me: user } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  // The first render loads the lead screen's code, which takes a while on a cold start.
  await screen.findByRole('heading', { level: 1, name: '冷氣安裝' }, { timeout: 5000 });
  await act(async () => {});
  return { ...api, table };
}

async function sendWithConfirmation() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '送出報價' }));
  });
  const dialog = screen.getByRole('dialog', { name: '確認送出報價' });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '確認送出' }));
  });
}

describe("a lead's screen", () => {
  it("shows the request's answers, place, time and the consumer's masked name, and reads the lead", async () => {
    const api = await open();
    expect(screen.getByText('要安裝幾台？')).toBeTruthy();
    expect(screen.getByText('陳○○')).toBeTruthy();
    expect(screen.getByText('客廳一台')).toBeTruthy();
    expect(screen.getByAltText('需求照片 1')).toBeTruthy();
    expect(api.calls.filter((c) => c.url === '/api/quote_bids/change_status/read/56.json')).toHaveLength(1);
  });

  it('shows the fee before sending and sends nothing when the pro steps back', async () => {
    const api = await open();
    fireEvent.change(screen.getByLabelText('報價金額（新台幣元）'), { target: { value: '2000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出報價' }));
    });
    const dialog = screen.getByRole('dialog', { name: '確認送出報價' });
    expect(dialog.textContent).toContain('送出報價將扣除 150 點，目前餘額 1,300 點');
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.url === RATING)).toBe(false);
  });

  it('asks a pro without a verified phone to verify it in a sheet before anything is priced, keeping the form', async () => {
    const api = await open(lead, { ...me, info: { ...me.info, is_phone_confirmed: 0 } });
    fireEvent.change(screen.getByLabelText('報價金額（新台幣元）'), { target: { value: '2000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出報價' }));
    });
    expect(screen.getByRole('dialog', { name: '驗證手機後即可送出報價' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '確認送出報價' })).toBeNull();
    expect(api.calls.some((c) => c.url.includes('preview_quote_fee'))).toBe(false);
    expect((screen.getByLabelText('報價金額（新台幣元）') as HTMLInputElement).value).toBe('2000');
  });

  it('opens the price view instead of the fee sheet when the wallet cannot pay the fee', async () => {
    const api = await open();
    api.table['/api/quote_bids/preview_quote_fee/56.json'] = [200, { status: 'Success', fee: 150, balance: 100, is_contact_charge: 0, is_paid: 0 }];
    fireEvent.change(screen.getByLabelText('報價金額（新台幣元）'), { target: { value: '2000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出報價' }));
    });
    const priceView = screen.getByRole('dialog', { name: '點數不足' });
    expect(priceView.textContent).toContain('還差 50 點');
    expect(screen.queryByRole('dialog', { name: '確認送出報價' })).toBeNull();
    expect(api.calls.some((c) => c.url === RATING)).toBe(false);
  });

  it('fills the form from a template', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('套用報價範本'), { target: { value: '4' } });
    expect((screen.getByLabelText('報價金額（新台幣元）') as HTMLInputElement).value).toBe('2800');
    expect((screen.getByLabelText('報價說明') as HTMLTextAreaElement).value).toBe('含基本安裝');
  });

  it('keeps what was typed and says what to do for each refusal, then sends', async () => {
    const api = await open();
    const setRating = (answer: [number, unknown]) => {
      api.table[RATING] = answer;
    };
    const price = () => screen.getByLabelText('報價金額（新台幣元）') as HTMLInputElement;
    fireEvent.change(price(), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('報價說明'), { target: { value: '含安裝' } });
    setRating([409, { status: 'Failure', error: 6, message: '請先完成手機驗證才能送出報價。' }]);
    await sendWithConfirmation();
    // The refusal offers the phone sheet right here, over the form.
    fireEvent.click(screen.getByRole('button', { name: '驗證手機' }));
    expect(screen.getByRole('dialog', { name: '驗證手機後即可送出報價' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: '驗證手機後即可送出報價' })).getByRole('button', { name: '關閉' }));
    expect(price().value).toBe('2000');
    expect((screen.getByLabelText('報價說明') as HTMLTextAreaElement).value).toBe('含安裝');

    setRating([409, { status: 'Failure', error: 10, message: '點數不足，請先儲值。' }]);
    await sendWithConfirmation();
    expect(screen.getByRole('link', { name: '前往儲值' }).getAttribute('href')).toBe('/dashboard/pricing/lead-56');

    setRating([409, { status: 'Failure', error: 690, message: 'x' }]);
    await sendWithConfirmation();
    expect(screen.getByText('您目前無法在此服務類別報價。')).toBeTruthy();

    setRating([400, { status: 'Failure', error: 'invalid price', message: 'x', fields: [{ field: 'flat_rate_at', message: '固定價格需為大於 0 的整數金額（新台幣元）' }] }]);
    await sendWithConfirmation();
    expect(screen.getByText('固定價格需為大於 0 的整數金額（新台幣元）').closest('.field')?.querySelector('input')).toBe(price());

    const sentBid = { ...lead, is_provider_readed: 1, quote_status_id: 2, rating_type: 'flat', flat_rate_at: 2000, price_note: '含安裝', quote_sent_on: '2026-11-23 03:00:00' };
    setRating([200, { status: 'Success', quote_bid: sentBid }]);
    // The lead is read again after the send, for its figures.
    api.table['/api/quote_bids/view/56.json'] = [200, { status: 'Success', quote_bid: { ...sentBid, fee_amount: 150 } }];
    await sendWithConfirmation();
    const sent = api.calls.filter((c) => c.url === RATING).at(-1);
    // keep_attachments '' says the quote keeps no files.
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ rating_type: 'flat', flat_rate_at: 2000, price_note: '含安裝', is_contact_charge: 0, keep_attachments: '' });
    expect(screen.getByText('NT$2,000')).toBeTruthy();
    expect(document.querySelector('.lead__header')?.textContent).toContain('已報價');
  });
});

describe('an invitation from the consumer', () => {
  const invited: LeadDetail = { ...lead, narrow_status_id: 1, recommend_source: 'invite' };
  const ACCEPT = '/api/quote_bids/provider_accept_narrow_match/56/narrow_status_id:2.json';
  const DECLINE = '/api/quote_bids/provider_accept_narrow_match/56/narrow_status_id:3.json';

  it('is answered before quoting: accepting opens the quote form', async () => {
    const api = await open(invited);
    expect(screen.getByRole('heading', { name: '顧客指定邀請您報價' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出報價' })).toBeNull();
    api.table[ACCEPT] = [200, { status: 'Success', quote_bid: { ...invited, narrow_status_id: 2, is_interested: 1 } }];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '接受邀請並報價' }));
    });
    expect(api.calls.filter((c) => c.url === ACCEPT)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: '送出報價' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '顧客指定邀請您報價' })).toBeNull();
  });

  it('is declined only with a reason, which goes to the server, and the pro is back at his leads', async () => {
    const api = await open(invited);
    fireEvent.click(screen.getByRole('button', { name: '婉拒邀請' }));
    const dialog = screen.getByRole('dialog', { name: '婉拒這個邀請？' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認婉拒' }));
    });
    expect(within(dialog).getByText('請填寫婉拒原因。')).toBeTruthy();
    expect(api.calls.some((c) => c.url === DECLINE)).toBe(false);
    api.table[DECLINE] = [200, { status: 'Success', quote_bid: { ...invited, narrow_status_id: 3, quote_status_id: 6, narrow_decline_reason: '檔期已滿' } }];
    api.table['/api/quote_bids/index/type:myworks/page:1/filter:4.json'] = [200, { status: 'Success', quote_bids: [], page: 1, total_pages: 1, count: 0 }];
    fireEvent.change(within(dialog).getByLabelText('婉拒原因'), { target: { value: ' 檔期已滿 ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認婉拒' }));
    });
    const sent = api.calls.find((c) => c.url === DECLINE);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ reason: '檔期已滿' });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/requests');
  });

  it('shows a refusal from the server, such as an invitation answered already', async () => {
    const api = await open(invited);
    api.table[ACCEPT] = [409, { status: 'Failure', error: 'action not allowed', message: '無法執行此操作。這個指定案件已經回覆過了。' }];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '接受邀請並報價' }));
    });
    expect(await screen.findByText(/這個指定案件已經回覆過了/)).toBeTruthy();
  });

  it('offers a hired job a safety payment request, and a job not hired none', async () => {
    const hired: LeadDetail = { ...lead, quote_status_id: QuoteStatus.Hired, hired_on: '2099-12-05 06:00:00', quote_sent_on: '2026-11-23 02:00:00', is_provider_readed: 1 };
    await open(hired, me, '/dashboard/works/56');
    expect(screen.getByRole('link', { name: '發起安心付款' }).getAttribute('href')).toBe('/dashboard/safety-payments/56/new');
    cleanup();
    await open({ ...hired, quote_status_id: QuoteStatus.InProgress }, me, '/dashboard/works/56');
    expect(screen.queryByRole('link', { name: '發起安心付款' })).toBeNull();
  });

  it('completes a job before its booked day only after the pro confirms it, and tells the API so', async () => {
    const hired: LeadDetail = { ...lead, quote_status_id: QuoteStatus.Hired, hired_on: '2099-12-05 06:00:00', quote_sent_on: '2026-11-23 02:00:00', is_provider_readed: 1 };
    const api = await open(hired);
    api.table['/api/quote_bids/change_status/completed/56.json'] = [200, { status: 'Success', quote_bid: { ...hired, quote_status_id: QuoteStatus.WorkCompleted } }];
    fireEvent.click(screen.getByRole('button', { name: '回報完工' }));
    const dialog = screen.getByRole('dialog', { name: '預約的日期還沒到' });
    expect(api.calls.some((c) => c.url.includes('/completed/'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確定提早回報完工' }));
    });
    const sent = api.calls.filter((c) => c.url.includes('/completed/'));
    expect(sent).toHaveLength(1);
    expect(String(sent[0]!.init?.body)).toContain('confirm_early');
  });

  it('says plainly when the consumer hired another pro', async () => {
    await open({ ...lead, quote_status_id: QuoteStatus.Archived, closed_by_hire: 1, quote_sent_on: '2026-11-23 02:00:00', is_provider_readed: 1, QuoteRequest: { ...lead.QuoteRequest, is_closed: 1 } });
    expect(screen.getByText('顧客已雇用他人')).toBeTruthy();
    expect(screen.getByText('顧客已雇用其他專家，這個需求已結束徵求報價。')).toBeTruthy();
  });
});
