import WebSocket from 'ws';

/** A WebSocket client of /api/messages/socket for tests and the benchmark. */

export type SocketEvent = Record<string, unknown> & { type: string };

export interface MessageSocket {
  /** The next event the server pushed (after `ready`), in order. */
  next(): Promise<SocketEvent>;
  /** Events of type `message` only, in order. */
  nextMessage(): Promise<SocketEvent>;
  close(): void;
  ws: WebSocket;
}

/** The socket URL of a server's base URL (http://host:port) and API prefix. */
export function socketUrl(baseUrl: string, prefix = '/api'): string {
  return new URL(`${prefix}/messages/socket`, baseUrl.replace(/^http/, 'ws')).toString();
}

/**
 * Opens the socket, signed in by `token` (offered as the subprotocols `session, <token>`) or by
 * the headers; resolves once the server says `ready`, rejects with the HTTP status if refused.
 */
export function openMessageSocket(url: string, headers: Record<string, string> = {}, token?: string): Promise<MessageSocket> {
  return new Promise((resolve, reject) => {
    const ws = token ? new WebSocket(url, ['session', token], { headers }) : new WebSocket(url, { headers });
    const queue: SocketEvent[] = [];
    const waiters: ((event: SocketEvent) => void)[] = [];
    let ready = false;
    const next = () =>
      new Promise<SocketEvent>((done) => {
        const queued = queue.shift();
        if (queued) done(queued);
        else waiters.push(done);
      });
    const nextMessage = async (): Promise<SocketEvent> => {
      for (;;) {
        const event = await next();
        if (event.type === 'message') return event;
      }
    };
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === 'pong') return;
      const event = JSON.parse(text) as SocketEvent;
      if (!ready && event.type === 'ready') {
        ready = true;
        resolve({ next, nextMessage, close: () => ws.close(), ws });
        return;
      }
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else queue.push(event);
    });
    ws.on('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`socket refused: ${response.statusCode}`), { statusCode: response.statusCode }));
      ws.terminate();
    });
    ws.on('error', (error) => {
      if (!ready) reject(error);
    });
  });
}
