// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_INTEGRATIONS } from '../../domain/integrations/integrations';
import { localeUrl } from '../i18n/namespaces';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, configureErrorReporting, isChunkLoadError, reloadOnceForChunk, reportClientError } from './client-errors';
import { loadIntegrations } from './integrations';

afterEach(() => {
  configureErrorReporting(null);
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('chunk failures', () => {
  it('recognises a chunk that did not load, in each browser’s words', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.tw/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('timed out after 120000 ms'))).toBe(true);
    expect(isChunkLoadError(new Error('the screen threw'))).toBe(false);
  });

  it('reloads once, and not again within the guard time', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadOnceForChunk(storage, reload, () => now)).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 10_000;
    expect(reloadOnceForChunk(storage, reload, () => now)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy may reload again.
    now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnceForChunk(storage, reload, () => now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('reporting a browser error', () => {
  it('sends the kind, message, stack, path and release once per failure, and answers the server’s reference', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ status: 'Success', reference: 'CE-0123456789AB' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchFn);
    configureErrorReporting({ apiBase: '/api', apiKey: 'k', release: '2026.11.26' });
    const error = new Error('boom');
    expect(await reportClientError('boundary', error, '/dashboard/works/3')).toBe('CE-0123456789AB');
    expect(await reportClientError('error', error, '/dashboard/works/3')).toBe('CE-0123456789AB');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client_errors.json');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe('k');
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'boundary', message: 'Error: boom', route: '/dashboard/works/3', release: '2026.11.26' });
  });

  it('answers null when the server refuses or cannot be reached, and sends nothing unconfigured', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ status: 'Error' }), { status: 429 }));
    vi.stubGlobal('fetch', fetchFn);
    expect(await reportClientError('error', new Error('a'))).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
    configureErrorReporting({ apiBase: '/api', apiKey: 'k', release: undefined });
    expect(await reportClientError('error', new Error('b'))).toBeNull();
  });
});

describe('third-party integrations in the browser', () => {
  it('loads nothing while none is configured, and each configured one’s script', () => {
    expect(loadIntegrations(NO_INTEGRATIONS)).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const added = loadIntegrations({ ...NO_INTEGRATIONS, gtmId: 'GTM-AB12CD3', heatmapId: '1234567' });
    expect(added).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'https://static.hotjar.com/c/hotjar-1234567.js?sv=6']);
    expect(Array.from(document.head.querySelectorAll('script')).map((s) => s.dataset.integration)).toEqual(['gtmId', 'heatmapId']);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer[0]).toMatchObject({ event: 'gtm.js' });
  });
});

describe('translation URLs', () => {
  it('carry the namespace’s content hash when known', () => {
    expect(localeUrl('zh-TW', 'pricing', { pricing: 'abc123' })).toBe('/locales/zh-TW/pricing.json?v=abc123');
    expect(localeUrl('zh-TW', 'dashboard')).toBe('/locales/zh-TW/dashboard.json');
  });
});
