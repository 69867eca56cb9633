import type { ApiInit, ApiResponse } from '../../src/server/test/harness';
import { BENCH_API_KEY } from './marketplace';

/** The API of a server at baseUrl, called the way the test factories call it. */
export function apiOf(baseUrl: string) {
  return async (path: string, init: ApiInit = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { 'x-api-key': BENCH_API_KEY, ...init.headers };
    if (init.token) headers['x-session-token'] = init.token;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${baseUrl}/api${path}`, { method: init.method ?? 'GET', headers, body: body ?? null });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}
