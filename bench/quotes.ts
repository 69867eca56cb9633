// `npm run bench:quotes`: quotes sent per second. Pros answer their leads with
// POST /api/quote_bids/change_status/rating/{id}.json - each call checks the lead, takes the fee
// from the pro's wallet as a ledger entry and records the quote in one transaction.
//
// On PostgreSQL (a new database, the server as in production in a child process). Two runs:
// leads spread over many pros (many wallets), and every lead of one pro (one wallet, whose row
// lock serialises the fees: the worst case the ledger allows).
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { connectDatabase } from '../src/server/db/connection';
import { createSession } from '../src/server/features/auth/sessions.repository';
import { atLeast, formatGoalsTable, type GoalRow, goalsSummary } from './lib/goals';
import { BENCH_API_KEY, marketplaceEnv } from './lib/marketplace';
import { isReachable } from './lib/postgres';
import { makeDatabase, releaseAll, releaseOnExit } from './lib/resources';
import { startServer } from './lib/server';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const LEADS = Number(process.env.BENCH_QUOTES ?? 2000);
/** Quotes with their fee per second, leads spread over many pros; one wallet's run is shown for information. */
const QUOTES_GOAL = atLeast(500);

type Db = Awaited<ReturnType<typeof connectDatabase>>['db'];

interface Lead {
  bidId: number;
  token: string;
}

