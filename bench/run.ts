// `npm run bench`: every figure of the performance goals in one run, each next to its goal:
// start-up, throughput as a ratio to bare Fastify measured in the same run, p99 at 50
// connections, logins per second, first-load JavaScript, LCP, and the server's memory in a soak.
import { cpus } from 'node:os';
import { ensureBuilt } from './lib/build';
import { firstLoadJavaScript } from './lib/bundle';
import { completeFixtures, FIXTURE_CATEGORY, type Fixtures, seedAccounts } from './lib/fixtures';
import { measureLcp } from './lib/lcp';
import type { LoadSettings } from './lib/load';
import { type Engine, type Storage, startMarketplace } from './lib/marketplace';
import { fromRoot } from './lib/paths';
import { isReachable } from './lib/postgres';
import { type BenchResults, formatReport, writeResults } from './lib/report';
import { makeDatabase, makeTempDir, releaseAll, releaseOnExit } from './lib/resources';
import { P99_CONNECTIONS, P99_KEYS, RATIO_CONNECTIONS, runGoalRows, SOAK_CONNECTIONS } from './lib/run-goals';
import type { RunningServer } from './lib/server';
import { measureSoak, type SoakFigure } from './lib/soak';
import { measureStartups, type StartupFigure, timeOneStart } from './lib/startup';
import { marketplaceTargets, measureHelloWorld, measureTargets, type Target, type ThroughputFigure, withServer } from './lib/throughput';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS_PATH = fromRoot('bench/results/latest.json');
const LCP_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: `/category/${FIXTURE_CATEGORY}` },
];

function readSeconds(name: string, fallback: number, minimum: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number of seconds, at least ${minimum}`);
  return value;
}

function readSettings(): LoadSettings & { soakSeconds: number } {
  const seconds = readSeconds('BENCH_SECONDS', 10, 1);
  return { connections: RATIO_CONNECTIONS, seconds, warmupSeconds: 2, soakSeconds: readSeconds('BENCH_SOAK_SECONDS', 300, 0) };
}

function withoutPassword(url: string): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** PGlite in a new temp directory, and PostgreSQL in a new database when the server answers. */
async function prepareStorages(adminUrl: string | null): Promise<Storage[]> {
  const storages: Storage[] = [{ engine: 'pglite', dataDir: makeTempDir('bench-pglite-') }];
  if (adminUrl) storages.push({ engine: 'postgres', databaseUrl: await makeDatabase(adminUrl, `bench_${process.pid}`) });
  return storages;
}

/** One discarded start so the files the server reads are in the system's cache before anything is timed. */
async function primeServer(notes: string[]): Promise<void> {
  const ms = await timeOneStart({ engine: 'pglite', dataDir: makeTempDir('bench-prime-') });
  notes.push(`A first, untimed start (reading the compiled server and its packages into the file cache) took ${Math.round(ms)} ms.`);
}

interface EngineRun {
  figures: ThroughputFigure[];
  targets: Target[];
  lcp: BenchResults['lcp'];
}

async function measureLcpOn(server: RunningServer, notes: string[]): Promise<BenchResults['lcp']> {
  try {
    const measured = await measureLcp(server.baseUrl, LCP_PAGES);
    return LCP_PAGES.map((p) => ({ ...p, lcpMs: measured.find((m) => m.name === p.name)?.lcpMs ?? null }));
  } catch (error) {
    notes.push(`LCP was not measured: ${reason(error)}`);
    return LCP_PAGES.map((p) => ({ ...p, lcpMs: null }));
  }
}

/** The bench's data, then one server: every target at 10 connections; on the goal engine also the API calls at 50 and LCP. */
async function measureEngine(storage: Storage, isGoal: boolean, webBuilt: boolean, baseline: number, settings: LoadSettings, notes: string[]): Promise<EngineRun> {
  const accounts = await seedAccounts(storage);
  return withServer(startMarketplace(storage), async (server) => {
    const fixtures: Fixtures = await completeFixtures(server.baseUrl, accounts);
    if (fixtures.proWorkCount < 1) notes.push(`${storage.engine}: the pro's work list is empty (matching gave no lead).`);
    const targets = marketplaceTargets(fixtures).filter((t) => webBuilt || !t.needsWeb);
    const figures = await measureTargets(server, storage.engine, targets, settings, baseline, notes, true);
    if (!isGoal) return { figures, targets, lcp: [] };
    const apiCalls = targets.filter((t) => P99_KEYS.includes(t.key));
    figures.push(...(await measureTargets(server, storage.engine, apiCalls, { ...settings, connections: P99_CONNECTIONS }, baseline, notes)));
    const lcp = webBuilt ? await measureLcpOn(server, notes) : LCP_PAGES.map((p) => ({ ...p, lcpMs: null }));
    return { figures, targets, lcp };
  });
}

