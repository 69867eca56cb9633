import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { precompress, uncompressed } from '../../lib/http-cache';
import { type CachedPage, PageCache } from './page-cache';
import { encodedPage } from './send-page';

const LIMITS = { ttlMs: 60_000, maxPages: 100, maxBytes: 10_000_000 };

async function pageOf(html: string): Promise<CachedPage> {
  return { status: 200, body: await precompress(html, 'text/html; charset=utf-8'), csp: "default-src 'self'" };
}

/** A render that counts its calls. */
function counting(html: string) {
  const render = async () => {
    render.calls += 1;
    return pageOf(html);
  };
  render.calls = 0;
  return render;
}

describe('the page cache', () => {
  it('shares one render between concurrent misses and serves hits from memory', async () => {
    const cache = new PageCache(LIMITS);
    const render = counting('<p>home</p>');
    const pages = await Promise.all([cache.get('/', 'v1', render), cache.get('/', 'v1', render), cache.get('/', 'v1', render)]);
    expect(render.calls).toBe(1);
    expect(new Set(pages).size).toBe(1);
    await cache.get('/', 'v1', render);
    expect(render.calls).toBe(1);
  });

  it('renders again when the data version changes, keeping one entry per URL', async () => {
    const cache = new PageCache(LIMITS);
    const first = await cache.get('/service/1', '#p1', () => pageOf('<p>before</p>'));
    const second = await cache.get('/service/1', '#p2', () => pageOf('<p>after</p>'));
    expect(second.body.raw.toString()).toBe('<p>after</p>');
    expect(second.body.etag).not.toBe(first.body.etag);
    expect(cache.size.pages).toBe(1);
    expect(cache.size.bytes).toBe(second.body.raw.length);
  });

  it('renders again after the time to live', async () => {
    const cache = new PageCache({ ...LIMITS, ttlMs: 0 });
    const render = counting('<p>x</p>');
    await cache.get('/', '', render);
    await cache.get('/', '', render);
    expect(render.calls).toBe(2);
  });

  it('does not keep a failed render', async () => {
    const cache = new PageCache(LIMITS);
    await expect(cache.get('/', '', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const render = counting('<p>back</p>');
    expect((await cache.get('/', '', render)).body.raw.toString()).toBe('<p>back</p>');
    expect(render.calls).toBe(1);
  });

  it('drops the least recently used page past the page limit', async () => {
    const cache = new PageCache({ ...LIMITS, maxPages: 2 });
    const a = counting('<p>a</p>');
    await cache.get('/a', '', a);
    await cache.get('/b', '', counting('<p>b</p>'));
    await cache.get('/a', '', a);
    await cache.get('/c', '', counting('<p>c</p>'));
    expect(cache.size.pages).toBe(2);
    const b = counting('<p>b</p>');
    await cache.get('/a', '', a);
    await cache.get('/b', '', b);
    expect(a.calls).toBe(1);
    expect(b.calls).toBe(1);
  });

  it('keeps the raw, gzip and brotli bytes of all pages under the byte limit', async () => {
    const big = `<p>${'好'.repeat(3000)}</p>`;
    const one = await pageOf(big);
    const perPage = one.body.raw.length + (one.body.gzip?.length ?? 0) + (one.body.br?.length ?? 0);
    const cache = new PageCache({ ...LIMITS, maxBytes: perPage * 3 });
    for (let i = 0; i < 10; i += 1) await cache.get(`/p${i}`, '', () => pageOf(big));
    expect(cache.size.pages).toBe(3);
    expect(cache.size.bytes).toBe(perPage * 3);
  });

  it('compresses a page in an encoding only when a client first asks for it, once, and counts those bytes too', async () => {
    const html = `<p>${'好'.repeat(3000)}</p>`;
    const cache = new PageCache(LIMITS);
    const page = await cache.get('/x', '', async () => ({ status: 200, body: uncompressed(html, 'text/html; charset=utf-8'), csp: '' }));
    const raw = page.body.raw.length;
    expect(cache.size.bytes).toBe(raw);
    expect(page.encoded?.size ?? 0).toBe(0);
    const gz = await encodedPage(page, 'gzip');
    expect(gunzipSync(gz).toString('utf8')).toBe(html);
    expect(await encodedPage(page, 'gzip')).toBe(gz);
    expect([...(page.encoded?.keys() ?? [])]).toEqual(['gzip']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size.bytes).toBe(raw + gz.length);
  });
});
