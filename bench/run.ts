// `npm run bench`: start-up times and throughput of the marketplace, next to bare Fastify.
import { cpus } from 'node:os';
import { measureAuth } from './auth';
import { ensureWebBuilt } from './lib/build';
import type { LoadSettings } from './lib/load';
import type { Storage } from './lib/marketplace';
import { fromRoot } from './lib/paths';
import { isReachable } from './lib/postgres';
import { type BenchResults, formatReport, writeResults } from './lib/report';
import { makeDatabase, makeTempDir, releaseAll, releaseOnExit } from './lib/resources';
import { measureStartups, type StartupFigure, timeOneStart } from './lib/startup';
import { measureHelloWorld, measureTargets, TARGETS, type ThroughputFigure } from './lib/throughput';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS_PATH = fromRoot('bench/results/latest.json');

function readSettings(): LoadSettings {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error('BENCH_SECONDS must be a number of seconds, at least 1');
  return { connections: 10, seconds, warmupSeconds: 2 };
}

function withoutPassword(url: string): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

/** PGlite in a new temp directory, and PostgreSQL in a new database when the server answers. */
async function prepareStorages(adminUrl: string | null): Promise<Storage[]> {
  const storages: Storage[] = [{ engine: 'pglite', dataDir: makeTempDir('bench-pglite-') }];
  if (adminUrl) storages.push({ engine: 'postgres', databaseUrl: await makeDatabase(adminUrl, `bench_${process.pid}`) });
  return storages;
}

/** One discarded start so tsx's transform cache is filled before anything is timed. */
async function primeServer(notes: string[]): Promise<void> {
  const ms = await timeOneStart({ engine: 'pglite', dataDir: makeTempDir('bench-prime-') });
  notes.push(`A first, untimed start (filling tsx's transform cache) took ${Math.round(ms)} ms.`);
}

async function main(): Promise<void> {
  const settings = readSettings();
  const notes: string[] = [];
  const webBuilt = await ensureWebBuilt();
  if (!webBuilt) notes.push('The web app could not be built, so the home page (GET /) was not measured.');
  const candidate = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const adminUrl = (await isReachable(candidate)) ? candidate : null;
  if (!adminUrl) notes.push(`PostgreSQL at ${withoutPassword(candidate)} was not reachable: PGlite only.`);
  const storages = await prepareStorages(adminUrl);

  console.error('Start-up:');
  await primeServer(notes);
  const startup: StartupFigure[] = [];
  for (const storage of storages) startup.push(...(await measureStartups(storage)));

  console.error('Throughput:');
  const helloWorld = await measureHelloWorld(settings);
  const targets = TARGETS.filter((target) => webBuilt || !target.needsWeb);
  const throughput: ThroughputFigure[] = [helloWorld];
  for (const storage of storages) {
    throughput.push(...(await measureTargets(storage, targets, settings, helloWorld.requestsPerSecond, notes)));
    throughput.push(...(await measureAuth(storage, settings, helloWorld.requestsPerSecond, notes)));
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    settings,
    postgres: adminUrl ? withoutPassword(adminUrl) : null,
    webBuilt,
    startup,
    throughput,
    notes,
  };
  console.log(`\n${formatReport(results)}\n`);
  writeResults(RESULTS_PATH, results);
  console.error(`Results written to ${RESULTS_PATH}`);
}

releaseOnExit();
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await releaseAll();
}
