import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The API key the server runs with, for tests that set up data through the API. */
    apiKey: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy in time');
}

/** Starts the real server (built web app, fresh embedded database) for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The browser tests always run on the embedded database, whatever the shell exports.
  const apiKey = 'e2e-local-api-key';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, API_KEY: apiKey };
  delete env.DATABASE_URL;
  // Each test makes the people and requests it needs; the demo marketplace would only add to them.
  env.SEED_DEMO_DATA = '0';
  // One browser and the fixtures call from one address, faster than any person.
  env.RATE_LIMIT_PER_MINUTE = '0';
  // Every browser test posts its requests to this one server from this one address.
  env.REQUESTS_PER_IP_PER_DAY = '100000';
  // One consumer posts eleven requests to fill two pages of projects.
  env.REQUESTS_PER_DAY = '100';
  // The outbox API (/api/dev/outbox.json), which the account tests read codes and links from, is off in production.
  if (env.NODE_ENV === 'production') delete env.NODE_ENV;
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('apiKey', apiKey);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
