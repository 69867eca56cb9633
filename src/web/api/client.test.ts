import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fixtures';
import { ApiError, createApiClient, NETWORK_ERROR_KEY } from './client';

function client(table: Record<string, [number, unknown]>) {
  const fetch = fakeFetch(table);
  const onSessionGone = vi.fn();
  const onToast = vi.fn();
  const api = createApiClient({ getConfig: () => ({ apiBase: '/api', apiKey: 'k-1' }), fetchFn: fetch.fn, onSessionGone, onToast });
  return { api, calls: fetch.calls, onSessionGone, onToast };
}

describe('the API client', () => {
  it('sends the API key, zh-TW and the session cookie, and unwraps the success envelope', async () => {
    const { api, calls } = client({ '/api/cities/index.json': [200, { status: 'Success', cities: [{ id: 1 }] }] });
    await expect(api.request('/cities/index.json')).resolves.toEqual({ cities: [{ id: 1 }] });
    const init = calls[0]!.init!;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'X-Api-Key': 'k-1', 'Accept-Language': 'zh-TW' });
  });

  it('sends JSON bodies with their content type', async () => {
    const { api, calls } = client({ '/api/x.json': [200, { status: 'Success' }] });
    await api.request('/x.json', { method: 'POST', body: { a: 1 } });
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
  });

  it('turns a 403 into "session gone" without a toast', async () => {
    const { api, onSessionGone, onToast } = client({ '/api/user/me.json': [403, { status: 'Error', error: 'invalid token', message: '登入已失效，請重新登入。' }] });
    const error = await api.request('/user/me.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session', status: 403, code: 'invalid token' });
    expect(onSessionGone).toHaveBeenCalledOnce();
    expect(onToast).not.toHaveBeenCalled();
  });

  it('leaves the session alone when a 403 is an expected answer for guests', async () => {
    const { api, onSessionGone } = client({ '/api/user/me.json': [403, { status: 'Error', error: 'invalid token', message: '' }] });
    await expect(api.request('/user/me.json', { guestOk: true })).rejects.toMatchObject({ kind: 'session' });
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it('rejects with the server code and zh-TW message and shows it as a toast', async () => {
    const { api, onToast } = client({ '/api/x.json': [409, { status: 'Error', error: 6, message: '這位專家已經報價過了。' }] });
    await expect(api.request('/x.json')).rejects.toMatchObject({ kind: 'server', status: 409, code: 6, message: '這位專家已經報價過了。' });
    expect(onToast).toHaveBeenCalledWith({ tone: 'error', text: '這位專家已經報價過了。' });
  });

  it('keeps field errors for the form instead of a toast', async () => {
    const fields = [{ field: 'email', message: 'Email 格式不正確' }];
    const { api, onToast } = client({ '/api/x.json': [400, { status: 'Error', error: 'invalid input', message: 'email：Email 格式不正確', fields }] });
    await expect(api.request('/x.json')).rejects.toMatchObject({ fields });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('keeps the server reference of an unexpected failure for support', async () => {
    const { api } = client({ '/api/x.json': [500, { status: 'Error', error: 'server error', message: '系統忙碌中', reference: 'req-9' }] });
    await expect(api.request('/x.json')).rejects.toMatchObject({ reference: 'req-9' });
  });

  it("keeps the session on the console's 403 forbidden: the operator is signed in, the role may not do it", async () => {
    const { api, onSessionGone } = client({ '/api/ops/x.json': [403, { status: 'Error', error: 'forbidden', message: '你的角色不能使用這項功能。' }] });
    await expect(api.request('/ops/x.json', { quiet: true })).rejects.toMatchObject({ kind: 'server', status: 403, code: 'forbidden' });
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  it("keeps a rate limit's Retry-After, so the form can say when to try again", async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ status: 'Error', error: 'rate_limited', message: '太多次了。' }), { status: 429, headers: { 'retry-after': '90' } })) as typeof fetch;
    const api = createApiClient({ getConfig: () => ({ apiBase: '/api', apiKey: 'k-1' }), fetchFn });
    await expect(api.request('/x.json', { quiet: true })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 90, message: '太多次了。' });
  });

  it('reports a network failure as a zh-TW toast by key', async () => {
    const { api, onToast } = client({});
    await expect(api.request('/x.json')).rejects.toMatchObject({ kind: 'network', status: 0, messageKey: NETWORK_ERROR_KEY });
    expect(onToast).toHaveBeenCalledWith({ tone: 'error', messageKey: NETWORK_ERROR_KEY });
  });

  it('stays quiet when the caller shows the error itself', async () => {
    const { api, onToast } = client({ '/api/x.json': [404, { status: 'Error', error: 'not found', message: '找不到' }] });
    await expect(api.request('/x.json', { quiet: true })).rejects.toMatchObject({ status: 404 });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('treats a 200 without the success envelope, or a body that is not JSON, as a failure', async () => {
    const { api } = client({ '/api/x.json': [200, { status: 'Error', error: 17, message: '已聯絡' }] });
    await expect(api.request('/x.json', { quiet: true })).rejects.toMatchObject({ code: 17 });
    const html = createApiClient({
      getConfig: () => ({ apiBase: '', apiKey: '' }),
      fetchFn: async () => new Response('<html>', { status: 502 }),
    });
    await expect(html.request('/y', { quiet: true })).rejects.toMatchObject({ status: 502, code: 502, messageKey: 'errors>unknown' });
  });
});
