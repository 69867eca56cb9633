// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ConversationPanel } from './conversation';

afterEach(() => cleanup());

const REASON = '客戶已與您聯繫。請先儲值，並在報價頁按「支付聯繫費用」，才能查看與回覆客戶的訊息。';
const conversation = (held: boolean) => ({
  status: 'Success',
  quote_bid_id: 5,
  quote_request_id: 2,
  quote_status_id: 2,
  role: 'pro',
  messages: [],
  has_more: 0,
  unread_count: 0,
  total_unread_count: 0,
  other_user: { id: 9, full_name: '王○○', s3_thumb_url: null },
  can_send: held ? 0 : 1,
  can_send_reason: held ? REASON : null,
  contact_fee_due: held ? 1 : 0,
  contact: null,
});

function fakeApi(payAnswer: [number, object]) {
  const calls: string[] = [];
  let paid = false;
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    calls.push(key);
    if (key === 'GET /api/messages/get_conversation/5.json') return Response.json(conversation(!paid));
    if (key === 'POST /api/quote_bids/switch_to_manual_quote/5.json') {
      paid = payAnswer[0] === 200;
      return Response.json(payAnswer[1], { status: payAnswer[0] });
    }
    throw new TypeError('Failed to fetch');
  };
  return { fn: fn as typeof fetch, calls };
}

async function render(payAnswer: [number, object]) {
  const api = fakeApi(payAnswer);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn });
  renderWithApp(<ConversationPanel bidId={5} />, { store, path: '/dashboard/requests/5' });
  await act(async () => {});
  return { ...api, store };
}

describe('a contact held for its fee', () => {
  it('says why, links to buying credit, and pays only after a confirmation, then opens the composer', async () => {
    const api = await render([200, { status: 'Success', quote_bid: { id: 5, is_contact_charge: 0 } }]);
    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(screen.getByRole('link', { name: '購買點數' }).getAttribute('href')).toBe('/dashboard/pricing');
    fireEvent.click(screen.getByRole('button', { name: '支付聯繫費用' }));
    expect(api.calls).not.toContain('POST /api/quote_bids/switch_to_manual_quote/5.json');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('支付這筆聯繫費用後');
    fireEvent.click(screen.getAllByRole('button', { name: '支付聯繫費用' }).at(-1)!);
    await waitFor(() => expect(api.calls).toContain('POST /api/quote_bids/switch_to_manual_quote/5.json'));
    await waitFor(() => expect(screen.queryByText(REASON)).toBeNull());
    expect(screen.getByRole('button', { name: '送出訊息' })).toBeTruthy();
  });

  it('keeps the notice and says why when the wallet still cannot pay', async () => {
    const { store } = await render([409, { status: 'Error', error: 4, message: '點數不足，請先購買點數。' }]);
    fireEvent.click(await screen.findByRole('button', { name: '支付聯繫費用' }));
    fireEvent.click((await screen.findAllByRole('button', { name: '支付聯繫費用' })).at(-1)!);
    await waitFor(() => expect(store.getState().ui.toasts.map((toast) => toast.text).join()).toMatch(/點數不足|付款失敗/));
    expect(store.getState().ui.toasts.at(-1)?.tone).toBe('error');
    expect(screen.getByText(REASON)).toBeTruthy();
  });
});
