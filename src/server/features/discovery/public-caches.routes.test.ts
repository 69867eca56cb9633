import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Engine } from '../../db/connection';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { seedCatalogue } from '../../db/seed/catalogue-seed';
import { createSession } from '../auth/sessions.repository';
import { createManyPros, createPublicPro } from '../../test/factories';
import { ENGINES, openTestDatabase, startCopy, TEST_API_KEY } from '../../test/harness';

interface Copy {
  baseUrl: string;
  close(): Promise<void>;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (fetch would decompress them). */
  body: Buffer;
}

function get(copy: Copy, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${copy.baseUrl}/api${path}`, { headers: { 'x-api-key': TEST_API_KEY, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function post(copy: Copy, path: string, token: string, json: unknown): Promise<number> {
  const res = await fetch(`${copy.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'x-api-key': TEST_API_KEY, 'x-session-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  await res.arrayBuffer();
  return res.status;
}

const text = async (copy: Copy, path: string) => (await get(copy, path)).body.toString('utf8');

/** Reads until `expected` shows (the other copy hears of a change through NOTIFY), for at most 2 s. */
async function eventually(read: () => Promise<string>, expected: string): Promise<string> {
  const until = Date.now() + 2000;
  let body = await read();
  while (!body.includes(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    body = await read();
  }
  return body;
}

/** Two copies on one database: on PGlite one handle, on PostgreSQL one pool each on one schema. */
async function startTwoCopies(engine: Engine): Promise<{ copies: [Copy, Copy]; db: Kysely<Database>; close(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openTestDatabase(engine);
    const copies: [Copy, Copy] = [await startCopy(database), await startCopy(database)];
    return { copies, db: database.db, close: async () => {
      for (const copy of copies) await copy.close();
      await database.close();
    } };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handles = [await connectDatabase({ databaseUrl: url, schema, poolSize: 3 }), await connectDatabase({ databaseUrl: url, schema, poolSize: 3 })];
  await migrate(handles[0]!.db, 'postgres');
  await seedCatalogue(handles[0]!.db);
  const copies: [Copy, Copy] = [await startCopy(handles[0]!, { DATABASE_URL: url }), await startCopy(handles[1]!, { DATABASE_URL: url })];
  return {
    copies,
    db: handles[0]!.db,
    close: async () => {
      for (const copy of copies) await copy.close();
      for (const handle of handles) await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

describe.each(ENGINES)('public answers served from memory on %s', (engine) => {
  let two: Awaited<ReturnType<typeof startTwoCopies>>;
  let pro: Awaited<ReturnType<typeof createPublicPro>>;
  let token: string;

  beforeAll(async () => {
    two = await startTwoCopies(engine);
    pro = await createPublicPro(two.db, { title: '快取測試水電行', categorySlugs: ['plumbing-electrical'], areas: [['臺北市', '大安區']] });
    token = (await createSession(two.db, pro.user.id)).token;
    // Enough pros that the lists are worth compressing.
    await createManyPros(two.db, 8, 'plumbing-electrical', '臺北市');
  });
  afterAll(() => two.close());

  it('tags the catalogue with an ETag and answers 304 to it', async () => {
    const [a] = two.copies;
    const first = await get(a, '/quote_categories/index.json');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(a, '/quote_categories/index.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(a, '/quote_categories/index.json', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it.each([
    '/quote_categories/index.json',
    '/quote_categories/tree.json',
    '/quote_categories/plumbing-electrical.json',
    '/cities/index.json',
    '/price_guides/index.json',
    '/quote_services/list.json',
    '/quote_services/nearme/plumbing-electrical.json?city=taipei-city',
  ])('sends %s in brotli and gzip with the same bytes as the plain body', async (path) => {
    const [a, b] = two.copies;
    const plain = await get(a, path);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(a, path, { 'accept-encoding': 'br' });
    const gz = await get(b, path, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Both copies built the same bytes, so their tags agree.
    expect(gz.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ status: 'Success' });
  });

  it('does not keep a 404', async () => {
    const [a] = two.copies;
    expect((await get(a, '/quote_categories/no-such-category.json')).status).toBe(404);
    expect((await get(a, '/quote_services/view/999999.json')).status).toBe(404);
  });

  it('shows a pro’s change made through the API at once on the same copy and within 2 s on the other', async () => {
    const [a, b] = two.copies;
    const profile = `/quote_services/view/${pro.service.id}.json`;
    const list = '/quote_services/nearme/plumbing-electrical.json?city=taipei-city&district=大安區';
    const before = await get(a, profile);
    expect(before.status).toBe(200);
    await text(b, profile);
    await text(b, list);
    expect(await post(a, `/quote_service_faqs/add/${pro.service.id}.json`, token, { question: '週末有營業嗎？', answer: '週六上午有。' })).toBe(200);
    const atA = await get(a, profile);
    expect(atA.body.toString('utf8')).toContain('週末有營業嗎？');
    expect(atA.headers.etag).not.toBe(before.headers.etag);
    expect(await eventually(() => text(b, profile), '週末有營業嗎？')).toContain('週末有營業嗎？');
    // Lists show the services' own fields: a new title reaches both copies' lists.
    expect(await post(a, `/quote_services/edit/${pro.service.id}.json`, token, { display_name: '快取測試水電行二店' })).toBe(200);
    expect(await text(a, list)).toContain('快取測試水電行二店');
    expect(await eventually(() => text(b, list), '快取測試水電行二店')).toContain('快取測試水電行二店');
  });

  it('shows a catalogue or content change made in the database on every copy within 2 s', async () => {
    const [a, b] = two.copies;
    await text(a, '/quote_categories/plumbing-electrical.json');
    await text(b, '/price_guides/index.json');
    await two.db.updateTable('quote_categories').set({ name: '水電工程（新）' }).where('slug', '=', 'plumbing-electrical').execute();
    expect(await eventually(() => text(a, '/quote_categories/plumbing-electrical.json'), '水電工程（新）')).toContain('水電工程（新）');
    expect(await eventually(() => text(b, '/price_guides/index.json'), '水電工程（新）')).toContain('水電工程（新）');
    await two.db.insertInto('site_pages').values({ slug: 'cache-check', title: '快取檢查', body: '[]' }).execute();
    expect(await eventually(() => text(b, '/site_pages/cache-check.json'), '快取檢查')).toContain('快取檢查');
  });
});
