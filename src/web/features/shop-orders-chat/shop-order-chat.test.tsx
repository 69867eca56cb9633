// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopOrderMessage } from '../../../domain/shop/shop-order-messages.contract';
import { createAppStore } from '../../store';
import { byMethod, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { isOrderChatEvent } from './api';
import { ShopOrderChat } from './shop-order-chat';

afterEach(cleanup);

const CHAT = 'GET /new/v1/nshop_orders/chat/5.json';
const SEND = 'POST /new/v1/nshop_orders/chat/5.json';
const message = (id: number, body: string, mine: boolean, read = false): ShopOrderMessage => ({
  id,
  nshop_order_id: 5,
  user_id: mine ? 1 : 2,
  body,
  attachments: [],
  created: '2026-11-27 02:05:00',
  is_sender: mine ? 1 : 0,
  is_read: read ? 1 : 0,
});
const chat = (messages: ShopOrderMessage[]) => [200, { status: 'Success', nshop_order_id: 5, role: 'consumer', nshop_order_messages: messages, has_more: 0, total_unread_count: 0 }] as const;

function renderChat(table: Record<string, Handler>) {
  const api = fakeApi(table, byMethod);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn });
  renderWithApp(<ShopOrderChat orderId={5} side="consumer" />, { store });
  return api;
}

describe('the shop order chat', () => {
  it('shows the empty state, then a sent message in the list', async () => {
    const api = renderChat({ [CHAT]: [...chat([])], [SEND]: [200, { status: 'Success', nshop_order_message: message(9, '週六可以嗎？', true) }] });
    expect(await screen.findByText('還沒有訊息')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('訊息'), { target: { value: '週六可以嗎？' } });
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('週六可以嗎？')).toBeTruthy();
    expect(api.calls.find((c) => c.key === SEND)?.body).toEqual({ message: '週六可以嗎？' });
    await waitFor(() => expect((screen.getByLabelText('訊息') as HTMLTextAreaElement).value).toBe(''));
  });

  it("lists both sides' messages with the time at UTC+8 and the read mark", async () => {
    renderChat({ [CHAT]: [...chat([message(1, '您好', false), message(2, '請問地址？', true, true)])] });
    expect(await screen.findByText('您好')).toBeTruthy();
    expect(screen.getAllByText('11/27 10:05')).toHaveLength(2);
    expect(screen.getByText(/已讀/)).toBeTruthy();
  });

  it('refuses an empty message without calling, and shows the server refusal beside the field', async () => {
    const api = renderChat({ [CHAT]: [...chat([])], [SEND]: [400, { status: 'Error', error: 840, message: 'message：訊息（message）最多 2000 個字。', fields: [{ field: 'message', message: '訊息（message）最多 2000 個字。' }] }] });
    await screen.findByText('還沒有訊息');
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('請輸入訊息內容。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    fireEvent.change(screen.getByLabelText('訊息'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('訊息（message）最多 2000 個字。')).toBeTruthy();
  });

  it('shows the load failure with a retry', async () => {
    let calls = 0;
    renderChat({ [CHAT]: () => (++calls === 1 ? [500, { status: 'Error', error: 'server' }] : [...chat([message(1, '您好', false)])]) });
    fireEvent.click(await screen.findByRole('button', { name: /重試|再試/ }));
    await waitFor(() => expect(screen.getByText('您好')).toBeTruthy());
  });

  it('sends the chosen pictures with the message as a form, then empties the picker', async () => {
    const photo = { url: '/uploads/shop-order-messages/a.png', name: '門口.png', type: 'png', size: 68 } as const;
    const api = renderChat({ [CHAT]: [...chat([])], [SEND]: [200, { status: 'Success', nshop_order_message: { ...message(9, '請看照片', true), attachments: [photo] } }] });
    await screen.findByText('還沒有訊息');
    const picker = screen.getByLabelText('附加檔案（最多 5 個，圖片或 PDF）') as HTMLInputElement;
    expect(picker.accept).toContain('image/png');
    fireEvent.change(screen.getByLabelText('訊息'), { target: { value: '請看照片' } });
    fireEvent.change(picker, { target: { files: [new File(['png'], '門口.png', { type: 'image/png' })] } });
    expect(screen.getByText('已選擇 1 個檔案')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送出' }));
    const thumb = await screen.findByRole('img', { name: '門口.png' });
    expect(thumb.getAttribute('src')).toBe(photo.url);
    const form = api.calls.find((c) => c.key === SEND)?.form;
    expect(form?.get('message')).toBe('請看照片');
    expect(((form?.getAll('attachments') ?? []) as File[]).map((f) => f.name)).toEqual(['門口.png']);
    await waitFor(() => expect(screen.queryByText('已選擇 1 個檔案')).toBeNull());
  });

  it("shows the other side's pictures as thumbnails and a PDF by its name, each linking to the file", async () => {
    const files = [
      { url: '/uploads/shop-order-messages/b.jpg', name: '完工.jpg', type: 'jpeg', size: 1200 },
      { url: '/uploads/shop-order-messages/c.pdf', name: '報價單.pdf', type: 'pdf', size: 3400 },
    ] as const;
    renderChat({ [CHAT]: [...chat([{ ...message(1, '完成了', false), attachments: [...files] }])] });
    const thumb = await screen.findByRole('img', { name: '完工.jpg' });
    expect(thumb.closest('a')?.getAttribute('href')).toBe(files[0].url);
    expect(screen.getByRole('link', { name: '報價單.pdf' }).getAttribute('href')).toBe(files[1].url);
  });

  it('reacts only to socket events of its order', () => {
    expect(isOrderChatEvent(JSON.stringify({ type: 'shop_order_message', nshop_order_id: 5, message_id: 3 }), 5)).toBe(true);
    expect(isOrderChatEvent(JSON.stringify({ type: 'shop_order_message', nshop_order_id: 6, message_id: 3 }), 5)).toBe(false);
    expect(isOrderChatEvent(JSON.stringify({ type: 'message', quote_bid_id: 5 }), 5)).toBe(false);
    expect(isOrderChatEvent('not json', 5)).toBe(false);
  });
});