/** A fresh server on the goal engine under a mix of the targets (no logins: they only add sessions). */
async function soak(storage: Storage, targets: Target[], seconds: number, notes: string[]): Promise<SoakFigure | null> {
  if (seconds <= 0) {
    notes.push('The memory soak was skipped (BENCH_SOAK_SECONDS=0).');
    return null;
  }
  const mix = targets.filter((t) => t.key !== 'login' && t.key !== 'health');
  console.error(`Memory soak: ${seconds} s at ${SOAK_CONNECTIONS} connections on ${storage.engine} ...`);
  try {
    return await withServer(startMarketplace(storage), (server) => measureSoak(server, mix, seconds, SOAK_CONNECTIONS));
  } catch (error) {
    notes.push(`The memory soak failed: ${reason(error)}`);
    return null;
  }
}

async function bundleFigures(webBuilt: boolean, notes: string[]): Promise<BenchResults['bundle']> {
  if (!webBuilt) return null;
  try {
    return await firstLoadJavaScript();
  } catch (error) {
    notes.push(`First-load JavaScript was not measured: ${reason(error)}`);
    return null;
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  const notes: string[] = [];
  const webBuilt = await ensureBuilt();
  if (!webBuilt) notes.push('The web app could not be built, so the pages, the bundle and LCP were not measured.');
  const candidate = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const adminUrl = (await isReachable(candidate)) ? candidate : null;
  if (!adminUrl) notes.push(`PostgreSQL at ${withoutPassword(candidate)} was not reachable: PGlite only, and the goals are judged on it.`);
  const storages = await prepareStorages(adminUrl);
  const goalStorage = storages.find((s) => s.engine === 'postgres') ?? storages[0]!;
  const goalEngine: Engine = goalStorage.engine;

  console.error('Start-up:');
  await primeServer(notes);
  const startup: StartupFigure[] = [];
  for (const storage of storages) startup.push(...(await measureStartups(storage)));

  console.error('Throughput:');
  const helloWorld = await measureHelloWorld(settings);
  const throughput: ThroughputFigure[] = [helloWorld];
  let lcp: BenchResults['lcp'] = [];
  let soakTargets: Target[] = [];
  for (const storage of storages) {
    const isGoal = storage === goalStorage;
    try {
      const run = await measureEngine(storage, isGoal, webBuilt, helloWorld.requestsPerSecond, settings, notes);
      throughput.push(...run.figures);
      if (isGoal) ({ lcp, targets: soakTargets } = run);
    } catch (error) {
      notes.push(`${storage.engine}: the throughput bench failed: ${reason(error)}`);
    }
  }
  if (lcp.length === 0) lcp = LCP_PAGES.map((p) => ({ ...p, lcpMs: null }));
  const bundle = await bundleFigures(webBuilt, notes);
  const soakFigure = soakTargets.length > 0 ? await soak(goalStorage, soakTargets, settings.soakSeconds, notes) : null;

  const engines = storages.map((s) => s.engine);
  const goals = runGoalRows({ goalEngine, engines, startup, throughput, bundle, lcp, soak: soakFigure });
  const results: BenchResults = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    settings,
    postgres: adminUrl ? withoutPassword(adminUrl) : null,
    goalEngine,
    webBuilt,
    startup,
    throughput,
    bundle,
    lcp,
    soak: soakFigure,
    goals,
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
  console.error(reason(error));
  process.exitCode = 1;
} finally {
  await releaseAll();
}
