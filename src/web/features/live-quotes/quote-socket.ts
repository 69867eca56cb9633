import { closeSocket, reconnectDelay } from '../messages';

/** A quote arrived on one of the consumer's requests (the message socket's `quote` event). */
export interface QuoteArrived {
  quote_bid_id: number;
  quote_request_id: number;
}

export function parseQuoteEvent(text: string): QuoteArrived | undefined {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (data.type === 'quote' && typeof data.quote_bid_id === 'number' && typeof data.quote_request_id === 'number') {
      return { quote_bid_id: data.quote_bid_id, quote_request_id: data.quote_request_id };
    }
  } catch {
    // not an event of ours
  }
  return undefined;
}

/**
 * Listens on the message socket for arriving quotes, reconnecting with backoff; `onReady`
 * runs each time the socket is (back) up, so a page can catch up on what it missed.
 * Returns the function that closes it for good.
 */
export function listenForQuotes(url: string, handlers: { onQuote: (event: QuoteArrived) => void; onReady: () => void }): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      if (message.data.includes('"ready"')) {
        attempt = 0;
        handlers.onReady();
        return;
      }
      const event = parseQuoteEvent(message.data);
      if (event) handlers.onQuote(event);
    };
    ws.onclose = () => {
      if (socket !== ws || stopped) return;
      socket = undefined;
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (socket) closeSocket(socket);
    socket = undefined;
  };
}
