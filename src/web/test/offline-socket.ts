/**
 * Unit tests never reach a server: in a DOM environment a page's WebSocket (a conversation's,
 * the inbox's or the header's) is one that never connects, so no test depends on whatever
 * listens on the test DOM's origin. Tests of the live side inject their own socket.
 */
class OfflineSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = OfflineSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
  }
  send(): void {}
  close(): void {
    this.readyState = OfflineSocket.CLOSED;
  }
}

if (typeof window !== 'undefined') {
  Object.defineProperty(globalThis, 'WebSocket', { value: OfflineSocket, writable: true, configurable: true });
}
