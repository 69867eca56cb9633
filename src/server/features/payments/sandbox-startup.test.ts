import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isWebBuilt } from '../pages';

const ROOT = resolve(import.meta.dirname, '../../../..');
const API_KEY = 'somekey123';
const BANNER = '測試付款模式';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

/** `npm start` as a deployment runs it: the real entry point in a process of its own, production settings. */
function startServer(port: number, extra: Record<string, string>): Started {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-startup-'));
  dataDirs.push(dataDir);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    API_KEY,
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ALLOW_OUTBOX_IN_PRODUCTION: '1',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: '0',
    ...extra,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 100));
  }
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a production server and sandbox payments', () => {
  it('refuses to start without payment keys: exit code 1 and one stderr line naming the variables', async () => {
    const started = startServer(await freePort(), {});
    const code = await started.exit;
    expect(code).not.toBe(0);
    const lines = started.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: /);
    expect(lines[0]).toContain('CARD_PROVIDER: ');
    expect(lines[0]).toContain('ECPAY_MERCHANT_ID: ');
    expect(lines[0]).toContain('ALLOW_SANDBOX_PAYMENTS=1');
  }, 60_000);

  it('refuses CARD_PROVIDER=stripe without keys rather than falling back to the sandbox, even with the demo flag', async () => {
    const started = startServer(await freePort(), { ALLOW_SANDBOX_PAYMENTS: '1', CARD_PROVIDER: 'stripe' });
    expect(await started.exit).not.toBe(0);
    const lines = started.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('STRIPE_SECRET_KEY: is required when CARD_PROVIDER=stripe');
  }, 60_000);

  it('starts with ALLOW_SANDBOX_PAYMENTS=1, warns in the log, and tells every page to show the sandbox banner', async () => {
    const port = await freePort();
    const started = startServer(port, { ALLOW_SANDBOX_PAYMENTS: '1' });
    await until(() => started.stdout().includes('Marketplace ready') || started.child.exitCode !== null, 90_000);
    expect(started.stderr()).toBe('');
    const warning = started
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.msg.includes('ALLOW_SANDBOX_PAYMENTS=1'));
    expect(warning?.level).toBe(40);

    const base = `http://127.0.0.1:${port}`;
    const config = await fetch(`${base}/api/new/v1/tap_pay/config.json`, { headers: { 'x-api-key': API_KEY } });
    expect(await config.json()).toMatchObject({ mode: 'sandbox' });
    if (isWebBuilt()) {
      const page = await (await fetch(`${base}/`)).text();
      expect(page).toContain('"sandboxPayments":true');
      expect(page).toContain(BANNER);
    }
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
  }, 120_000);
});
