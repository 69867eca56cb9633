// `npm run scale-data`: fills the PostgreSQL database at DATABASE_URL with scale data for the
// benchmarks (bench/scale.ts): 100,000 pros with a service each, 200,000 consumers, 1,000,000
// requests and 5,000,000 bids, with quotes, reviews and the per-service figures. Everything
// is made by set-based SQL (generate_series, INSERT ... SELECT) in a few statements, then
// ANALYZE. Meant for an empty database made for the purpose; it refuses to run twice.
//
//   createdb -h 127.0.0.1 -U postgres bench_scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_scale npm run scale-data
//
// SCALE_PROS, SCALE_REQUESTS and SCALE_BIDS_PER_REQUEST change the sizes (defaults 100000,
// 1000000 and 5); consumers are a fifth of the requests.
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seedCatalogue } from '../src/server/db/seed/catalogue-seed';
import { BRAND_WORDS, GIVEN_NAMES, SURNAMES } from '../src/server/db/seed/demo/names';
import { CITY_WEIGHT } from '../src/server/db/seed/demo/plan';
import { GENERIC_REVIEWS } from '../src/server/db/seed/demo/texts';

function sizeFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

const PROS = sizeFromEnv('SCALE_PROS', 100_000, 1_000);
const REQUESTS = sizeFromEnv('SCALE_REQUESTS', 1_000_000, 1_000);
const BIDS_PER_REQUEST = sizeFromEnv('SCALE_BIDS_PER_REQUEST', 5, 1);
const CONSUMERS = Math.max(100, Math.floor(REQUESTS / 5));
/** Requests whose bids one statement writes. */
const BID_CHUNK = 200_000;

// The same per-row triggers the demo seed turns off inside its transaction, for the same
// reasons: the services are new, and the rating figures are written here in one statement.
// Writing the figures sets each service's rank_score through their own trigger, one UPDATE per
// service, and each of those would raise the pro lists' version (one row, 100,000 times in one
// transaction); that trigger is off too and the version is raised once at the end.
// The services' category_ids and city_ids (0059) would be rewritten by each of the four inserts
// of categories and areas, leaving three dead versions of every service; they are filled once.
const BULK_TRIGGERS = [
  ['quote_service_categories', 'quote_service_categories_touch'],
  ['quote_service_categories', 'quote_service_categories_places_ins'],
  ['quote_service_areas', 'quote_service_areas_touch'],
  ['quote_service_areas', 'quote_service_areas_places_ins'],
  ['reviews', 'reviews_stats_sync'],
  ['quote_services', 'quote_services_pros_version'],
] as const;

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('scale-data runs on PostgreSQL only: set DATABASE_URL (see the header of scripts/scale-data.ts).');
  process.exit(1);
}

const started = performance.now();
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
await migrate(handle.db, handle.engine);
await seedCatalogue(handle.db);
await handle.close();

const client = new pg.Client({ connectionString: config.databaseUrl });
await client.connect();

