import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import { DEMO_ACCOUNTS, type DemoSeedResult, seedDemoData } from './demo-seed';
import { buildDemoPlan, type CategoryInfo, type CityInfo } from './plan';
import { isOneTrade } from './trades';

const TABLES = ['users', 'quote_services', 'quote_service_areas', 'quote_requests', 'quote_bids', 'reviews', 'quote_service_photos'] as const;

describe.each(ENGINES)('demo marketplace seed on %s', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let first: DemoSeedResult;
  let versionBefore: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'demo-seed-'));
    // The sweeps over 400 demo pros are not what this checks; they would only lengthen close().
    server = await startTestServer(engine, { env: { DATA_DIR: dataDir, JOBS_ENABLED: '0' } });
    versionBefore = await prosVersion();
    first = await seedDemoData(server.db, engine, { dataDir, publicUrl: server.baseUrl });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }

  async function prosVersion(): Promise<number> {
    const row = await server.db.selectFrom('public_data_versions').select('version').where('scope', '=', 'pros').executeTakeFirstOrThrow();
    return Number(row.version);
  }

  async function login(username: string, passwd: string) {
    return server.api('/users/login.json', { method: 'POST', form: { username, passwd, device_id: 'demo-test' } });
  }

  it('creates a few hundred public pros with areas, quotes with prices and reviews', async () => {
    expect(first.seeded).toBe(true);
    expect(first.counts.pros).toBeGreaterThanOrEqual(300);
    const publicPros = await server.db
      .selectFrom('quote_services as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => eb.fn.count<number>('s.id').distinct().as('n'))
      .where('s.is_public', '=', true)
      .where('s.is_archived', '=', false)
      .where('u.email', 'like', '%@example.com')
      .where((eb) => eb.exists(eb.selectFrom('quote_service_areas as a').select('a.id').whereRef('a.quote_service_id', '=', 's.id')))
      .executeTakeFirstOrThrow();
    expect(Number(publicPros.n)).toBeGreaterThanOrEqual(300);
    const cities = await server.db.selectFrom('quote_services').select('city_id').distinct().execute();
    expect(cities.length).toBe(22);
    const quotes = await server.db
      .selectFrom('quote_bids')
      .select(['rating_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('quote_status_id', 'in', [2, 3, 4, 5])
      .groupBy('rating_type')
      .execute();
    const byType = Object.fromEntries(quotes.map((q) => [q.rating_type, Number(q.n)]));
    expect(byType.flat).toBeGreaterThan(1000);
    expect(byType.hourly).toBeGreaterThan(100);
    const unpriced = await server.db
      .selectFrom('quote_bids')
      .select('id')
      .where('rating_type', '=', 'flat')
      .where('flat_rate_at', 'is', null)
      .executeTakeFirst();
    expect(unpriced).toBeUndefined();
    const reviews = await server.db.selectFrom('reviews').select(['rating', 'feedback']).execute();
    expect(reviews.length).toBeGreaterThan(500);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.feedback.length > 0)).toBe(true);
  });

  it('keeps the services’ rating figures equal to their reviews', async () => {
    const mismatched = await server.db
      .selectFrom('quote_service_stats as st')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('reviews')
            .select(['quote_service_id', (e) => e.fn.sum<number>('rating').as('total'), (e) => e.fn.countAll<number>().as('n')])
            .groupBy('quote_service_id')
            .as('r'),
        (join) => join.onRef('r.quote_service_id', '=', 'st.quote_service_id'),
      )
      .select('st.quote_service_id')
      .where((eb) =>
        eb.or([
          eb('st.rating_sum', '!=', eb.fn.coalesce('r.total', eb.lit(0))),
          eb('st.rating_count', '!=', eb.fn.coalesce('r.n', eb.lit(0))),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
    const ranked = await server.db.selectFrom('quote_services').select('id').where('rank_score', '!=', 3.5).execute();
    expect(ranked.length).toBeGreaterThan(100);
    // Cached pro lists see that the data changed.
    expect(await prosVersion()).toBeGreaterThan(versionBefore);
  });

  it('signs the demo consumer in with the password; the phone is verified and the projects have quotes', async () => {
    const res = await login(DEMO_ACCOUNTS.consumer.email, DEMO_ACCOUNTS.consumer.password);
    expect(res.status).toBe(200);
    const token = String(res.body.session_id);
    const me = await server.api('/user/me.json', { token });
    expect(me.body.info).toMatchObject({ email: DEMO_ACCOUNTS.consumer.email, is_phone_confirmed: 1 });
    const list = await server.api('/quote_requests/index/page:1.json', { token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    const requests = list.body.quote_requests as { id: number }[];
    let priced = 0;
    for (const { id } of requests) {
      const detail = await server.api(`/quote_request/${id}.json`, { token });
      const request = detail.body.quote_request as QuoteRequestResponse;
      priced += request.QuoteBid.filter((b) => b.flat_rate_at !== null || b.hourly_rate_at !== null).length;
    }
    expect(priced).toBeGreaterThanOrEqual(3);
  });

  it('signs the demo pro in; the service has areas, photos that are served, reviews and open leads', async () => {
    const res = await login(DEMO_ACCOUNTS.pro.username, DEMO_ACCOUNTS.pro.password);
    expect(res.status).toBe(200);
    const me = await server.api('/user/me.json', { token: String(res.body.session_id) });
    expect(me.body.info).toMatchObject({ username: DEMO_ACCOUNTS.pro.username, quote_service_count: 1 });
    const service = await server.db
      .selectFrom('quote_services as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 'u.id as user_id'])
      .where('u.username', '=', DEMO_ACCOUNTS.pro.username)
      .executeTakeFirstOrThrow();
    const photos = await server.db.selectFrom('quote_service_photos').select('path').where('quote_service_id', '=', service.id).execute();
    expect(photos.length).toBeGreaterThan(0);
    expect(photos[0]!.path).toMatch(/^\/uploads\/demo\//);
    const picture = await fetch(`${server.baseUrl}${photos[0]!.path}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).subarray(1, 4).toString('ascii')).toBe('PNG');
    const reviews = await server.db.selectFrom('reviews').select('id').where('quote_service_id', '=', service.id).execute();
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    const leads = await server.db.selectFrom('quote_bids').select('id').where('user_id', '=', service.user_id).where('quote_status_id', '=', 1).execute();
    expect(leads.length).toBeGreaterThan(0);
    const areas = await server.db.selectFrom('quote_service_areas').select('id').where('quote_service_id', '=', service.id).execute();
    expect(areas.length).toBeGreaterThan(1);
  });

  it('gives the invented people no password and no phone', async () => {
    const withSecrets = await server.db
      .selectFrom('users')
      .select('username')
      .where('username', 'not in', [DEMO_ACCOUNTS.consumer.username, DEMO_ACCOUNTS.pro.username])
      .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('phone', 'is not', null)]))
      .execute();
    expect(withSecrets).toEqual([]);
    const invented = await login('demo_pro_0001', 'anything-1');
    expect(invented.status).not.toBe(200);
  });

  it('states the same years in business in the profile and in the description', async () => {
    const services = await server.db.selectFrom('quote_services').select(['title', 'description', 'years_in_business']).where('is_public', '=', true).execute();
    const stated = services.flatMap((s) => {
      const years = /(?:已經|累積|\S) ?(\d+) 年/.exec(s.description)?.[1];
      return years === undefined ? [] : [{ title: s.title, profile: s.years_in_business, description: Number(years) }];
    });
    expect(stated.length).toBeGreaterThan(300);
    expect(stated.filter((s) => s.profile !== s.description)).toEqual([]);
  });

  it('writes no review sentence twice, and each names the category of its job', async () => {
    const reviews = await server.db
      .selectFrom('reviews as r')
      .innerJoin('quote_bids as b', 'b.id', 'r.quote_bid_id')
      .innerJoin('quote_requests as q', 'q.id', 'b.quote_request_id')
      .innerJoin('quote_categories as c', 'c.id', 'q.quote_category_id')
      .select(['r.feedback', 'c.name'])
      .execute();
    expect(reviews.length).toBeGreaterThan(500);
    expect(new Set(reviews.map((r) => r.feedback)).size).toBe(reviews.length);
    expect(reviews.filter((r) => !r.feedback.includes(r.name))).toEqual([]);
  });

  it('gives every demo service a logo, so each demo pro’s profile counts 4 of 4 everywhere', async () => {
    const withoutLogo = await server.db.selectFrom('quote_services').select('title').where('logo_path', 'is', null).execute();
    expect(withoutLogo).toEqual([]);
    const res = await login(DEMO_ACCOUNTS.pro.username, DEMO_ACCOUNTS.pro.password);
    const token = String(res.body.session_id);
    const credits = await server.api('/free_credits/index.json', { token });
    expect(credits.body.profile_completion).toEqual({ done: 4, total: 4, missing: [] });
    const editor = await server.api('/quote_services/index.json', { token });
    const items = Object.values(editor.body).find(Array.isArray) as { profile_completion: unknown }[];
    expect(items.map((s) => s.profile_completion)).toEqual([{ done: 4, total: 4, missing: [] }]);
    const logo = await server.db.selectFrom('quote_services').select('logo_path').where('slug', '=', 'aircon-cleaning-demo-pro').executeTakeFirstOrThrow();
    const picture = await fetch(`${server.baseUrl}${new URL(logo.logo_path!, server.baseUrl).pathname}`);
    expect(picture.status).toBe(200);
  });

  it('offers in each service only categories one business does together (no SEO from a phone-repair shop)', async () => {
    const rows = await server.db
      .selectFrom('quote_service_categories as sc')
      .innerJoin('quote_categories as c', 'c.id', 'sc.quote_category_id')
      .select(['sc.quote_service_id', 'c.slug'])
      .execute();
    const byService = new Map<number, string[]>();
    for (const r of rows) byService.set(r.quote_service_id, [...(byService.get(r.quote_service_id) ?? []), r.slug]);
    expect(byService.size).toBeGreaterThan(300);
    const mixed = [...byService.values()].filter((slugs) => !isOneTrade(slugs));
    expect(mixed).toEqual([]);
    const phoneShops = [...byService.values()].filter((slugs) => slugs.includes('phone-repair'));
    expect(phoneShops.length).toBeGreaterThan(0);
    expect(phoneShops.filter((slugs) => slugs.includes('seo'))).toEqual([]);
  });

  it('shows a picture of its own for each category, with a zh-TW caption naming it', async () => {
    const photos = await server.db
      .selectFrom('quote_service_photos as p')
      .innerJoin('quote_service_categories as sc', 'sc.quote_service_id', 'p.quote_service_id')
      .innerJoin('quote_categories as c', 'c.id', 'sc.quote_category_id')
      .select(['p.path', 'p.caption', 'c.name'])
      .execute();
    // The caption names one of the service's categories: the one the picture is of.
    const shown = photos.filter((p) => p.caption.startsWith(p.name));
    expect(new Set(shown.map((p) => p.path)).size).toBe(new Set(photos.map((p) => p.path)).size);
    const captionOf = new Map<string, Set<string>>();
    for (const p of shown) {
      const bytes = readFileSync(join(dataDir, 'uploads', new URL(p.path, server.baseUrl).pathname.replace(/^\/uploads\//, '')));
      const digest = createHash('sha256').update(bytes).digest('hex');
      captionOf.set(digest, (captionOf.get(digest) ?? new Set()).add(p.caption));
    }
    // One picture, one caption: no picture stands for two categories (or two views of one).
    expect([...captionOf.values()].filter((captions) => captions.size > 1)).toEqual([]);
    const categories = new Set(shown.map((p) => p.name));
    expect(categories.size).toBeGreaterThan(100);
    expect(captionOf.size).toBeGreaterThan(categories.size * 2);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const again = await seedDemoData(server.db, engine, { dataDir, publicUrl: server.baseUrl });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('plans the same marketplace every time', async () => {
    const categories = (await server.db
      .selectFrom('quote_categories as c')
      .innerJoin('genres as g', 'g.id', 'c.genre_id')
      .select(['c.id', 'c.slug', 'c.name', 'g.slug as genreSlug', 'c.is_popular as isPopular'])
      .orderBy('c.id')
      .execute()).map((c): CategoryInfo => ({ ...c, priceType: 'flat', priceLow: 1000, priceHigh: 2000, priceUnit: '次', fields: [] }));
    const cityRows = await server.db.selectFrom('cities').selectAll().orderBy('id').execute();
    const districts = await server.db.selectFrom('districts').selectAll().orderBy('id').execute();
    const cities = cityRows.map((c): CityInfo => ({ ...c, districts: districts.filter((d) => d.city_id === c.id) }));
    const now = new Date('2026-11-23T00:00:00Z');
    const a = buildDemoPlan(categories, cities, now);
    const b = buildDemoPlan(categories, cities, now);
    expect(a.services.map((s) => s.title)).toEqual(b.services.map((s) => s.title));
    expect(a.requests.map((r) => r.bids.map((bid) => bid.flatRate))).toEqual(b.requests.map((r) => r.bids.map((bid) => bid.flatRate)));
  });
});
