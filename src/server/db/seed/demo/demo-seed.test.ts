import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { SafetyPaymentState } from '../../../../domain/safety-payments/states';
import { averageScore, SHOP_FEEDBACK_TEXT_MAX, SHOP_ITEM_PAGE_REVIEWS, type ShopOrderFeedbacks } from '../../../../domain/shop/shop-feedbacks.contract';
import { ShopItemReview } from '../../../../domain/shop/shop-item-status';
import { ShopOrderStatus } from '../../../../domain/shop/shop-order-status';
import { taipeiDateKey } from '../../../../domain/time/datetime';
import { reconcileEscrowDay } from '../../../features/trust-fund';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import { DEMO_ACCOUNTS, type DemoSeedResult, seedDemoData } from './demo-seed';
import { buildDemoPlan, type CategoryInfo, type CityInfo } from './plan';
import { buildDemoShopPlan } from './shop-plan';
import { isOneTrade } from './trades';

const TABLES = [
  'users',
  'quote_services',
  'quote_service_areas',
  'quote_requests',
  'quote_bids',
  'reviews',
  'quote_service_photos',
  'shop_items',
  'nshop_orders',
  'third_party_payments',
  'escrow_transactions',
  'nshop_feedbacks',
] as const;

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

  /** The catalogue as the planners take it (the price hints and fields play no part here), and a fixed time. */
  async function planInputs(): Promise<{ categories: CategoryInfo[]; cities: CityInfo[]; now: Date }> {
    const categories = (
      await server.db
        .selectFrom('quote_categories as c')
        .innerJoin('genres as g', 'g.id', 'c.genre_id')
        .select(['c.id', 'c.slug', 'c.name', 'g.slug as genreSlug', 'c.is_popular as isPopular'])
        .orderBy('c.id')
        .execute()
    ).map((c): CategoryInfo => ({ ...c, priceType: 'flat', priceLow: 1000, priceHigh: 2000, priceUnit: '次', fields: [] }));
    const cityRows = await server.db.selectFrom('cities').selectAll().orderBy('id').execute();
    const districts = await server.db.selectFrom('districts').selectAll().orderBy('id').execute();
    const cities = cityRows.map((c): CityInfo => ({ ...c, districts: districts.filter((d) => d.city_id === c.id) }));
    return { categories, cities, now: new Date('2026-11-23T00:00:00Z') };
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

  it('puts a few dozen shop items on sale across categories, with plans, photos and settings; a few wait for review, one was rejected', async () => {
    expect(first.counts.shopItems).toBeGreaterThanOrEqual(30);
    expect(first.counts.shopItems).toBeLessThanOrEqual(40);
    const items = await server.db.selectFrom('shop_items').select(['id', 'review', 'is_published', 'quote_category_id', 'quote_service_id', 'is_quantity_limited', 'is_reservable', 'reject_reason', 'keywords']).execute();
    const onSale = items.filter((i) => i.review === ShopItemReview.Approved && i.is_published);
    expect(onSale.length).toBeGreaterThanOrEqual(30);
    expect(items.filter((i) => i.review === ShopItemReview.Pending && !i.is_published).length).toBeGreaterThanOrEqual(2);
    const rejected = items.filter((i) => i.review === ShopItemReview.Rejected);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reject_reason).toMatch(/請/);
    expect(new Set(onSale.map((i) => i.quote_category_id)).size).toBeGreaterThanOrEqual(25);
    expect(items.filter((i) => i.is_quantity_limited).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.is_reservable).length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.keywords.length > 0)).toBe(true);
    const plans = await server.db.selectFrom('shop_item_plans').select(['shop_item_id', 'price']).execute();
    for (const item of items) {
      const own = plans.filter((p) => p.shop_item_id === item.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.every((p) => Number.isInteger(p.price) && p.price >= 300 && p.price <= 30_000)).toBe(true);
    }
    expect(plans.length).toBeGreaterThanOrEqual(items.length * 2 - 1);
    const photos = await server.db.selectFrom('shop_item_photos').select(['shop_item_id', 'path']).execute();
    const perItem = items.map((i) => photos.filter((p) => p.shop_item_id === i.id).length);
    expect(Math.min(...perItem)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perItem)).toBeLessThanOrEqual(4);
    // Each item's photos are files of its own (removing one removes no other picture).
    expect(new Set(photos.map((p) => p.path)).size).toBe(photos.length);
    const picture = await fetch(`${server.baseUrl}${photos[0]!.path}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // Every category an item sells in has its settings, switched on.
    const settings = await server.db.selectFrom('shop_category_settings').select(['quote_service_id', 'quote_category_id', 'is_enabled']).execute();
    const selling = new Set(items.map((i) => `${i.quote_service_id}:${i.quote_category_id}`));
    expect(new Set(settings.filter((s) => s.is_enabled).map((s) => `${s.quote_service_id}:${s.quote_category_id}`))).toEqual(selling);
  });

  it('shows the items on sale through the public calls (category, service, product)', async () => {
    const onSale = await server.db
      .selectFrom('shop_items as i')
      .innerJoin('quote_categories as c', 'c.id', 'i.quote_category_id')
      .select(['i.id', 'c.slug'])
      .where('i.review', '=', ShopItemReview.Approved)
      .where('i.is_published', '=', true)
      .execute();
    const seen = new Set<number>();
    for (const slug of new Set(onSale.map((i) => i.slug))) {
      const res = await server.api(`/new/v1/nshop_items/category/${slug}.json`);
      expect(res.status).toBe(200);
      for (const card of res.body.shop_items as { shop_item_id: number }[]) seen.add(card.shop_item_id);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(onSale.map((i) => i.id).sort((a, b) => a - b));
    const hidden = await server.db.selectFrom('shop_items').select('id').where('review', '!=', ShopItemReview.Approved).execute();
    expect(hidden.filter((i) => seen.has(i.id))).toEqual([]);
    const service = await server.db.selectFrom('quote_services').select('id').where('slug', '=', 'aircon-cleaning-demo-pro').executeTakeFirstOrThrow();
    const own = await server.api(`/new/v1/nshop_items/service/${service.id}.json`);
    const cards = own.body.shop_items as { shop_item_id: number; name: string }[];
    expect(cards).toHaveLength(3);
    const product = await server.api(`/new/v1/nshop_items/public/${cards[0]!.shop_item_id}.json`);
    expect(product.status).toBe(200);
    expect((product.body.shop_item as { plans: unknown[] }).plans.length).toBeGreaterThanOrEqual(2);
  });

  it('has shop orders in every state, each payment in the state its order implies', async () => {
    const orders = await server.db
      .selectFrom('nshop_orders as o')
      .innerJoin('third_party_payments as t', 't.nshop_order_id', 'o.id')
      .select(['o.id', 'o.status', 'o.application', 'o.application_by', 'o.total', 'o.paid_at as order_paid', 't.state', 't.amount', 't.paid_at', 't.payment_id', 't.released_amount', 't.refunded_amount'])
      .execute();
    expect(first.counts.shopOrders).toBe(orders.length);
    const count = (test: (o: (typeof orders)[number]) => boolean) => orders.filter(test).length;
    const S = ShopOrderStatus;
    expect(count((o) => o.status === S.Unpaid)).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.status === S.Paid && o.application === null)).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.status === S.Confirmed && o.application === null)).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.application === 'complete')).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.application === 'cancel')).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.status === S.Completed)).toBeGreaterThanOrEqual(8);
    expect(count((o) => o.status === S.Cancelled && o.paid_at === null)).toBeGreaterThanOrEqual(2);
    expect(count((o) => o.status === S.Cancelled && o.paid_at !== null)).toBeGreaterThanOrEqual(2);
    for (const o of orders) {
      expect(o.amount).toBe(o.total);
      const expected =
        o.status === S.Unpaid
          ? SafetyPaymentState.Requested
          : o.status === S.Completed
            ? SafetyPaymentState.Released
            : o.status === S.Cancelled
              ? o.paid_at === null
                ? SafetyPaymentState.Cancelled
                : SafetyPaymentState.Refunded
              : SafetyPaymentState.Held;
      expect(o.state).toBe(expected);
      expect(o.paid_at?.getTime() ?? null).toBe(o.order_paid?.getTime() ?? null);
      if (o.paid_at) expect(o.payment_id).not.toBeNull();
      expect(o.released_amount).toBe(o.status === S.Completed ? o.amount : 0);
      expect(o.refunded_amount).toBe(o.status === S.Cancelled && o.paid_at !== null ? o.amount : 0);
    }
    // Completed orders are the ones their consumers review (below).
    const completed = orders.filter((o) => o.status === S.Completed);
    expect(completed.every((o) => o.state === SafetyPaymentState.Released)).toBe(true);
  });

  it('keeps the escrow ledger balanced: each payment holds what its state says, and every day reconciles', async () => {
    const held = await server.db
      .selectFrom('third_party_payments as t')
      .leftJoin('escrow_accounts as a', (join) => join.onRef('a.owner_id', '=', 't.id').on('a.kind', '=', 'trust_liability'))
      .select(['t.state', 't.amount', 'a.balance'])
      .where('t.nshop_order_id', 'is not', null)
      .execute();
    for (const p of held) expect(Number(p.balance ?? 0)).toBe(p.state === SafetyPaymentState.Held ? -p.amount : 0);
    const released = await server.db
      .selectFrom('third_party_payments')
      .select(['pro_user_id', (eb) => eb.fn.sum<string>('released_amount').as('total')])
      .where('nshop_order_id', 'is not', null)
      .where('state', '=', SafetyPaymentState.Released)
      .groupBy('pro_user_id')
      .execute();
    expect(released.length).toBeGreaterThan(3);
    for (const r of released) {
      const payable = await server.db.selectFrom('escrow_accounts').select('balance').where('kind', '=', 'pro_payable').where('owner_id', '=', r.pro_user_id).executeTakeFirstOrThrow();
      expect(Number(payable.balance)).toBe(-Number(r.total));
    }
    const paidDays = await server.db.selectFrom('third_party_payments').select('paid_at').where('paid_at', 'is not', null).execute();
    const days = new Set([...paidDays.map((p) => taipeiDateKey(p.paid_at!)), taipeiDateKey(new Date())]);
    expect(days.size).toBeGreaterThan(10);
    for (const day of days) {
      const start = new Date(`${day}T00:00:00+08:00`);
      const check = await reconcileEscrowDay(server.db, { start, end: new Date(start.getTime() + 24 * 3_600_000) });
      expect({ day, mismatches: check.mismatches, balanced: check.balanced }).toEqual({ day, mismatches: [], balanced: true });
    }
  });

  it('lists the demo accounts’ orders on both sides; the consumer has favourites and a cart line, the pro an item in review and one rejected', async () => {
    const consumer = String((await login(DEMO_ACCOUNTS.consumer.username, DEMO_ACCOUNTS.consumer.password)).body.session_id);
    const bought = await server.api('/new/v1/nshop_orders/index/type:consumer/page:1.json', { token: consumer });
    expect(bought.status).toBe(200);
    expect(bought.body.count).toBeGreaterThanOrEqual(5);
    const statuses = new Set((bought.body.nshop_orders as { status: number }[]).map((o) => o.status));
    expect(statuses).toEqual(new Set([1, 2, 3, 4, 5]));
    const favourites = await server.api('/new/v1/nshop_favorites/index/page:1.json', { token: consumer });
    expect(favourites.body.count).toBeGreaterThanOrEqual(3);
    const cart = await server.api('/new/v1/nshop_carts/index.json', { token: consumer });
    expect(cart.body.cartCount).toBe(1);
    expect((cart.body.nshop_carts as { shop_item: { is_on_sale: number } }[])[0]!.shop_item.is_on_sale).toBe(1);

    const pro = String((await login(DEMO_ACCOUNTS.pro.username, DEMO_ACCOUNTS.pro.password)).body.session_id);
    const sold = await server.api('/new/v1/nshop_orders/index/type:provider/page:1.json', { token: pro });
    expect(sold.body.count).toBeGreaterThanOrEqual(8);
    const waiting = (sold.body.nshop_orders as { status: number; actions: string[] }[]).filter((o) => o.status === ShopOrderStatus.Paid);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting[0]!.actions).toContain('confirm');
    const items = await server.api('/new/v1/nshop_items/index.json', { token: pro });
    const reviews = (items.body.shop_items as { review: number; reject_reason: string | null }[]).map((i) => i.review).sort();
    expect(reviews).toEqual([3, 3, 3, 2, 4].sort());
  });

  it('reviews the completed orders’ lines with short zh-TW texts, mostly 4 or 5 stars and a few 3, some answered by the pro', async () => {
    const feedbacks = await server.db
      .selectFrom('nshop_feedbacks as f')
      .innerJoin('nshop_orders as o', 'o.id', 'f.nshop_order_id')
      .innerJoin('nshop_order_items as l', 'l.id', 'f.nshop_order_item_id')
      .select(['f.score', 'f.feedback', 'f.comment', 'f.commented_at', 'f.created', 'f.shop_item_id', 'f.consumer_user_id', 'f.pro_user_id', 'f.quote_service_id'])
      .select(['o.id as order_id', 'o.status', 'o.completed_at', 'o.consumer_user_id as buyer', 'o.pro_user_id as seller', 'o.quote_service_id as service'])
      .select(['l.nshop_order_id as line_order', 'l.shop_item_id as line_item'])
      .execute();
    expect(first.counts.shopReviews).toBe(feedbacks.length);
    expect(feedbacks.length).toBeGreaterThanOrEqual(8);
    // Each is of a line of a completed order, by its buyer, of the line's item and the order's pro, after completion.
    const misplaced = feedbacks.filter(
      (f) =>
        f.status !== ShopOrderStatus.Completed ||
        f.line_order !== f.order_id ||
        f.line_item !== f.shop_item_id ||
        f.consumer_user_id !== f.buyer ||
        f.pro_user_id !== f.seller ||
        f.quote_service_id !== f.service ||
        f.created <= f.completed_at!,
    );
    expect(misplaced).toEqual([]);
    const scores = feedbacks.map((f) => f.score);
    expect(new Set(scores)).toEqual(new Set([3, 4, 5]));
    expect(scores.filter((s) => s === 3).length * 4).toBeLessThanOrEqual(scores.length);
    const zhTw = (text: string) => /\p{Script=Han}/u.test(text) && [...text].length <= SHOP_FEEDBACK_TEXT_MAX;
    expect(feedbacks.filter((f) => !zhTw(f.feedback))).toEqual([]);
    expect(new Set(feedbacks.map((f) => f.feedback)).size).toBe(feedbacks.length);
    const answered = feedbacks.filter((f) => f.comment !== null);
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(answered.length).toBeLessThan(feedbacks.length);
    expect(answered.filter((f) => !zhTw(f.comment!) || f.commented_at! <= f.created)).toEqual([]);
  });

  it('keeps each item’s rating equal to its reviews, as the product, its review list and the pro’s profile show it', async () => {
    const items = await server.db.selectFrom('shop_items').select(['id', 'quote_service_id', 'rating_sum', 'rating_count']).orderBy('id').execute();
    const feedbacks = await server.db.selectFrom('nshop_feedbacks').select(['shop_item_id', 'score']).execute();
    const figures = (id: number) => {
      const own = feedbacks.filter((f) => f.shop_item_id === id);
      return { id, sum: own.reduce((sum, f) => sum + f.score, 0), count: own.length };
    };
    expect(items.map((i) => ({ id: i.id, sum: i.rating_sum, count: i.rating_count }))).toEqual(items.map((i) => figures(i.id)));
    const rated = items.filter((i) => i.rating_count > 0);
    expect(rated.length).toBeGreaterThanOrEqual(5);
    const top = [...rated].sort((a, b) => b.rating_count - a.rating_count || a.id - b.id)[0]!;
    const rating = averageScore(top.rating_sum, top.rating_count);
    const product = await server.api(`/new/v1/nshop_items/public/${top.id}.json`);
    expect(product.body.shop_item).toMatchObject({ rating, review_count: top.rating_count });
    expect((product.body.shop_item as { reviews: unknown[] }).reviews).toHaveLength(Math.min(top.rating_count, SHOP_ITEM_PAGE_REVIEWS));
    const list = await server.api(`/new/v1/nshop_feedbacks/item/${top.id}/page:1.json`);
    expect(list.body).toMatchObject({ count: top.rating_count, review_count: top.rating_count, rating });
    expect((list.body.nshop_feedbacks as unknown[]).length).toBe(top.rating_count);

    const service = await server.db.selectFrom('quote_services').select('id').where('slug', '=', 'aircon-cleaning-demo-pro').executeTakeFirstOrThrow();
    const own = items.filter((i) => i.quote_service_id === service.id);
    const count = own.reduce((sum, i) => sum + i.rating_count, 0);
    expect(count).toBeGreaterThanOrEqual(3);
    const profile = await server.api(`/quote_services/view/${service.id}.json`);
    expect(profile.body.quote_service).toMatchObject({ shop_rating: averageScore(own.reduce((sum, i) => sum + i.rating_sum, 0), count), shop_rating_count: count });
  });

  it('leaves the demo consumer an order to review and the demo pro a review to answer', async () => {
    const consumer = String((await login(DEMO_ACCOUNTS.consumer.username, DEMO_ACCOUNTS.consumer.password)).body.session_id);
    const pro = String((await login(DEMO_ACCOUNTS.pro.username, DEMO_ACCOUNTS.pro.password)).body.session_id);
    const ordersOf = (username: string, side: 'consumer_user_id' | 'pro_user_id') =>
      server.db
        .selectFrom('nshop_orders as o')
        .innerJoin('users as u', 'u.id', `o.${side}`)
        .select('o.id')
        .where('u.username', '=', username)
        .where('o.status', '=', ShopOrderStatus.Completed)
        .orderBy('o.created')
        .orderBy('o.id')
        .execute();
    const linesOf = async (ids: { id: number }[], token: string) =>
      (await Promise.all(ids.map(({ id }) => server.api(`/new/v1/nshop_feedbacks/order/${id}.json`, { token })))).map((res) => (res.body as unknown as ShopOrderFeedbacks).lines);

    // The newest completed order waits for the review form; an older one shows its review.
    const bought = await linesOf(await ordersOf(DEMO_ACCOUNTS.consumer.username, 'consumer_user_id'), consumer);
    expect(bought.length).toBeGreaterThanOrEqual(2);
    expect(bought.at(-1)!.every((l) => l.nshop_feedback === null)).toBe(true);
    expect(bought.slice(0, -1).some((lines) => lines.every((l) => l.nshop_feedback !== null))).toBe(true);

    // The demo pro answered the older reviews of its sales, not the newest.
    const sold = (await linesOf(await ordersOf(DEMO_ACCOUNTS.pro.username, 'pro_user_id'), pro)).flat();
    const reviews = sold.flatMap((l) => (l.nshop_feedback ? [l.nshop_feedback] : [])).sort((a, b) => a.created.localeCompare(b.created));
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.at(-1)!.comment).toBeNull();
    expect(reviews.slice(0, -1).every((r) => r.comment !== null)).toBe(true);
  });

  it('plans the same shop every time', async () => {
    const { categories, cities, now } = await planInputs();
    const a = buildDemoShopPlan(buildDemoPlan(categories, cities, now), cities, now);
    const b = buildDemoShopPlan(buildDemoPlan(categories, cities, now), cities, now);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const again = await seedDemoData(server.db, engine, { dataDir, publicUrl: server.baseUrl });
    expect(again.seeded).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('plans the same marketplace every time', async () => {
    const { categories, cities, now } = await planInputs();
    const a = buildDemoPlan(categories, cities, now);
    const b = buildDemoPlan(categories, cities, now);
    expect(a.services.map((s) => s.title)).toEqual(b.services.map((s) => s.title));
    expect(a.requests.map((r) => r.bids.map((bid) => bid.flatRate))).toEqual(b.requests.map((r) => r.bids.map((bid) => bid.flatRate)));
  });
});
