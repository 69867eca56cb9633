/** What one API call sends: the session, a JSON, form or raw body, extra headers. */
export interface ApiInit {
  method?: string;
  token?: string;
  cookie?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Another key than the client's; null sends none. */
  apiKey?: string | null;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // Callers read whatever the endpoint returns.
  body: Record<string, unknown>;
}

export interface ApiClientOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  apiPrefix: string;
  apiKey: string;
}

export type ApiCall = (path: string, init?: ApiInit) => Promise<ApiResponse>;

/**
 * Calls the API of a running server over real HTTP, as the browser does: the API key, zh-TW,
 * the session token or cookie, and the body as JSON or a form. The API tests (harness.ts) and the
 * bench both call the server through it.
 */
export function apiClient({ baseUrl, apiPrefix, apiKey }: ApiClientOptions): ApiCall {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { 'accept-language': 'zh-TW', ...init.headers };
    if (init.apiKey !== null) headers['x-api-key'] = init.apiKey ?? apiKey;
    if (init.token) headers['x-session-token'] = init.token;
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${baseUrl}${apiPrefix}${path}`, { method: init.method ?? 'GET', headers, body: body ?? null });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}