/** `pros` pros serving Taipei, one consumer, `leads` requests each with one lead, wallets topped up. */
async function prepare(db: Db, pros: number, leads: number, tag: string): Promise<Lead[]> {
  const category = await db.selectFrom('quote_categories').select('id').where('slug', '=', 'aircon-installation').executeTakeFirstOrThrow();
  const place = await db
    .selectFrom('districts as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['c.id as city_id', 'd.id as district_id'])
    .where('c.name', '=', '臺北市')
    .where('d.name', '=', '大安區')
    .executeTakeFirstOrThrow();
  const consumer = await db
    .insertInto('users')
    .values({ username: `bench-consumer-${tag}`, email: `bench-consumer-${tag}@example.com`, first_name: '測試', last_name: '王', is_phone_confirmed: true, phone: null, password_hash: null, avatar_thumb_url: null, avatar_original_url: null, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const proRows: { userId: number; serviceId: number; token: string }[] = [];
  for (let i = 0; i < pros; i++) {
    const user = await db
      .insertInto('users')
      .values({ username: `bench-pro-${tag}-${i}`, email: `bench-pro-${tag}-${i}@example.com`, first_name: '師傅', last_name: '陳', is_phone_confirmed: true, phone: null, password_hash: null, avatar_thumb_url: null, avatar_original_url: null, deleted_at: null, signup_role: 'pro' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const service = await db.insertInto('quote_services').values({ user_id: user.id, slug: `bench-${tag}-${i}-${randomBytes(3).toString('hex')}`, title: '冷氣安裝' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('quote_service_categories').values({ quote_service_id: service.id, quote_category_id: category.id }).execute();
    // Credit for every fee, as one grant in the ledger.
    await db.insertInto('wallets').values({ user_id: user.id, balance: 10_000_000 }).execute();
    await db.insertInto('wallet_entries').values({ user_id: user.id, transaction_type: 36, amount: 10_000_000, balance_after: 10_000_000, note: 'bench' }).execute();
    const { token } = await createSession(db, user.id, { deviceId: 'bench-quotes' });
    proRows.push({ userId: user.id, serviceId: service.id, token });
  }
  const out: Lead[] = [];
  for (let start = 0; start < leads; start += 500) {
    const batch = Array.from({ length: Math.min(500, leads - start) }, (_, i) => start + i);
    const requests = await db
      .insertInto('quote_requests')
      .values(
        batch.map((i) => ({
          user_id: consumer.id,
          quote_category_id: category.id,
          city_id: place.city_id,
          district_id: place.district_id,
          description: `效能測試需求 ${i}`,
          hash_digest: `bench-${tag}-${i}-${randomBytes(6).toString('hex')}`,
        })),
      )
      .returning('id')
      .execute();
    const bids = await db
      .insertInto('quote_bids')
      .values(
        requests.map((r, i) => {
          const pro = proRows[(start + i) % proRows.length]!;
          return { quote_request_id: r.id, quote_service_id: pro.serviceId, user_id: pro.userId };
        }),
      )
      .returning(['id', 'user_id'])
      .execute();
    for (const b of bids) out.push({ bidId: b.id, token: proRows.find((p) => p.userId === b.user_id)!.token });
  }
  await sql`analyze`.execute(db);
  return out;
}

/** Sends every lead's quote with `connections` in flight; returns quotes/s and latencies. */
async function send(baseUrl: string, leads: Lead[], connections: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < leads.length) {
      const lead = leads[next++]!;
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/quote_bids/change_status/rating/${lead.bidId}.json`, {
        method: 'POST',
        headers: { 'x-api-key': BENCH_API_KEY, 'x-session-token': lead.token, 'content-type': 'application/json' },
        body: JSON.stringify({ rating_type: 'flat', flat_rate_at: 3600, price_note: '含標準安裝' }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! * 10) / 10;
  return { perSecond: Math.round(leads.length / seconds), p50: at(0.5), p99: at(0.99), failures };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!(await isReachable(adminUrl))) {
    console.error(`PostgreSQL at ${adminUrl} did not answer; set BENCH_DATABASE_URL.`);
    process.exitCode = 1;
    return;
  }
  const databaseUrl = await makeDatabase(adminUrl, `bench_quotes_${process.pid}`);
  // The server migrates and seeds the catalogue as it starts.
  const server = await startServer({ name: 'marketplace (postgres)', script: 'src/server/main.ts', env: marketplaceEnv({ engine: 'postgres', databaseUrl }), healthPath: '/api/health.json' });
  const database = await connectDatabase({ databaseUrl, poolSize: 2 });
  try {
    const rows: string[] = [];
    const spread = await prepare(database.db, 100, LEADS, 'spread');
    const a = await send(server.baseUrl, spread, CONNECTIONS);
    rows.push(`| ${LEADS} leads over 100 pros | ${CONNECTIONS} | ${a.perSecond} | ${a.p50} | ${a.p99} | ${a.failures} |`);
    const single = await prepare(database.db, 1, Math.min(LEADS, 1000), 'single');
    const b = await send(server.baseUrl, single, CONNECTIONS);
    rows.push(`| ${single.length} leads of one pro (one wallet) | ${CONNECTIONS} | ${b.perSecond} | ${b.p50} | ${b.p99} | ${b.failures} |`);
    const { balance_ok } = await sql<{ balance_ok: boolean }>`
      select bool_and(w.balance = (select sum(e.amount) from wallet_entries e where e.user_id = w.user_id)) as balance_ok from wallets w`
      .execute(database.db)
      .then((r) => r.rows[0]!);
    console.log(`\nQuotes sent per second on PostgreSQL - Node ${process.version}, ${cpus().length} CPUs, ${new Date().toISOString()}\n`);
    console.log('| leads | in flight | quotes/s | p50 ms | p99 ms | failures |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log(`\nEvery wallet equals the sum of its ledger entries: ${balance_ok ? 'yes' : 'NO'}`);
    const where = `postgres, ${CONNECTIONS} in flight`;
    const goals: GoalRow[] = [
      { figure: 'quotes sent with fee per second, leads over 100 pros', where, measured: a.perSecond, unit: 'per-second', goal: QUOTES_GOAL },
      { figure: 'quotes sent with fee per second, one pro (one wallet)', where, measured: b.perSecond, unit: 'per-second', goal: null },
    ];
    console.log(`\n## Goal\n\n${formatGoalsTable(goals)}\n\n${goalsSummary(goals)}`);
  } finally {
    await database.close();
    await server.stop();
  }
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
