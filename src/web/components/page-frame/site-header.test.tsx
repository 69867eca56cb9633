// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SiteHeader } from './site-header';

/** Stands in for the browser's WebSocket: the test plays the server's side. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
  send(text: string) {
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeSocket.made = [];
});

function renderHeader(unreadCount: number | undefined, table: Record<string, [number, unknown]> = {}, proMode = true) {
  vi.stubGlobal('WebSocket', FakeSocket);
  const api = fakeFetch(table);
  const store = createAppStore(preloaded({ user: { me: { ...me, unreadCount } } }), { fetchFn: api.fn, proMode });
  renderWithApp(<SiteHeader showSearch={false} />, { store, path: '/dashboard/settings' });
  return { store, api };
}

describe('the header unread count', () => {
  it('shows the count the page was served with, and leads a pro to the one inbox', () => {
    renderHeader(3);
    const link = screen.getByRole('link', { name: '訊息（3 則未讀）' });
    expect(link.getAttribute('href')).toBe('/dashboard/inbox');
    expect(link.textContent).toContain('3');
  });

  it('shows no count when all is read, and leads a consumer to the inbox', () => {
    renderHeader(0, {}, false);
    const link = screen.getByRole('link', { name: '訊息' });
    expect(link.getAttribute('href')).toBe('/dashboard/inbox');
    expect(link.querySelector('.count-badge')).toBeNull();
  });

  it('caps the badge at 99+', () => {
    renderHeader(120);
    expect(screen.getByRole('link', { name: '訊息（120 則未讀）' }).textContent).toContain('99+');
  });

  it('counts a message from the other side as it arrives over the socket, and not my own', async () => {
    renderHeader(1);
    const socket = FakeSocket.made[0];
    if (!socket) throw new Error('the header opened no socket');
    expect(socket.url).toMatch(/^ws:.*\/messages\/socket/);
    act(() => socket.send('{"type":"ready"}'));
    const link = screen.getByRole('link', { name: '訊息（1 則未讀）' });
    expect(link.getAttribute('data-live')).toBe('1');
    act(() => socket.send(JSON.stringify({ type: 'message', quote_bid_id: 5, message: { is_sender: 0 } })));
    expect(screen.getByRole('link', { name: '訊息（2 則未讀）' })).toBeTruthy();
    act(() => socket.send(JSON.stringify({ type: 'message', quote_bid_id: 5, message: { is_sender: 1 } })));
    expect(screen.getByRole('link', { name: '訊息（2 則未讀）' })).toBeTruthy();
  });

  it('reads the count afresh when I read a conversation elsewhere', async () => {
    const { api } = renderHeader(4, { '/api/user/me.json': [200, { status: 'Success', ...me, unreadCount: 1 }] });
    const socket = FakeSocket.made[0];
    if (!socket) throw new Error('the header opened no socket');
    act(() => socket.send('{"type":"ready"}'));
    await act(async () => {
      socket.send(JSON.stringify({ type: 'read', quote_bid_id: 5, reader_is_me: 1, up_to: 9 }));
    });
    expect(await screen.findByRole('link', { name: '訊息（1 則未讀）' })).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/api/user/me.json')).toBe(true);
  });

  it('leaves the socket to a conversation on screen, and closes its own', () => {
    const { store } = renderHeader(0);
    const socket = FakeSocket.made[0];
    act(() => {
      store.dispatch({ type: 'messages/liveViewOpened' });
    });
    expect(socket?.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