async function step(label: string, statements: string | string[], params: unknown[] = []): Promise<void> {
  const t = performance.now();
  for (const statement of Array.isArray(statements) ? statements : [statements]) {
    // Each statement gets the parameters up to the highest $n it uses.
    const used = Math.max(0, ...[...statement.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    await client.query(statement, params.slice(0, used));
  }
  console.log(`${label.padEnd(58)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
}

/** Runs the statements in one transaction with the bulk triggers of the given tables off. */
async function withoutBulkTriggers(label: string, tables: string[], statements: string[], params: unknown[] = []): Promise<void> {
  const triggers = BULK_TRIGGERS.filter(([table]) => tables.includes(table));
  await step(label, [
    'begin',
    ...triggers.map(([table, trigger]) => `alter table ${table} disable trigger ${trigger}`),
    ...statements,
    ...triggers.map(([table, trigger]) => `alter table ${table} enable trigger ${trigger}`),
    'commit',
  ], params);
}

try {
  const taken = await client.query(`select 1 from users where username = 'scale_pro_1'`);
  if (taken.rowCount) throw new Error('This database already holds the scale data (user scale_pro_1 exists). Use a new database.');
  console.log(`Scale data: ${PROS} pros, ${CONSUMERS} consumers, ${REQUESTS} requests, ${REQUESTS * BIDS_PER_REQUEST} bids.`);

  // City slots weighted by size, the districts of each city, the categories in id order.
  const cities = (await client.query<{ id: number; slug: string }>('select id, slug from cities order by id')).rows;
  const citySlots = cities.flatMap((c) => Array<number>(Math.max(1, Math.round((CITY_WEIGHT[c.slug] ?? 1) * 10))).fill(c.id));
  await step('helpers (weighted cities, districts, categories)', [
    'select setseed(0.2026)',
    `create temp table scale_city_districts as
       select city_id, array_agg(id order by id) as ids from districts group by city_id`,
    `create temp table scale_categories as
       select row_number() over (order by id)::int as n, id, slug, name, genre_id, price_hint_type, price_hint_low, price_hint_high, price_hint_unit, is_popular
       from quote_categories where is_active`,
  ]);
  const categories = (await client.query<{ n: number; is_popular: boolean }>('select n, is_popular from scale_categories order by n')).rows;
  const categoryCount = categories.length;
  // Ids are given explicitly (base + number), so no statement has to look rows up again.
  const bases = (
    await client.query<{ users: number; services: number; requests: number }>(`select
      (select coalesce(max(id), 0) from users)::int as users, (select coalesce(max(id), 0) from quote_services)::int as services,
      (select coalesce(max(id), 0) from quote_requests)::int as requests`)
  ).rows[0]!;
  const categorySlots = categories.flatMap((c) => Array<number>(c.is_popular ? 3 : 1).fill(c.n));
  const groups = categoryCount * cities.length;

  // Pros: the first five of every (category, city) pair in turn, so each place has pros in every
  // category; the rest by the cities' weights, popular categories three times as often.
  await step('pros: plan', [
    `create temp table scale_pros as
       select g as n,
         case when g <= ${groups * 5} then 1 + ((g - 1) / 5) % ${categoryCount}
              else ($3::int[])[1 + floor(random() * ${categorySlots.length})::int] end as category_n,
         case when g <= ${groups * 5} then ($1::int[])[1 + ((g - 1) / 5) / ${categoryCount}]
              else ($2::int[])[1 + floor(random() * ${citySlots.length})::int] end as city_id,
         now() - (30 + floor(random() * 1100)::int) * interval '1 day' as created,
         ${bases.users} + g as user_id, ${bases.services} + g as service_id, null::integer as district_id, 0 as rn
       from generate_series(1, ${PROS}) g`,
    `update scale_pros p set district_id = d.ids[1 + floor(random() * cardinality(d.ids))::int]
       from scale_city_districts d where d.city_id = p.city_id`,
    'create index on scale_pros (n)',
  ], [cities.map((c) => c.id), citySlots, categorySlots]);
  await step('pros: users', [
    `insert into users (id, username, email, first_name, last_name, is_activated, activated_at, signup_role, created, modified)
       overriding system value
       select user_id, 'scale_pro_' || n, 'scale-pro-' || n || '@example.com',
         ($1::text[])[1 + (n * 7) % cardinality($1::text[])], ($2::text[])[1 + (n * 13) % cardinality($2::text[])],
         true, created, 'pro', created, created
       from scale_pros order by n`,
  ], [GIVEN_NAMES, SURNAMES]);
  await step('pros: services (search text filled by trigger)', [
    `insert into quote_services (id, user_id, slug, title, description, city_id, district_id, latitude, longitude,
         years_in_business, is_verified, created, modified)
       overriding system value
       select p.service_id, p.user_id, c.slug || '-s' || p.n,
         ($1::text[])[1 + (p.n * 11) % cardinality($1::text[])] || c.name ||
           (array['工作室', '工程行', '有限公司', '專業團隊'])[1 + p.n % 4],
         '專注' || c.name || ' ' || (3 + p.n % 20) || ' 年，服務' || ci.name || '全區。報價透明，準時到府，完工後提供保固。',
         p.city_id, p.district_id, 22 + random() * 3.2, 120 + random() * 1.9,
         1 + p.n % 30, random() < 0.4, p.created, p.created
       from scale_pros p join scale_categories c on c.n = p.category_n join cities ci on ci.id = p.city_id
       order by p.n`,
    `select setval(pg_get_serial_sequence('quote_services', 'id'), (select max(id) from quote_services))`,
  ], [BRAND_WORDS]);
  await withoutBulkTriggers('pros: categories and areas', ['quote_service_categories', 'quote_service_areas'], [
    `insert into quote_service_categories (quote_service_id, quote_category_id)
       select p.service_id, c.id from scale_pros p join scale_categories c on c.n = p.category_n`,
    // half of them also offer the next category of the same genre
    `insert into quote_service_categories (quote_service_id, quote_category_id)
       select p.service_id, c2.id from scale_pros p
       join scale_categories c on c.n = p.category_n
       join scale_categories c2 on c2.n = c.n + 1 and c2.genre_id = c.genre_id
       where p.n % 2 = 0`,
    `insert into quote_service_areas (quote_service_id, city_id, district_id)
       select service_id, city_id, null from scale_pros`,
    // Two in five serve a second city, drawn per pro (a draw in a join condition is made once per city).
    `insert into quote_service_areas (quote_service_id, city_id, district_id)
       with picks as materialized (select service_id, city_id, ($1::int[])[1 + floor(random() * ${citySlots.length})::int] as second_city
         from scale_pros where n % 5 < 2)
       select service_id, second_city, null from picks where second_city <> city_id`,
    'select quote_services_sync_places(array(select id from quote_services))',
  ], [citySlots]);
  // Within each (category, city) the pros are numbered, so a request's bids can take five in a row.
  await step('pros: numbering per category and city', [
    `update scale_pros p set rn = x.rn from (
       select n, row_number() over (partition by category_n, city_id order by n)::int as rn from scale_pros) x
     where x.n = p.n`,
    `create temp table scale_groups as
       select category_n, city_id, count(*)::int as size from scale_pros group by category_n, city_id`,
    'create index on scale_pros (category_n, city_id, rn)',
    'analyze scale_pros',
    'analyze scale_groups',
    'analyze scale_categories',
  ]);

  await step('consumers', [
    `insert into users (id, username, email, first_name, last_name, is_activated, activated_at, signup_role, created, modified)
       overriding system value
       select ${bases.users + PROS} + g, 'scale_consumer_' || g, 'scale-consumer-' || g || '@example.com',
         ($1::text[])[1 + (g * 3) % cardinality($1::text[])], ($2::text[])[1 + (g * 17) % cardinality($2::text[])],
         true, now() - interval '900 days', 'consumer', now() - interval '900 days', now() - interval '900 days'
       from generate_series(1, ${CONSUMERS}) g`,
    `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
  ], [GIVEN_NAMES, SURNAMES]);

  // Requests: each starts from a random pro (its category and city), so they follow the pros.
  await step('requests: plan', [
    `create temp table scale_requests as
       select g as n, ${bases.requests} + g as request_id, 1 + floor(random() * ${PROS})::int as anchor,
         ${bases.users + PROS} + 1 + floor(random() * ${CONSUMERS})::int as consumer_id,
         now() - random() * interval '365 days' as created
       from generate_series(1, ${REQUESTS}) g`,
    `alter table scale_requests add column category_n integer, add column city_id integer,
       add column district_id integer, add column rn integer, add column size integer`,
    `update scale_requests r set category_n = p.category_n, city_id = p.city_id, district_id = p.district_id, rn = p.rn, size = gr.size
       from scale_pros p join scale_groups gr on gr.category_n = p.category_n and gr.city_id = p.city_id
       where p.n = r.anchor`,
    'analyze scale_requests',
  ]);
  await step('requests: insert', [
    `insert into quote_requests (id, user_id, quote_category_id, city_id, district_id, description, when_day_label, when_day_slots,
         is_closed, recommend_source, hash_digest, created, modified)
       overriding system value
       select r.request_id, r.consumer_id, cat.id, r.city_id, r.district_id,
         '需要' || cat.name || '，希望可以盡快安排時間，請提供報價。',
         (array['thisWeek', 'nextWeek', 'flexible'])[1 + r.n % 3], '[2,3]'::jsonb,
         r.created < now() - interval '60 days' and r.n % 3 = 0, 'form', md5('scale-request-' || r.n) || md5('scale-' || r.n),
         r.created, r.created
       from scale_requests r join scale_categories cat on cat.n = r.category_n
       order by r.n`,
    `select setval(pg_get_serial_sequence('quote_requests', 'id'), (select max(id) from quote_requests))`,
    'create index on scale_requests (n)',
    'analyze scale_requests',
  ]);

  // Bids: the anchor pro and the next ones of the same category and city. Older requests have
  // mostly quotes (flat or hourly by category, priced within its usual range), some hires and
  // finished jobs; recent ones many open leads.
  for (let from = 1; from <= REQUESTS; from += BID_CHUNK) {
    const to = Math.min(REQUESTS, from + BID_CHUNK - 1);
    await step(`bids for requests ${from}-${to}`, [
      `insert into quote_bids (quote_request_id, quote_service_id, user_id, quote_status_id, hired_on, is_provider_readed,
         rating_type, flat_rate_at, hourly_rate_at, price_note, quote_sent_on, completed_on, is_interested, recommend_source,
         match_score, created, modified)
       select x.request_id, x.service_id, x.user_id, x.status,
         case when x.status in (3, 4) then x.created + interval '2 days' end,
         x.status <> 1,
         case when x.status in (2, 3, 4) then x.price_type end,
         case when x.status in (2, 3, 4) and x.price_type = 'flat' then x.price end,
         case when x.status in (2, 3, 4) and x.price_type = 'hourly' then x.price end,
         case when x.status in (2, 3, 4) then '含基本材料與車馬費' end,
         case when x.status in (2, 3, 4) then x.created + interval '3 hours' end,
         case when x.status = 4 then x.created + interval '6 days' end,
         case when x.status = 6 then false when x.status in (2, 3, 4) then true end,
         'match', random(), x.created, x.created
       from (
         select r.request_id, p.service_id, p.user_id, r.created,
           coalesce(c.price_hint_type, 'flat') as price_type,
           greatest(100, round((coalesce(c.price_hint_low, 1000) + random() * (coalesce(c.price_hint_high, 5000) - coalesce(c.price_hint_low, 1000))) / 100) * 100)::int as price,
           case
             when r.created > now() - interval '21 days' then (array[1, 1, 2, 2, 6])[1 + floor(random() * 5)::int]
             when k = 0 and random() < 0.5 then (array[3, 4, 4, 4])[1 + floor(random() * 4)::int]
             else (array[1, 2, 2, 2, 2, 2, 6])[1 + floor(random() * 7)::int]
           end as status
         from scale_requests r
         cross join generate_series(0, ${BIDS_PER_REQUEST - 1}) k
         join scale_pros p on p.category_n = r.category_n and p.city_id = r.city_id and p.rn = 1 + (r.rn - 1 + k) % r.size
         join scale_categories c on c.n = r.category_n
         where r.n between ${from} and ${to} and k < r.size
       ) x`,
    ]);
  }

  await withoutBulkTriggers('reviews of finished jobs and the per-service figures', ['reviews', 'quote_services'], [
    `insert into reviews (quote_service_id, quote_bid_id, user_id, rating, is_satisfied, feedback, tags, created, modified)
       select b.quote_service_id, b.id, r.user_id, x.rating, x.rating >= 3, ($1::text[])[1 + b.id % cardinality($1::text[])],
         '[]'::jsonb, b.completed_on + interval '1 day', b.completed_on + interval '1 day'
       from quote_bids b join quote_requests r on r.id = b.quote_request_id,
         lateral (select (array[5, 5, 5, 5, 5, 4, 4, 4, 3, 2])[1 + floor(random() * 10)::int + b.id * 0] as rating) x
       where b.quote_status_id = 4 and random() < 0.8`,
    `insert into quote_service_stats (quote_service_id, lead_count, response_count, rating_sum, rating_count, last_lead_at, last_response_at)
       select s.id, coalesce(b.leads, 0), coalesce(b.responses, 0), coalesce(v.total, 0), coalesce(v.n, 0), b.last_lead, b.last_response
       from quote_services s
       left join (select quote_service_id, count(*) as leads, count(*) filter (where quote_status_id between 2 and 5) as responses,
                    max(created) as last_lead, max(quote_sent_on) as last_response
                  from quote_bids group by quote_service_id) b on b.quote_service_id = s.id
       left join (select quote_service_id, sum(rating) as total, count(*) as n from reviews group by quote_service_id) v
         on v.quote_service_id = s.id
       on conflict (quote_service_id) do update set lead_count = excluded.lead_count, response_count = excluded.response_count,
         rating_sum = excluded.rating_sum, rating_count = excluded.rating_count,
         last_lead_at = excluded.last_lead_at, last_response_at = excluded.last_response_at`,
    `update public_data_versions set version = version + 1, changed = now() where scope = 'pros'`,
  ], [[...GENERIC_REVIEWS]]);
  await step('featured pros', [
    `update quote_services set is_featured = true where id in (
       select id from quote_services where is_public and not is_archived order by rank_score desc, id desc limit 200)`,
  ]);
  await step('analyze', 'analyze');

  const totals = await client.query(`select
    (select count(*) from users where signup_role = 'pro') as pros, (select count(*) from quote_requests) as requests,
    (select count(*) from quote_bids) as bids, (select count(*) from reviews) as reviews,
    pg_size_pretty(pg_database_size(current_database())) as size`);
  const t = totals.rows[0] as Record<string, string>;
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${t.pros} pros, ${t.requests} requests, ${t.bids} bids, ${t.reviews} reviews; database ${t.size}.`,
  );
} finally {
  await client.end();
}
