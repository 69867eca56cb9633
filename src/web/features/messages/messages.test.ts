import { describe, expect, it, vi } from 'vitest';
import { type ConversationMessage, messageSocketUrl } from './api/messages';
import { conversationPath, inboxPageParam } from './inbox-screen';
import { type LiveDeps, openLiveConnection, POLL_INTERVAL_MS, parseLiveEvent, reconnectDelay } from './live-connection';
import { initialMessagesState, liveViewClosed, liveViewOpened, markReadUpTo, mergeMessages, messageChanged, messagesSlice, readReceived } from './messages-slice';
import { unreadCountRefreshed, unreadMessageArrived, unreadMessagesKnown } from './messages-actions';
import { sessionGone } from '../../store/session-actions';
import { fetchConversation, fetchInboxPage, fetchNewMessages, fetchOlderMessages, headerUnreadAfter, sendMessage } from './messages-thunks';

function msg(id: number, extra: Partial<ConversationMessage> = {}): ConversationMessage {
  return { id, quote_bid_id: 5, user_id: 1, body: `m${id}`, attachments: [], created: '2026-11-23 08:00:00', is_sender: 1, is_read: 0, read_on: null, is_hidden: 0, voice_call_id: null, ...extra };
}

const answer = (messages: ConversationMessage[]) => ({
  quote_bid_id: 5,
  quote_request_id: 2,
  quote_status_id: 2,
  role: 'consumer' as const,
  messages,
  has_more: 0 as const,
  unread_count: 0,
  total_unread_count: 3,
  other_user: { id: 9, full_name: '王小明', s3_thumb_url: null },
  can_send: 1 as const,
  can_send_reason: null,
  contact_fee_due: 0 as const,
  contact: { full_name: '王小明', phone: '0912345678', email: null },
});

