import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { connectDatabase } from './db/connection';

const ROOT = resolve(import.meta.dirname, '../..');
const API_KEY = 'compiled-server-key';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function healthy(base: string, child: ChildProcess, output: () => string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}:\n${output()}`);
    if ((await fetch(`${base}/api/health.json`).catch(() => undefined))?.ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the compiled server did not answer in time:\n${output()}`);
}

// The bundle is built into a folder of its own under dist/ (half a second with esbuild), so a
// dist/app left by an older build, or a server running from it, does not matter. It must be
// inside the project: the packages it imports are found from its location.
describe('the compiled server (npm run build:server)', () => {
  const outDir = join(ROOT, 'dist', `app-test-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-data-'));
  let child: ChildProcess | undefined;
  let bundle = '';

  beforeAll(async () => {
    await buildServer(outDir);
    bundle = readFileSync(join(outDir, 'main.js'), 'utf8');
    // An existing data directory (the migrated template), as on every start but the first.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await connectDatabase({ dataDir: join(dataDir, 'pglite'), loadDataDir: template })).close();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child?.once('exit', done));
    }
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one ES module with a source map, the project code and plain packages inside, native ones outside, the heavy ones loaded only on use', () => {
    const map = JSON.parse(readFileSync(join(outDir, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
    expect(bundle).not.toMatch(/from\s*["']\.\.?\//);
    expect(bundle).not.toMatch(/from\s*"(fastify|zod|kysely|pg)"/);
    expect(bundle).toMatch(/from\s*"@node-rs\/argon2"/);
    // Loaded where they are needed: a start on PostgreSQL, with no upload, mail, push or docs yet, loads none of them.
    const onUse = ['@aws-sdk/client-s3', 'stripe', '@electric-sql/pglite', 'sharp', 'nodemailer', 'web-push', '@fastify/swagger', '@fastify/swagger-ui'];
    for (const name of onUse) {
      expect(bundle).not.toContain(`from "${name}"`);
      expect(bundle).toContain(`import("${name}")`);
    }
    const inputs = JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8')) as string[];
    expect(inputs).toContain('src/server/main.ts');
    expect(inputs.every((path) => existsSync(join(ROOT, path)))).toBe(true);
    expect(inputs).toContain('package-lock.json');
    expect(inputs.some((path) => path.includes('node_modules/'))).toBe(false);
  });

  it('starts with plain node on an existing data directory, reads the migrations and the catalogue, serves the translations from src/', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      API_KEY,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
    };
    let output = '';
    child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'main.js')], { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Seconds on an idle machine; the margin is for a busy one.
    await healthy(base, child, () => output, 100_000);
    expect(output).toContain('Marketplace ready');
    const cities = await fetch(`${base}/api/cities/index.json`, { headers: { 'x-api-key': API_KEY } });
    expect(cities.status).toBe(200);
    expect(((await cities.json()) as { cities: unknown[] }).cities.length).toBeGreaterThan(0);
    const locale = await fetch(`${base}/locales/zh-TW/dashboard.json`);
    expect(locale.status).toBe(200);
    child.kill('SIGTERM');
    expect(await new Promise((done) => child?.once('exit', done))).toBe(0);
  }, 120_000);
});
