import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dashboard from '../../../web/i18n/zh-TW/dashboard.json';
import pricing from '../../../web/i18n/zh-TW/pricing.json';
import { type CustomApp, startCustomApp } from '../../test/custom-app';
import { missingKeysPath } from './missing-keys';

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

async function post(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('translations served per namespace and language (/locales/{lng}/{ns}.json)', () => {
  let server: CustomApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'locales-dev-'));
  beforeAll(async () => {
    server = await startCustomApp({ NODE_ENV: 'development', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves each namespace from its file, with an ETag, and long-caches the URL that carries its content hash', async () => {
    const plain = await get(server.baseUrl, '/locales/zh-TW/pricing.json');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(plain.text)).toEqual(pricing);
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');

    const hash = etag!.slice(1, -1);
    const versioned = await get(server.baseUrl, `/locales/zh-TW/pricing.json?v=${hash}`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(versioned.text)).toEqual(pricing);

    const again = await get(server.baseUrl, '/locales/zh-TW/pricing.json', { 'if-none-match': etag! });
    expect(again.status).toBe(304);

    const board = await get(server.baseUrl, '/locales/zh-TW/dashboard.json');
    expect(JSON.parse(board.text)).toEqual(dashboard);
    expect(board.headers.get('etag')).not.toBe(etag);
  });

  it('answers an unsupported language in zh-TW, and an unknown namespace with 404', async () => {
    for (const lng of ['en', 'ja', 'zh-CN', 'xx-YY']) {
      const res = await get(server.baseUrl, `/locales/${lng}/dashboard.json`);
      expect(res.status, lng).toBe(200);
      expect(res.headers.get('content-language')).toBe('zh-TW');
      expect(JSON.parse(res.text)).toEqual(dashboard);
    }
    expect((await get(server.baseUrl, '/locales/zh-TW/secrets.json')).status).toBe(404);
    expect((await get(server.baseUrl, '/locales/zh-TW/..%2Fdashboard.json')).status).toBe(404);
  });

  it('collects missing keys in a file in development, keeping the ones already there', async () => {
    const first = await post(server.baseUrl, '/locales/add/zh-TW/dashboard', { 'home>missingOne': '缺少的字' });
    expect(first).toEqual({ status: 200, body: { status: 'Success', added: 1 } });
    await post(server.baseUrl, '/locales/add/zh-TW/dashboard', { 'home>missingOne': '缺少的字', 'home>missingTwo': '' });
    const file = missingKeysPath(dataDir, 'zh-TW', 'dashboard');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'home>missingOne': '缺少的字', 'home>missingTwo': '' });
  });

  it('refuses a bad missing-key call with a zh-TW message naming the field, and writes nothing', async () => {
    const badNs = await post(server.baseUrl, '/locales/add/zh-TW/secrets', { a: 'b' });
    expect(badNs.status).toBe(400);
    expect(badNs.body.message).toMatch(/ns：命名空間/);
    const badBody = await post(server.baseUrl, '/locales/add/zh-TW/pricing', ['x']);
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toMatch(/keys：/);
    expect(existsSync(missingKeysPath(dataDir, 'zh-TW', 'pricing'))).toBe(false);
  });
});

describe('the missing-key route in production', () => {
  let server: CustomApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'locales-prod-'));
  beforeAll(async () => {
    server = await startCustomApp({ NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1', API_KEY: 'production-api-key-0123456789', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused, and nothing is written', async () => {
    const res = await post(server.baseUrl, '/locales/add/zh-TW/dashboard', { 'home>missingOne': '缺少的字' });
    expect(res.status).toBe(404);
    expect(existsSync(missingKeysPath(dataDir, 'zh-TW', 'dashboard'))).toBe(false);
    // The translations themselves are served as usual.
    expect((await get(server.baseUrl, '/locales/zh-TW/dashboard.json')).status).toBe(200);
  });
});
