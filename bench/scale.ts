// `npm run bench:scale`: latency and throughput of discovery and request creation on the scale
// data (scripts/scale-data.ts) in PostgreSQL. BENCH_DATABASE_URL must point at that database.
//
//   createdb -h 127.0.0.1 -U postgres bench_scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_scale npm run scale-data
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_scale npm run bench:scale
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../src/server/db/connection';
import { createSession } from '../src/server/features/auth/sessions.repository';
import { TEST_ADDRESS, TEST_DESTINATION } from '../src/server/test/factories';
import { ensureBuilt } from './lib/build';
import { atLeast, below, formatGoalsTable, type Goal, type GoalRow, goalsSummary, judgeAll } from './lib/goals';
import { BENCH_API_KEY, startMarketplace } from './lib/marketplace';
import { fromRoot } from './lib/paths';
import { markdownTable } from './lib/markdown';
import { releaseAll, releaseOnExit } from './lib/resources';
import { type SampledRequest, type SampleSettings, type SampleSummary, sample } from './lib/sampler';

const RESULTS_PATH = fromRoot('bench/results/scale-latest.json');
const BENCH_CONSUMERS = 200;
// Per run, so two runs on one database neither share nor delete each other's consumers.
const CONSUMER_PREFIX = `bench_scale_consumer_${process.pid}_`;
/** Unique phone numbers per run: 09 01-99 (from the process id) and six digits. */
const phoneOf = (i: number) => `+8869${String((process.pid % 99) + 1).padStart(2, '0')}${String(i).padStart(6, '0')}`;
const SEARCH_WORDS = ['冷氣', '清潔', '搬家', '水電', '師傅', '工作室', '家教', '攝影', '設計', '維修', '陳', '林', '晴光', '安心', '專業團隊'];

/** The goal of a target: its p95 latency, or requests per second. */
type Measure = 'p95' | 'rate';

interface Target {
  name: string;
  next: (i: number) => SampledRequest;
  measure: Measure;
  goal: Goal;
}

interface Figure extends SampleSummary {
  target: string;
  measure: Measure;
  goal: Goal;
}

const API_P95_GOAL = below(30);
const PAGE_P95_GOAL = below(50);
const CREATION_GOAL = atLeast(200);

/** A target whose requests failed has no figure to judge (the notes give the first failure). */
function goalRow(f: Figure, connections: number): GoalRow {
  const where = `${connections} connections`;
  const valid = f.failures === 0;
  return f.measure === 'p95'
    ? { figure: `${f.target}, p95`, where, measured: valid ? f.p95Ms : null, unit: 'ms', goal: f.goal }
    : { figure: `${f.target}, per second`, where, measured: valid ? f.requestsPerSecond : null, unit: 'per-second', goal: f.goal };
}

function readSettings(): SampleSettings {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error('BENCH_SECONDS must be a number of seconds, at least 1');
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  if (!Number.isInteger(connections) || connections < 1) throw new Error('BENCH_CONNECTIONS must be a whole number, at least 1');
  return { connections, seconds, warmupSeconds: 2 };
}