describe('messages reducers', () => {
  it('merges messages by id, oldest first, without duplicates', () => {
    const merged = mergeMessages([msg(1), msg(3)], [msg(2), msg(3, { body: 'new' })]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]?.body).toBe('new');
  });

  it('marks only my messages up to the given id read', () => {
    const list = [msg(1), msg(2, { is_sender: 0 }), msg(3)];
    markReadUpTo(list, 2, 'now');
    expect(list.map((m) => m.is_read)).toEqual([1, 0, 0]);
  });

  it('stores a conversation with its contact and appends what is new and what was sent', () => {
    let state = messagesSlice.reducer(initialMessagesState(), fetchConversation.fulfilled(answer([msg(1)]), 'r', 5));
    expect(state.conversations[5]).toMatchObject({ canSend: true, contact: { phone: '0912345678' }, loading: false });
    state = messagesSlice.reducer(state, fetchNewMessages.fulfilled(answer([msg(2, { is_sender: 0 })]), 'r', 5));
    state = messagesSlice.reducer(state, sendMessage.fulfilled({ message: msg(3), unread_count: 0 }, 'r', { bidId: 5, message: 'm3' }));
    expect(state.conversations[5]?.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('replaces a message it holds when it was hidden or shown again, and ignores one it does not hold', () => {
    let state = messagesSlice.reducer(initialMessagesState(), fetchConversation.fulfilled(answer([msg(1), msg(2, { is_sender: 0 })]), 'r', 5));
    state = messagesSlice.reducer(state, messageChanged({ bidId: 5, message: msg(2, { is_sender: 0, body: '此內容已被隱藏', is_hidden: 1 }) }));
    expect(state.conversations[5]?.messages[1]).toMatchObject({ id: 2, body: '此內容已被隱藏', is_hidden: 1 });
    state = messagesSlice.reducer(state, messageChanged({ bidId: 5, message: msg(9) }));
    expect(state.conversations[5]?.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('offers earlier messages when the first page says there are more, and pages back', () => {
    let state = messagesSlice.reducer(initialMessagesState(), fetchConversation.fulfilled({ ...answer([msg(51), msg(52)]), has_more: 1 }, 'r', 5));
    expect(state.conversations[5]).toMatchObject({ hasOlder: true, loadingOlder: false });
    state = messagesSlice.reducer(state, fetchOlderMessages.pending('r', 5));
    expect(state.conversations[5]?.loadingOlder).toBe(true);
    state = messagesSlice.reducer(state, fetchOlderMessages.fulfilled(answer([msg(49), msg(50)]), 'r', 5));
    expect(state.conversations[5]?.messages.map((m) => m.id)).toEqual([49, 50, 51, 52]);
    expect(state.conversations[5]).toMatchObject({ hasOlder: false, loadingOlder: false });
  });

  it('applies a read receipt from the other side only', () => {
    let state = messagesSlice.reducer(initialMessagesState(), fetchConversation.fulfilled(answer([msg(1), msg(2)]), 'r', 5));
    state = messagesSlice.reducer(state, readReceived({ bidId: 5, readerIsMe: true, upTo: 2, at: 'x' }));
    expect(state.conversations[5]?.messages.every((m) => m.is_read === 0)).toBe(true);
    state = messagesSlice.reducer(state, readReceived({ bidId: 5, readerIsMe: false, upTo: 1, at: 'x' }));
    expect(state.conversations[5]?.messages.map((m) => m.is_read)).toEqual([1, 0]);
  });

  it('keeps inbox pages and paging', () => {
    const state = messagesSlice.reducer(
      initialMessagesState(),
      fetchInboxPage.fulfilled({ conversations: [], page: 2, total_pages: 3, count: 41, unread_count: 0, filter: 1 }, 'r', 2),
    );
    expect(state.inbox).toMatchObject({ pages: { 2: [] }, totalPages: 3, count: 41, fetchingPages: [] });
  });
});

describe('header unread count', () => {
  it('moves by the change in unread messages and keeps the notifications', () => {
    // 2 notifications + 3 messages; one conversation of 3 is read.
    expect(headerUnreadAfter(5, 3, 0)).toBe(2);
    expect(headerUnreadAfter(2, 0, 1)).toBe(3);
    expect(headerUnreadAfter(0, 4, 1)).toBe(0);
    expect(headerUnreadAfter(5, null, 0)).toBeNull();
  });

  it('keeps the last count of unread messages', () => {
    let state = messagesSlice.reducer(initialMessagesState(), unreadMessageArrived());
    expect(state.unreadMessages).toBeNull();
    state = messagesSlice.reducer(state, unreadMessagesKnown(2));
    state = messagesSlice.reducer(state, unreadMessageArrived());
    expect(state.unreadMessages).toBe(3);
    // A fresh count of the whole header leaves the messages' share unknown until counted again.
    state = messagesSlice.reducer(state, unreadCountRefreshed());
    expect(state.unreadMessages).toBeNull();
  });

  it('counts the views holding their own socket, through a sign-out, never below zero', () => {
    let state = messagesSlice.reducer(initialMessagesState(), liveViewOpened());
    state = messagesSlice.reducer(state, liveViewOpened());
    state = messagesSlice.reducer(state, sessionGone());
    expect(state.liveViews).toBe(2);
    state = messagesSlice.reducer(state, liveViewClosed());
    state = messagesSlice.reducer(state, liveViewClosed());
    state = messagesSlice.reducer(state, liveViewClosed());
    expect(state.liveViews).toBe(0);
  });
});

describe('inbox helpers', () => {
  it('reads the page parameter', () => {
    expect(inboxPageParam(null)).toBe(1);
    expect(inboxPageParam('3')).toBe(3);
    expect(inboxPageParam('0')).toBe(1);
    expect(inboxPageParam('x')).toBe(1);
  });

  it('opens the quote for the consumer and the lead for the pro', () => {
    expect(conversationPath({ role: 'consumer', quote_bid_id: 4 })).toBe('/dashboard/projects/quote/4');
    expect(conversationPath({ role: 'pro', quote_bid_id: 4 })).toBe('/dashboard/requests/4');
  });

  it('builds the socket address from the API base', () => {
    expect(messageSocketUrl('/api', 'https://example.tw/dashboard/inbox')).toBe('wss://example.tw/api/messages/socket');
    expect(messageSocketUrl('http://127.0.0.1:3000/api/', 'http://x/')).toBe('ws://127.0.0.1:3000/api/messages/socket');
  });
});

describe('live connection', () => {
  it('parses message and read events and ignores the rest', () => {
    expect(parseLiveEvent('{"type":"message","quote_bid_id":5,"message":{}}')).toEqual({ type: 'message', quote_bid_id: 5, is_sender: 0 });
    expect(parseLiveEvent('{"type":"message","quote_bid_id":5,"message":{"is_sender":1}}')).toMatchObject({ is_sender: 1 });
    expect(parseLiveEvent('{"type":"read","quote_bid_id":5,"reader_is_me":0,"up_to":9}')).toEqual({ type: 'read', quote_bid_id: 5, reader_is_me: 0, up_to: 9 });
    const hidden = { id: 7, body: '此內容已被隱藏', is_hidden: 1 };
    expect(parseLiveEvent(JSON.stringify({ type: 'message_changed', quote_bid_id: 5, message: hidden }))).toEqual({ type: 'message_changed', quote_bid_id: 5, message: hidden });
    expect(parseLiveEvent('{"type":"message_changed","quote_bid_id":5}')).toBeUndefined();
    expect(parseLiveEvent('pong')).toBeUndefined();
    expect(parseLiveEvent('{"type":"ready","user_id":1}')).toBeUndefined();
  });

  it('backs off from 1 s up to 30 s', () => {
    expect([0, 1, 2, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30000]);
  });

  it('polls while the socket is down and reconnects, then stops polling', () => {
    const sockets: { onmessage?: (e: MessageEvent) => void; onclose?: () => void; close: () => void }[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const repeats = new Map<number, () => void>();
    let nextId = 1;
    const deps = {
      createSocket: () => {
        const socket = { close: vi.fn() };
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      setTimer: (fn: () => void, ms: number) => {
        timers.push({ fn, ms });
        return nextId++;
      },
      clearTimer: () => {},
      setRepeat: (fn: () => void, ms: number) => {
        expect(ms).toBe(POLL_INTERVAL_MS);
        repeats.set(nextId, fn);
        return nextId++;
      },
      clearRepeat: (id: number) => repeats.delete(id),
    } as unknown as LiveDeps;
    const onPoll = vi.fn();
    const onLiveChange = vi.fn();
    const onEvent = vi.fn();
    const close = openLiveConnection('ws://x/api/messages/socket', { onPoll, onLiveChange, onEvent }, deps);

    sockets[0]?.onmessage?.({ data: '{"type":"ready","user_id":1}' } as MessageEvent);
    expect(onLiveChange).toHaveBeenLastCalledWith(true);
    sockets[0]?.onmessage?.({ data: '{"type":"message","quote_bid_id":5}' } as MessageEvent);
    expect(onEvent).toHaveBeenCalledWith({ type: 'message', quote_bid_id: 5, is_sender: 0 });

    sockets[0]?.onclose?.();
    expect(onLiveChange).toHaveBeenLastCalledWith(false);
    expect(repeats.size).toBe(1);
    for (const poll of repeats.values()) poll();
    expect(onPoll).toHaveBeenCalledTimes(1);
    expect(timers[0]?.ms).toBe(1000);

    timers[0]?.fn();
    expect(sockets).toHaveLength(2);
    sockets[1]?.onmessage?.({ data: '{"type":"ready","user_id":1}' } as MessageEvent);
    expect(repeats.size).toBe(0);
    close();
    expect(sockets[1]?.close).toHaveBeenCalled();
  });

  it('closes a socket that is still connecting once it opens, so the browser has nothing to warn about', () => {
    const socket = { readyState: 0, close: vi.fn(), onopen: null as null | (() => void) };
    const deps = {
      createSocket: () => socket as unknown as WebSocket,
      setTimer: () => 1,
      clearTimer: () => {},
      setRepeat: () => 2,
      clearRepeat: () => {},
    } as unknown as LiveDeps;
    const close = openLiveConnection('ws://x/api/messages/socket', { onPoll: vi.fn(), onLiveChange: vi.fn(), onEvent: vi.fn() }, deps);
    close();
    expect(socket.close).not.toHaveBeenCalled();
    socket.readyState = 1;
    socket.onopen?.();
    expect(socket.close).toHaveBeenCalledTimes(1);
  });
});
