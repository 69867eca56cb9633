/** What a fake API answers: a status and a JSON body, or 'network' for a lost connection. */
export type Answer = [number, unknown] | 'network';
/** An answer, or a function of the call's JSON body that makes one. */
export type Handler = Answer | ((body: Record<string, unknown> | undefined) => Answer);

/** One call the fake API received. */
export interface FakeCall {
  /** What the table was searched by. */
  key: string;
  url: string;
  method: string;
  /** The JSON body, if there was one. */
  body: Record<string, unknown> | undefined;
  /** The form, for an upload. */
  form?: FormData;
}

/** Keys a table by path (the default). */
export const byPath = (_method: string, url: string) => url;
/** Keys a table by "METHOD path", the path without the /api prefix. */
export const byMethod = (method: string, url: string) => `${method} ${url.replace(/^\/api/, '')}`;

/**
 * A fetch answering from a table, keyed by path or (with `byMethod`) by method and path, that
 * records every call; a call the table does not know fails like a lost network.
 */
export function fakeApi(table: Record<string, Handler>, keyOf: (method: string, url: string) => string = byPath) {
  const calls: FakeCall[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const key = keyOf(method, url);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ key, url, method, body, ...(init?.body instanceof FormData ? { form: init.body } : {}) });
    const handler = table[key];
    const answer = typeof handler === 'function' ? handler(body) : handler;
    if (!answer || answer === 'network') throw new TypeError(`Failed to fetch ${key}`);
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
  };
  return { fn: fn as typeof fetch, calls };
}
