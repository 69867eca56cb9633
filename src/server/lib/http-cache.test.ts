import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CachedBody, matchesTag, negotiateEncoding, precompress, sendCached } from './http-cache';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('answers the same again for a header it has seen, and past its bound of remembered headers', () => {
    const headers = Array.from({ length: 600 }, (_, i) => (i % 2 === 0 ? `gzip;q=0.${(i % 9) + 1}, x-${i}` : `br;q=0, x-${i}`));
    const first = headers.map((h) => negotiateEncoding(h));
    expect(first.slice(0, 2)).toEqual(['gzip', 'identity']);
    expect(headers.map((h) => negotiateEncoding(h))).toEqual(first);
    const long = `${'x-long;q=0.1, '.repeat(40)}gzip`;
    expect(negotiateEncoding(long)).toBe('gzip');
    expect(negotiateEncoding(long)).toBe('gzip');
  });
});

describe('matchesTag', () => {
  it('compares weakly, in a list, and matches *', () => {
    expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('*', 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesTag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('sendCached behind the compression plugin', () => {
  const app = Fastify();
  let big: CachedBody;
  let small: CachedBody;
  let bigText = '';
  beforeAll(async () => {
    bigText = JSON.stringify({ status: 'Success', items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `冷氣安裝 ${i}` })) });
    big = await precompress(bigText, 'application/json; charset=utf-8');
    small = await precompress('{"status":"Success"}', 'application/json; charset=utf-8');
    await app.register(compress, { threshold: 1024 });
    app.get('/big', (request, reply) => sendCached(request, reply, big));
    app.get('/small', (request, reply) => sendCached(request, reply, small));
    app.get('/varied', (request, reply) => sendCached(request, reply.header('vary', 'Cookie'), big));
    app.get('/varied-twice', (request, reply) => sendCached(request, reply.header('vary', 'accept-encoding'), big));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the precompressed body the client accepts, with its tag and Vary', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(big.etag);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload).toEqual(big.br);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigText);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigText);

    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigText);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('adds Accept-Encoding to a Vary the route set, once', async () => {
    expect((await app.inject({ url: '/big' })).headers.vary).toBe('Accept-Encoding');
    expect((await app.inject({ url: '/varied' })).headers.vary).toBe('Cookie, Accept-Encoding');
    expect((await app.inject({ url: '/varied-twice' })).headers.vary).toBe('accept-encoding');
  });

  it('answers 304 without a body when the client holds the tag', async () => {
    const res = await app.inject({ url: '/big', headers: { 'if-none-match': big.etag, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(big.etag);
    const stale = await app.inject({ url: '/big', headers: { 'if-none-match': small.etag } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends a small body uncompressed', async () => {
    expect(small.gzip).toBeUndefined();
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"status":"Success"}');
  });
});
