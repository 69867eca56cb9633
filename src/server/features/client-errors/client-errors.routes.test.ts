import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PER_MINUTE } from '../../../domain/client-errors/client-errors';
import { type CustomApp, startCustomApp } from '../../test/custom-app';
import { TEST_API_KEY } from '../../test/harness';
import { ClientErrorDesk, fingerprint } from './client-errors.service';

const report = (over: Record<string, unknown> = {}) => ({
  kind: 'error',
  message: 'TypeError: Cannot read properties of undefined (reading "price")',
  stack: 'TypeError: Cannot read properties of undefined\n    at QuoteCard (https://example.tw/assets/index-abc123.js:12:345)',
  route: '/dashboard/works/12',
  release: '2026.11.26-1',
  ...over,
});

describe('POST /api/client_errors.json', () => {
  let server: CustomApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(async () => {
    server = await startCustomApp({ LOG_LEVEL: 'info', RELEASE: 'server-7' }, { logStream: stream });
  });
  afterAll(() => server.close());

  const send = async (body: unknown, ip = '203.0.113.7') => {
    const res = await fetch(`${server.baseUrl}/api/client_errors.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY, 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'client error');

  it('answers a reference id and logs the report with its release and route', async () => {
    const res = await send(report());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Success', duplicate: 0 });
    expect(res.body.reference).toMatch(/^CE-[0-9A-F]{12}$/);
    const entry = logged().at(-1)!;
    expect(entry.clientError).toMatchObject({ reference: res.body.reference, route: '/dashboard/works/12', release: '2026.11.26-1', kind: 'error' });
    expect(entry.serverRelease).toBe('server-7');
  });

  it('deduplicates the same failure by fingerprint: one log line, the same reference', async () => {
    const before = logged().length;
    const a = await send(report({ message: 'RangeError: quote 17 out of range' }), '203.0.113.8');
    const b = await send(report({ message: 'RangeError: quote 18 out of range', route: '/dashboard/works/13' }), '203.0.113.9');
    expect(b.body.reference).toBe(a.body.reference);
    expect(b.body.duplicate).toBe(1);
    expect(logged().length).toBe(before + 1);
    const other = await send(report({ message: 'RangeError: something else entirely' }), '203.0.113.8');
    expect(other.body.reference).not.toBe(a.body.reference);
  });

  it('rate-limits one address with a zh-TW 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_ERRORS_PER_MINUTE; i++) statuses.push((await send(report({ message: `Error number ${'x'.repeat(i)}` }), '198.51.100.4')).status);
    expect(statuses.slice(0, CLIENT_ERRORS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await send(report(), '198.51.100.4');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(String(refused.body.message)).toMatch(/[\u4e00-\u9fff]/);
    // Another address is not held back.
    expect((await send(report(), '198.51.100.5')).status).toBe(200);
  });

  it('bounds the body: over-long fields are refused naming the field, a huge body is 413', async () => {
    const long = await send(report({ message: 'x'.repeat(1001) }), '192.0.2.1');
    expect(long.status).toBe(400);
    expect(String(long.body.message)).toContain('message');
    const badRoute = await send(report({ route: 'javascript:alert(1)' }), '192.0.2.1');
    expect(badRoute.status).toBe(400);
    expect(String(badRoute.body.message)).toContain('route');
    const huge = await send(report({ stack: 'y'.repeat(40_000) }), '192.0.2.1');
    expect(huge.status).toBe(413);
  });
});

describe('the client error desk', () => {
  it('fingerprints alike failures together: numbers and query strings aside', () => {
    const a = fingerprint({ kind: 'error', message: 'id 12 missing', stack: 'at x (https://a.tw/assets/i-1.js?v=1:3:4)' });
    const b = fingerprint({ kind: 'error', message: 'id 99 missing', stack: 'at x (https://a.tw/assets/i-1.js?v=2:3:4)' });
    expect(a).toBe(b);
    expect(fingerprint({ kind: 'chunk', message: 'id 12 missing' })).not.toBe(a);
  });

  it('forgets a fingerprint after the window and gives a new reference', () => {
    let now = 0;
    const desk = new ClientErrorDesk(() => now, 100, 1000);
    const r = { kind: 'error' as const, message: 'boom', route: '/' };
    const first = desk.receive('ip', r);
    now = 999;
    expect(desk.receive('ip', r)).toMatchObject({ kind: 'duplicate' });
    now = 61_000;
    const later = desk.receive('ip', r);
    expect(later.kind).toBe('new');
    expect(later).not.toMatchObject({ reference: (first as { reference: string }).reference });
  });
});
