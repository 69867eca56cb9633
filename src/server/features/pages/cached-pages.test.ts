import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUnverifiedReview, createProWithService, findCategory } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { helmetReference, withoutInlineSources } from './security-headers.test-support';

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A raw GET: fetch would decode the body, these tests read the bytes as sent. */
async function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) out.set(name, String(value));
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The text of each inline script the browser would run: no src, a JavaScript type. */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/\btype="(?!module|text\/javascript)/.test(attributes))
    .map(([, , text = '']) => text);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe.each(ENGINES)('cached public pages on %s', (engine) => {
  const server = useTestServer(engine, { web: true });
  let pro: Awaited<ReturnType<typeof createProWithService>>;
  beforeAll(async () => {
    const category = await findCategory(server.db, 'aircon-cleaning');
    pro = await createProWithService(server.db, { categoryIds: [category.id] });
  });

  it.each(['/', '/category/aircon-cleaning', '/genre/all'])('sends %s with an entity tag, and 304 when the browser holds it', async (path) => {
    const first = await get(server.baseUrl, path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get(server.baseUrl, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(server.baseUrl, path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('sends the same bytes compressed with brotli or gzip, each decompressing to the plain page', async () => {
    const plain = await get(server.baseUrl, '/category/aircon-cleaning');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await get(server.baseUrl, '/category/aircon-cleaning', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(server.baseUrl, '/category/aircon-cleaning', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
    expect(new Set([plain, br, gzip].map((a) => a.headers.get('etag'))).size).toBe(1);
    // The same compressed bytes for the next guest: nothing in them changes per request.
    expect((await get(server.baseUrl, '/category/aircon-cleaning', { 'accept-encoding': 'br' })).body.equals(br.body)).toBe(true);
  });

  it('allows each inline script of a cached page by its hash, with no nonce', async () => {
    for (const path of ['/', '/category/aircon-cleaning', `/service/${pro.service.id}`]) {
      const res = await get(server.baseUrl, path);
      const html = res.body.toString('utf8');
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const scripts = runnableInlineScripts(html);
      expect(scripts.length, path).toBeGreaterThanOrEqual(1);
      for (const text of scripts) expect(scriptSrc, path).toContain(sha256(text));
      expect(csp).not.toContain("'nonce-");
      expect(html).not.toContain('nonce=');
    }
  });

  it('carries the security headers @fastify/helmet gave pages per request, and the same policy but for its inline sources', async () => {
    const res = await get(server.baseUrl, '/category/aircon-cleaning');
    const { 'content-security-policy': csp = '', ...expected } = await helmetReference(server.config);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(8);
    for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
    expect(withoutInlineSources(res.headers.get('content-security-policy') ?? '')).toEqual(withoutInlineSources(csp));
  });

  it('answers an unknown page 404 from the cache, compressed, without a tag to revalidate', async () => {
    const res = await get(server.baseUrl, '/category/no-such-category', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    expect(gunzipSync(res.body).toString('utf8')).toContain('window.__PRELOADED_STATE__=');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/);
  });

  it('shows an edited profile and a new review on the next request, under a new tag', async () => {
    const path = `/service/${pro.service.id}`;
    const before = await get(server.baseUrl, path);
    expect(before.status).toBe(200);
    const edit = await server.api(`/quote_services/edit/${pro.service.id}.json`, { method: 'POST', token: pro.token, form: { display_name: '快取測試冷氣王' } });
    expect(edit.status).toBe(200);
    const edited = await get(server.baseUrl, path, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(edited.status).toBe(200);
    expect(edited.body.toString('utf8')).toContain('快取測試冷氣王');
    await addUnverifiedReview(server.db, pro.service.id, 5, '快取之後的新評價');
    const reviewed = await get(server.baseUrl, path, { 'if-none-match': edited.headers.get('etag') ?? '' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.toString('utf8')).toContain('快取之後的新評價');
  });
});
