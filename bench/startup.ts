// `npm run bench:startup`: how long the server takes from process start until
// GET /api/health.json answers 200, on an existing PGlite data directory with the demo
// marketplace already loaded, run from source with tsx and compiled with plain node.
// BENCH_STARTS (default 5) starts of each; the median, fastest and slowest are printed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build';
import { hasExited, stopChild } from './lib/children';
import { probe, sleep } from './lib/http';
import { ROOT_DIR } from './lib/paths';
import { freePort } from './lib/ports';
import { markdownTable } from './lib/markdown';

const POLL_MS = 10;

interface Way {
  name: string;
  args: string[];
}

const WAYS: Way[] = [
  { name: 'source with tsx (`node --import tsx src/server/main.ts`)', args: ['--import', 'tsx', 'src/server/main.ts'] },
  { name: 'compiled (`node --enable-source-maps dist/app/main.js`)', args: ['--enable-source-maps', 'dist/app/main.js'] },
  { name: 'npm start launcher (`node scripts/start.js`)', args: ['scripts/start.js'] },
];

/** Starts one server on dataDir; resolves with the milliseconds until health answered and the child. */
async function timeStart(args: string[], dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: '1' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/api/health.json`;
  while (performance.now() - started < 180_000) {
    if (hasExited(child)) throw new Error(`${args.join(' ')} exited with ${child.exitCode ?? child.signalCode}`);
    if ((await probe(url, {}, 1000).catch(() => undefined))?.status === 200) return { ms: performance.now() - started, child };
    await sleep(POLL_MS);
  }
  await stopChild(child);
  throw new Error(`${args.join(' ')} did not answer within 180 s`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const starts = Number(process.env.BENCH_STARTS ?? 5);
  if (!Number.isInteger(starts) || starts < 1) throw new Error('BENCH_STARTS must be a whole number, at least 1');
  if (!(await ensureBuilt())) throw new Error('npm run build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    console.error('Loading the demo marketplace into a new data directory...');
    const first = await timeStart(WAYS[1]!.args, dataDir);
    await stopChild(first.child);
    const times = new Map<string, number[]>(WAYS.map((way) => [way.name, []]));
    // Interleaved, so a busy moment of the machine does not fall on one way only.
    for (let i = 0; i < starts; i++) {
      for (const way of WAYS) {
        const { ms, child } = await timeStart(way.args, dataDir);
        await stopChild(child);
        times.get(way.name)!.push(ms);
        console.error(`  ${way.name}: ${Math.round(ms)} ms`);
      }
    }
    const rows = WAYS.map((way) => {
      const ms = times.get(way.name)!;
      return [way.name, String(Math.round(median(ms))), String(Math.round(Math.min(...ms))), String(Math.round(Math.max(...ms)))];
    });
    console.log(`Start-up until /api/health.json answers, existing PGlite data directory with the demo marketplace, ${starts} starts each\n`);
    console.log(markdownTable(['how', 'median ms', 'fastest ms', 'slowest ms'], rows));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
