// The real server for browser tests: the shared one (global-setup) and the few files that need
// a server of their own (demo data, VAPID keys). Built web app, fresh embedded database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
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

/**
 * Starts `src/server/main.ts` on a free port of 127.0.0.1 with a data directory of its own, on
 * the embedded database whatever the shell exports; `env` adds to or overrides the settings.
 */
export async function startServer(options: {
  env?: NodeJS.ProcessEnv;
  dataPrefix: string;
  timeoutMs?: number;
  /** Runs with the server's settings on its new data directory before the server starts (e.g. a command that adds data). */
  prepare?: (env: NodeJS.ProcessEnv) => void;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), options.dataPrefix));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, ...options.env };
  delete env.DATABASE_URL;
  // The outbox API (/api/dev/outbox.json), which tests read codes and links from, is off in production.
  if (env.NODE_ENV === 'production') delete env.NODE_ENV;
  options.prepare?.(env);
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(baseUrl, child, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
