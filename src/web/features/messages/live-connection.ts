/**
 * The live side of messages: a WebSocket that reconnects with backoff, and a poll every 10 s while
 * it is down. Pure of React and the store, so it can be driven and tested on its own.
 */

export const POLL_INTERVAL_MS = 10_000;
const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

import type { ConversationMessage } from './api/messages';

export type LiveEvent =
  | { type: 'message'; quote_bid_id: number; is_sender: 0 | 1 }
  | { type: 'read'; quote_bid_id: number; reader_is_me: 0 | 1; up_to: number }
  /** An operator hid a message or showed it again: the message as this user now sees it. */
  | { type: 'message_changed'; quote_bid_id: number; message: ConversationMessage };

/** The wait before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}

/** A server event, or undefined for anything else (ready, pong, malformed). */
export function parseLiveEvent(text: string): LiveEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object') return undefined;
  const event = data as Record<string, unknown>;
  if (typeof event.quote_bid_id !== 'number') return undefined;
  if (event.type === 'message') {
    const message = event.message as { is_sender?: unknown } | undefined;
    return { type: 'message', quote_bid_id: event.quote_bid_id, is_sender: message?.is_sender === 1 ? 1 : 0 };
  }
  if (event.type === 'message_changed') {
    const message = event.message as ConversationMessage | undefined;
    if (message && typeof message === 'object' && typeof message.id === 'number') return { type: 'message_changed', quote_bid_id: event.quote_bid_id, message };
    return undefined;
  }
  if (event.type === 'read' && typeof event.up_to === 'number') {
    return { type: 'read', quote_bid_id: event.quote_bid_id, reader_is_me: event.reader_is_me === 1 ? 1 : 0, up_to: event.up_to };
  }
  return undefined;
}

export interface LiveHandlers {
  onEvent: (event: LiveEvent) => void;
  /** The socket came up (true) or went down (false). On up, catch up on what was missed. */
  onLiveChange: (live: boolean) => void;
  /** Called every POLL_INTERVAL_MS while the socket is down. */
  onPoll: () => void;
}

export interface LiveDeps {
  createSocket: (url: string) => WebSocket;
  setTimer: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (id: ReturnType<typeof setTimeout>) => void;
  setRepeat: (fn: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearRepeat: (id: ReturnType<typeof setInterval>) => void;
}

const browserDeps: LiveDeps = {
  createSocket: (url) => new WebSocket(url),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (id) => clearTimeout(id),
  setRepeat: (fn, ms) => setInterval(fn, ms),
  clearRepeat: (id) => clearInterval(id),
};

/** WebSocket.CONNECTING, which test doubles of the socket need not carry. */
const CONNECTING = 0;

/**
 * Closes a socket for good. Closing one still connecting makes the browser warn in the console
 * (a page change right after load does it), so such a socket closes as soon as it opens instead.
 */
export function closeSocket(ws: WebSocket): void {
  ws.onmessage = null;
  if (ws.readyState === CONNECTING) ws.onopen = () => ws.close();
  else ws.close();
}

/** Opens the connection; the returned function closes it for good. */
export function openLiveConnection(url: string, handlers: LiveHandlers, deps: LiveDeps = browserDeps): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const startPolling = () => {
    poll ??= deps.setRepeat(() => handlers.onPoll(), POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    if (poll !== undefined) deps.clearRepeat(poll);
    poll = undefined;
  };

  const connect = () => {
    reconnect = undefined;
    if (stopped) return;
    let ws: WebSocket;
    try {
      ws = deps.createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      if (message.data.includes('"ready"')) {
        attempt = 0;
        stopPolling();
        handlers.onLiveChange(true);
        return;
      }
      const event = parseLiveEvent(message.data);
      if (event) handlers.onEvent(event);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = undefined;
      if (stopped) return;
      handlers.onLiveChange(false);
      startPolling();
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (stopped || reconnect !== undefined) return;
    startPolling();
    reconnect = deps.setTimer(connect, reconnectDelay(attempt));
    attempt += 1;
  };

  connect();
  return () => {
    stopped = true;
    stopPolling();
    if (reconnect !== undefined) deps.clearTimer(reconnect);
    const ws = socket;
    socket = undefined;
    if (ws) closeSocket(ws);
  };
}
