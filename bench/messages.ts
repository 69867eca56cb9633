// `npm run bench:messages`: message delivery latency over the socket. A consumer posts a
// message over HTTP (POST /api/messages/quote_conversation/{bid}.json); the time until the pro's
// open socket (GET /api/messages/socket) receives it is one sample. Messages go one at a time.
//
// PostgreSQL (when it answers): two copies of the server (src/server/main.ts, as in production)
// on one new database; the pro has a socket on each copy, so every message is timed on the copy
// that took the POST and on the other one, which hears it through LISTEN/NOTIFY.
// PGlite: one process is the whole deployment, so the app runs inside the bench process (the
// bench needs the database to create the accounts; the embedded database allows one process).
import { cpus } from 'node:os';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import type { Database } from '../src/server/db/schema';
import { seedCatalogue } from '../src/server/db/seed/catalogue-seed';
import { type MessageSocket, openMessageSocket, socketUrl } from '../src/server/features/messages/socket-client';
import { findCategory, findPlace, quotedConversation } from '../src/server/test/factories';
import { below, formatGoalsTable, type GoalRow, goalsSummary } from './lib/goals';
import { marketplaceApi, marketplaceEnv } from './lib/marketplace';
import { isReachable } from './lib/postgres';
import { makeDatabase, makeTempDir, releaseAll, releaseOnExit } from './lib/resources';
import { startServer } from './lib/server';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const WARMUP = 20;
/** Socket delivery p99, for every setup. */
const DELIVERY_P99_GOAL = below(25);

interface Figures {
  setup: string;
  samples: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figures(setup: string, samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    setup,
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)!),
  };
}

/** A consumer, a pro and a sent quote; returns what the timing loop needs. */
async function conversation(db: Kysely<Database>, baseUrl: string) {
  const server = { db, api: marketplaceApi(baseUrl) };
  const aircon = await findCategory(db, 'aircon-installation');
  const { cityId } = await findPlace(db, '臺北市', '大安區');
  return quotedConversation(server, aircon, cityId);
}

/**
 * Posts `count` messages one after another on `postUrl`; every socket must receive each. Returns
 * the delivery latencies per socket (ms from just before the POST to the socket's receipt).
 */
async function measure(postUrl: string, token: string, bidId: number, sockets: MessageSocket[], count: number): Promise<number[][]> {
  const api = marketplaceApi(postUrl);
  const latencies: number[][] = sockets.map(() => []);
  for (let i = 0; i < WARMUP + count; i += 1) {
    const started = performance.now();
    const arrivals = sockets.map((socket) => socket.nextMessage().then(() => performance.now() - started));
    const res = await api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', token, json: { message: `延遲測試訊息 ${i}` } });
    if (res.status !== 200) throw new Error(`posting answered ${res.status}: ${JSON.stringify(res.body)}`);
    const times = await Promise.all(arrivals);
    if (i >= WARMUP) {
      for (const [s, ms] of times.entries()) latencies[s]!.push(ms);
    }
  }
  return latencies;
}

// The benchmark posts hundreds of messages a minute in one conversation: lift the rate limit.
// Every conversation's request is posted from this one machine, so the per-IP request limit is lifted too.
const UNLIMITED_MESSAGES = { MESSAGES_PER_MINUTE: '100000', REQUESTS_PER_IP_PER_DAY: '1000000' };

async function onPglite(count: number): Promise<Figures[]> {
  const database = await connectDatabase({ dataDir: makeTempDir('bench-messages-') });
  await migrate(database.db, database.engine);
  await seedCatalogue(database.db);
  const config = loadConfig({ ...marketplaceEnv({ engine: 'pglite', dataDir: makeTempDir('bench-messages-data-') }), LOG_LEVEL: 'warn', ...UNLIMITED_MESSAGES });
  const app = await buildApp({ config, database });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { consumer, pro, bidId } = await conversation(database.db, baseUrl);
    const socket = await openMessageSocket(socketUrl(baseUrl), {}, pro.token);
    const [samples] = await measure(baseUrl, consumer.token, bidId, [socket], count);
    socket.close();
    return [figures('pglite, one process (client in the same process)', samples!)];
  } finally {
    await app.close();
    await database.close();
  }
}

async function onPostgres(adminUrl: string, count: number): Promise<Figures[]> {
  const databaseUrl = await makeDatabase(adminUrl, `bench_messages_${process.pid}`);
  const env = { ...marketplaceEnv({ engine: 'postgres', databaseUrl }), ...UNLIMITED_MESSAGES };
  const first = await startServer({ name: 'marketplace A (postgres)', script: 'src/server/main.ts', env, healthPath: '/api/health.json' });
  const second = await startServer({ name: 'marketplace B (postgres)', script: 'src/server/main.ts', env, healthPath: '/api/health.json' });
  const database = await connectDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { consumer, pro, bidId } = await conversation(database.db, first.baseUrl);
    const same = await openMessageSocket(socketUrl(first.baseUrl), {}, pro.token);
    const other = await openMessageSocket(socketUrl(second.baseUrl), {}, pro.token);
    const [sameCopy, otherCopy] = await measure(first.baseUrl, consumer.token, bidId, [same, other], count);
    same.close();
    other.close();
    return [figures('postgres, socket on the copy that took the POST', sameCopy!), figures('postgres, socket on another copy (LISTEN/NOTIFY)', otherCopy!)];
  } finally {
    await database.close();
    await first.stop();
    await second.stop();
  }
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_MESSAGES ?? 300);
  if (!Number.isInteger(count) || count < 10) throw new Error('BENCH_MESSAGES must be a whole number, at least 10');
  const candidate = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const results: Figures[] = [];
  console.error(`Message delivery latency, ${count} messages after ${WARMUP} unmeasured ones:`);
  results.push(...(await onPglite(count)));
  if (await isReachable(candidate)) results.push(...(await onPostgres(candidate, count)));
  else console.error('PostgreSQL did not answer: PGlite only.');
  console.log(`\nNode ${process.version}, ${cpus().length} CPUs, ${new Date().toISOString()}\n`);
  console.log('| setup | messages | p50 ms | p90 ms | p99 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of results) console.log(`| ${f.setup} | ${f.samples} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} |`);
  const goals: GoalRow[] = results.map((f) => ({ figure: 'socket message delivery, p99', where: f.setup, measured: f.p99, unit: 'ms', goal: DELIVERY_P99_GOAL }));
  console.log(`\n## Goal\n\n${formatGoalsTable(goals)}\n\n${goalsSummary(goals)}`);
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
