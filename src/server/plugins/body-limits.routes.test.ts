import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, TEST_API_KEY, type TestServer } from '../test/harness';
import { createSignedInUser } from '../test/factories';
import { pngOf, tempDataDir } from '../features/media/media.test-support';

const MIB = 1_048_576;
const BOUNDARY = 'exploitboundary7MA4YWxkTrZu0gW';

interface Streamed {
  status: number;
  body: Record<string, unknown>;
  /** Bytes the server let the client write before it answered. */
  sent: number;
}

/**
 * POSTs a multipart body of `parts` over real HTTP, written as the server reads it (no
 * content-length), and stops writing once the server answers or closes.
 */
function streamPost(url: string, headers: Record<string, string>, parts: Iterable<Buffer>): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'x-api-key': TEST_API_KEY,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(headers['content-length'] ? {} : { 'transfer-encoding': 'chunked' }),
        ...headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>, sent }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      for (const part of parts) {
        if (answered || req.destroyed) return;
        sent += part.length;
        if (!req.write(part)) await new Promise<void>((r) => req.once('drain', r).once('close', r));
      }
      if (!answered && !req.destroyed) req.end();
    };
    write().catch(() => undefined);
  });
}

const head = (name: string, filename?: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The review's exploit: `count` fields of 1 MiB each (one buffer, reused, so the client holds 1 MiB). */
function* manyLargeFields(count: number): Generator<Buffer> {
  const value = Buffer.alloc(MIB, 0x61);
  for (let i = 0; i < count; i += 1) {
    yield head(`f${i}`);
    yield value;
    yield Buffer.from('\r\n');
  }
  yield tail;
}

function* oneHugeField(mib: number): Generator<Buffer> {
  const chunk = Buffer.alloc(MIB, 0x62);
  yield head('User[email]');
  for (let i = 0; i < mib; i += 1) yield chunk;
  yield tail;
}

function* files(field: string, count: number, size: number): Generator<Buffer> {
  const chunk = Buffer.alloc(256 * 1024, 0x89);
  for (let i = 0; i < count; i += 1) {
    yield head(field, `f${i}.png`);
    for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield Buffer.from('\r\n');
  }
  yield tail;
}

const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

describe.each(ENGINES)('request body limits on %s', (engine) => {
  let server: TestServer;
  const data = tempDataDir();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  const url = (path: string) => `${server.baseUrl}${server.config.apiPrefix}${path}`;
  const zhTw = expect.stringMatching(/[\u4e00-\u9fff]/);

  it('refuses the exploit body (1000 fields of 1 MiB) on login at once, without holding it in memory', async () => {
    const before = memory();
    const res = await streamPost(url('/users/login.json'), {}, manyLargeFields(1000));
    const after = memory();
    expect([400, 413]).toContain(res.status);
    expect(res.body).toMatchObject({ status: 'Error', message: zhTw });
    // The server answered after the first oversized field, not after 1 GB.
    expect(res.sent).toBeLessThan(64 * MIB);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(16 * MIB);
    expect(after.rss - before.rss).toBeLessThan(64 * MIB);
  });

  it('refuses one huge field and too many fields', async () => {
    const huge = await streamPost(url('/users/login.json'), {}, oneHugeField(200));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ status: 'Error', error: 'body too large', message: zhTw });
    expect(huge.sent).toBeLessThan(64 * MIB);

    function* manySmall(): Generator<Buffer> {
      for (let i = 0; i < 5000; i += 1) yield Buffer.concat([head(`f${i}`), Buffer.from('x\r\n')]);
      yield tail;
    }
    const many = await streamPost(url('/users/login.json'), {}, manySmall());
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ error: 'body too large', message: zhTw });
  });

  it('refuses files on login and a body whose declared length is over the cap before reading it', async () => {
    const withFiles = await streamPost(url('/users/login.json'), {}, files('photo', 50, MIB));
    expect(withFiles.status).toBe(400);
    expect(withFiles.body).toMatchObject({ error: 'unable to upload', message: zhTw, fields: [{ field: 'photo', message: zhTw }] });
    expect(withFiles.sent).toBeLessThan(32 * MIB);

    const declared = await streamPost(url('/users/login.json'), { 'content-length': String(500 * MIB) }, oneHugeField(500));
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ error: 'body too large', message: zhTw });
    expect(declared.sent).toBeLessThan(16 * MIB);
  });

  it('refuses a guest on an upload route before reading the file, and stores nothing', async () => {
    const res = await streamPost(url('/user/edit_profile.json'), {}, files('avatar', 1, 9 * MIB));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    expect(res.sent).toBeLessThan(4 * MIB);
    expect(() => readdirSync(join(data.dir, 'uploads', 'avatars'))).toThrow();
  });

  it('refuses more files than an upload route takes, and still takes a normal upload', async () => {
    const { token } = await createSignedInUser(server.db);
    const two = await streamPost(url('/user/edit_profile.json'), { 'x-session-token': token }, files('avatar', 2, 1000));
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ error: 'unable to upload', fields: [{ field: 'avatar', message: zhTw }] });

    const over = await streamPost(url('/user/edit_profile.json'), { 'x-session-token': token }, files('avatar', 1, 10_000_001));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ error: 'file size over 10 MB', message: zhTw });

    const form = new FormData();
    form.append('first_name', '大同');
    form.append('avatar', new Blob([new Uint8Array(await pngOf(64, 64))], { type: 'image/png' }), 'me.png');
    const ok = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form });
    expect(ok.status).toBe(200);
    expect(ok.body.avatar).toBeTruthy();
  });
});