function withoutPassword(url: string): string {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL database filled by `npm run scale-data` (see bench/README.md).');
    process.exitCode = 1;
    return;
  }
  const settings = readSettings();
  const handle = await connectDatabase({ databaseUrl: url, poolSize: 2 });
  const db = handle.db;
  const notes: string[] = [];
  try {
    const scale = await db.selectFrom('users').select('id').where('username', '=', 'scale_pro_1').executeTakeFirst();
    if (!scale) throw new Error(`${withoutPassword(url)} holds no scale data: run npm run scale-data against it first.`);
    const sizes = await sql<{ pros: number; requests: number; bids: number }>`select
      (select count(*) from quote_services)::int as pros, (select count(*) from quote_requests)::int as requests,
      (select count(*) from quote_bids)::int as bids`.execute(db);
    const size = sizes.rows[0]!;
    const webBuilt = await ensureBuilt();
    if (!webBuilt) notes.push('The web app could not be built, so the pages were not measured.');

    const categories = await db
      .selectFrom('quote_categories')
      .select(['id', 'slug', 'name'])
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    const fields = await db
      .selectFrom('quote_form_fields')
      .select(['id', 'quote_category_id', 'type', 'options', 'is_required'])
      .where('is_active', '=', true)
      .where('is_required', '=', true)
      .execute();
    const cities = await db.selectFrom('cities').select(['id', 'slug', 'name']).orderBy('display_order').execute();
    const districts = await db.selectFrom('districts').select(['city_id', 'name']).orderBy('id').execute();
    const places = districts.map((d) => ({ city: cities.find((c) => c.id === d.city_id)!, district: d.name }));

    // Consumers of the bench's own with verified phones and sessions, removed at the end.
    await db.deleteFrom('users').where('username', 'like', `${CONSUMER_PREFIX}%`).execute();
    const consumers = await db
      .insertInto('users')
      .values(
        Array.from({ length: BENCH_CONSUMERS }, (_, i) => ({
          username: `${CONSUMER_PREFIX}${i}`,
          email: `${CONSUMER_PREFIX}${i}@example.com`,
          password_hash: null,
          phone: phoneOf(i),
          is_phone_confirmed: true,
          is_activated: true,
          avatar_thumb_url: null,
          avatar_original_url: null,
          deleted_at: null,
          address: null,
          activated_at: null,
          partner_channel: null,
          referral_hash: null,
          password_changed_at: null,
        })),
      )
      .returning('id')
      .execute();
    const tokens: string[] = [];
    for (const c of consumers) tokens.push((await createSession(db, c.id, { deviceId: 'bench-scale' })).token);

    // Every request comes from this one address and 200 consumers: lift the daily request limits.
    const server = await startMarketplace({ engine: 'postgres', databaseUrl: url }, { REQUESTS_PER_DAY: '100000', REQUESTS_PER_IP_PER_DAY: '1000000' });
    const base = server.baseUrl;
    const api = { 'x-api-key': BENCH_API_KEY };
    const page = { accept: 'text/html' };
    // Visits spread over many distinct URLs, so most answers are computed, not served from a cache.
    const searchTerms = [...SEARCH_WORDS, ...categories.map((c) => c.name)];
    const targets: Target[] = [
      {
        name: 'GET /api/quote_services/search.json (word, city, page 1-3)',
        measure: 'p95',
        goal: API_P95_GOAL,
        next: (i) => {
          const term = searchTerms[i % searchTerms.length]!;
          const city = cities[Math.floor(i / searchTerms.length) % cities.length]!;
          const pageNo = 1 + (Math.floor(i / (searchTerms.length * cities.length)) % 3);
          return { url: `${base}/api/quote_services/search.json?q=${encodeURIComponent(term)}&city=${city.slug}&page=${pageNo}`, headers: api };
        },
      },
      {
        name: 'GET /api/quote_services/search.json (word only)',
        measure: 'p95',
        goal: API_P95_GOAL,
        next: (i) => {
          const term = searchTerms[i % searchTerms.length]!;
          const pageNo = 1 + (Math.floor(i / searchTerms.length) % 5);
          return { url: `${base}/api/quote_services/search.json?q=${encodeURIComponent(term)}&page=${pageNo}`, headers: api };
        },
      },
      {
        name: 'GET /api/quote_services/nearme/{category}.json?city=',
        measure: 'p95',
        goal: API_P95_GOAL,
        next: (i) => {
          const category = categories[i % categories.length]!;
          const city = cities[Math.floor(i / categories.length) % cities.length]!;
          return { url: `${base}/api/quote_services/nearme/${category.slug}.json?city=${city.slug}`, headers: api };
        },
      },
    ];
    if (webBuilt) {
      targets.push(
        {
          name: 'GET /pro-search/{category}?q= (page)',
          measure: 'p95',
          goal: PAGE_P95_GOAL,
          next: (i) => {
            const category = categories[i % categories.length]!;
            const term = SEARCH_WORDS[Math.floor(i / categories.length) % SEARCH_WORDS.length]!;
            return { url: `${base}/pro-search/${category.slug}?q=${encodeURIComponent(term)}`, headers: page };
          },
        },
        {
          name: 'GET /nearme/{category}/{city} (page)',
          measure: 'p95',
          goal: PAGE_P95_GOAL,
          next: (i) => {
            const category = categories[i % categories.length]!;
            const city = cities[Math.floor(i / categories.length) % cities.length]!;
            return { url: `${base}/nearme/${category.slug}/${city.slug}`, headers: page };
          },
        },
      );
    }
    targets.push({
      name: 'POST /api/quote_requests/search_add.json (create and match)',
      measure: 'rate',
      goal: CREATION_GOAL,
      next: (i) => {
        const category = categories[(i * 7) % categories.length]!;
        const place = places[(i * 13) % places.length]!;
        const form = new URLSearchParams({
          quote_category_id: String(category.id),
          city: place.city.name,
          district: place.district,
          // On-site work needs a street address, a move where it goes: sent always, as the request form does.
          address: TEST_ADDRESS,
          ...TEST_DESTINATION,
          description: '測試需求：希望本週可以安排，謝謝。',
          'when[day_label]': 'nextWeek',
        });
        form.append('when[day_slots][]', '2');
        for (const f of fields.filter((x) => x.quote_category_id === category.id)) {
          const name = `QuoteFormSubmissionField[${f.id}]`;
          if (f.type === 'number') form.append(name, '2');
          else if (f.type === 'date') form.append(name, new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
          else if (f.type === 'single_choice' || f.type === 'multiple_choice') form.append(name, String(f.options[0]));
          else form.append(name, '詳見說明');
        }
        return {
          url: `${base}/api/quote_requests/search_add.json`,
          method: 'POST',
          headers: { ...api, 'x-session-token': tokens[i % tokens.length]!, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        };
      },
    });

    const figures: Figure[] = [];
    try {
      for (const target of targets) {
        console.error(`  ${target.name} ...`);
        const figure: Figure = { target: target.name, measure: target.measure, goal: target.goal, ...(await sample(target.next, settings)) };
        figures.push(figure);
        if (figure.firstFailure) notes.push(`${target.name}: ${figure.failures} failures; the first: ${figure.firstFailure}`);
      }
    } finally {
      await server.stop();
    }
    const rows = figures.map((f) => [
      f.target,
      String(f.requests),
      f.requestsPerSecond.toFixed(0),
      f.p50Ms.toFixed(1),
      f.p95Ms.toFixed(1),
      f.p99Ms.toFixed(1),
      String(f.failures),
    ]);
    const goals = figures.map((f) => goalRow(f, settings.connections));
    const report = [
      `# Scale benchmark, ${new Date().toISOString()}`,
      `Node ${process.version}, ${process.platform} ${process.arch}, ${cpus().length} CPUs; PostgreSQL ${withoutPassword(url)} with ${size.pros} services, ${size.requests} requests, ${size.bids} bids.`,
      `${settings.connections} concurrent connections, ${settings.seconds} s per target after a ${settings.warmupSeconds} s warm-up; latency in milliseconds.`,
      '## Goals',
      formatGoalsTable(goals),
      goalsSummary(goals),
      '## All figures',
      markdownTable(['target', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failures'], rows, [1, 2, 3, 4, 5, 6]),
      ...(notes.length > 0 ? ['## Notes', notes.map((n) => `- ${n}`).join('\n')] : []),
    ].join('\n\n');
    console.log(`\n${report}\n`);
    mkdirSync(dirname(RESULTS_PATH), { recursive: true });
    const results = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, settings, size, figures, goals: judgeAll(goals), notes };
    writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`);
    console.error(`Results written to ${RESULTS_PATH}`);
  } finally {
    // The bench's consumers go, and with them the requests and leads it created.
    await db.deleteFrom('users').where('username', 'like', `${CONSUMER_PREFIX}%`).execute();
    await handle.close();
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
