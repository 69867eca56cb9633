import type { ChildProcess } from 'node:child_process';
import { hasExited, spawnTracked, stopChild } from './children';
import { probe, sleep } from './http';
import { ROOT_DIR } from './paths';
import { freePort } from './ports';

const POLL_MS = 20;
const OUTPUT_KEPT = 16_384;

export interface ServerSpec {
  /** For messages: which server this is. */
  name: string;
  /** An entry relative to the repository root: JavaScript runs with plain `node`, TypeScript with `node --import tsx`. */
  script: string;
  /** The child's environment; PORT and HOST are added. */
  env: NodeJS.ProcessEnv;
  /** The path polled until it answers 200. */
  healthPath: string;
  timeoutMs?: number;
}

export interface RunningServer {
  name: string;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 from the health path. */
  startupMs: number;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Keeps the last few kilobytes a child printed, to explain a failed start. */
function captureOutput(child: ChildProcess): () => string {
  let kept = '';
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => kept;
}

/** Polls url every 20 ms until it answers 200; throws if the child exits or time runs out. */
async function waitUntilHealthy(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (hasExited(child)) throw new Error(`exited (code ${child.exitCode ?? child.signalCode}) before answering`);
    const answer = await probe(url, {}, 1000).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(POLL_MS);
  }
  throw new Error(`did not answer 200 on ${url} within ${timeoutMs} ms`);
}

/** Spawns a server on a free loopback port and resolves once its health path answers 200. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...spec.env, PORT: String(port), HOST: '127.0.0.1' };
  const started = performance.now();
  const args = spec.script.endsWith('.ts') ? ['--import', 'tsx', spec.script] : ['--enable-source-maps', spec.script];
  const child = spawnTracked(process.execPath, args, {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  try {
    await waitUntilHealthy(child, `${baseUrl}${spec.healthPath}`, spec.timeoutMs ?? 120_000);
  } catch (error) {
    await stopChild(child);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${spec.name} ${reason}\n--- its output ---\n${output()}`);
  }
  const startupMs = performance.now() - started;
  return { name: spec.name, baseUrl, startupMs, pid: child.pid ?? 0, stop: () => stopChild(child) };
}
