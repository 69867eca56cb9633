import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { UPLOADS_URL_PATH, uploadsDir } from '../../../adapters/storage/disk-storage';
import { hashPassword } from '../../../lib/passwords';
import type { Engine } from '../../connection';
import type { Database } from '../../schema';
import { demoAvatarSvg, demoLogoSvg } from './images';
import { buildDemoPlan, type CategoryInfo, type CityInfo, DEMO_MARKER_USERNAMES, DEMO_SEED, type DemoPlan, type PlannedBid } from './plan';
import { Prng } from './prng';
import { buildDemoShopPlan } from './shop-plan';
import { writeShopPlan } from './shop-seed';
import { DEFAULT_CAPTIONS, FAQS, fill, GENRE_CAPTIONS, REVIEW_TAGS } from './texts';
import { demoWorkPhoto, WORK_PHOTO_HEIGHT, WORK_PHOTO_WIDTH } from './work-photos';

export { DEMO_ACCOUNTS } from './plan';

type Db = Kysely<Database>;

export interface DemoSeedOptions {
  /** DATA_DIR: the pictures go to its uploads directory. */
  dataDir: string;
  /** PUBLIC_URL. Stored picture URLs are site-relative (`/uploads/demo/...`), as uploaded files' are. */
  publicUrl: string;
  now?: Date;
}

export interface DemoSeedResult {
  /** False when the demo data was already there (nothing was written). */
  seeded: boolean;
  ms: number;
  counts: {
    pros: number;
    consumers: number;
    requests: number;
    bids: number;
    quotes: number;
    reviews: number;
    pictures: number;
    shopItems: number;
    shopOrders: number;
    shopReviews: number;
  };
}

// Any fixed number: two servers starting on one empty PostgreSQL database seed it once.
const DEMO_LOCK_ID = 7_203_412;
const BATCH = 500;
const UPLOAD_FOLDER = 'demo';
const HOUR = 3_600_000;
/** Requests this recent are still open (plan.ts gives them leads rather than hires). */
const OPEN_DAYS = 21;

/**
 * Row triggers that raise a service's public_version when a row about it changes, and add a
 * review's rating to the service's figures. The seed's services are new (no cached page can
 * be stale) and it writes the figures with the ratings in one go, so inside its transaction
 * these are off: one trigger call per row would be most of the seed's time on PGlite. Other
 * sessions never see them off: the change is undone before the commit, and their writes to
 * these tables wait for it.
 */
const BULK_TRIGGERS = [
  ['quote_service_categories', 'quote_service_categories_touch'],
  ['quote_service_areas', 'quote_service_areas_touch'],
  ['quote_service_photos', 'quote_service_photos_touch'],
  ['quote_service_faqs', 'quote_service_faqs_touch'],
  ['quote_service_business_hours', 'quote_service_business_hours_touch'],
  ['reviews', 'reviews_stats_sync'],
  // Setting each service's rank_score from its figures raises the pro lists' version once per
  // service; it is raised once at the end instead.
  ['quote_services', 'quote_services_pros_version'],
] as const;

async function setBulkTriggers(trx: Db, enabled: boolean): Promise<void> {
  for (const [table, trigger] of BULK_TRIGGERS) {
    await sql`alter table ${sql.table(table)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger ${sql.id(trigger)}`.execute(trx);
  }
}

/** Approximate centre of each city, for the services' base location. */
const CITY_CENTRES: Record<string, [number, number]> = {
  'taipei-city': [25.033, 121.5654],
  'new-taipei-city': [25.012, 121.4657],
  'taoyuan-city': [24.9936, 121.301],
  'taichung-city': [24.1477, 120.6736],
  'tainan-city': [22.9999, 120.227],
  'kaohsiung-city': [22.6273, 120.3014],
  'keelung-city': [25.1276, 121.7392],
  'hsinchu-city': [24.8138, 120.9675],
  'chiayi-city': [23.4801, 120.4491],
  'hsinchu-county': [24.8387, 121.0177],
  'miaoli-county': [24.5602, 120.8214],
  'changhua-county': [24.0518, 120.5161],
  'nantou-county': [23.9609, 120.9719],
  'yunlin-county': [23.7092, 120.4313],
  'chiayi-county': [23.4518, 120.2555],
  'pingtung-county': [22.682, 120.4847],
  'yilan-county': [24.757, 121.7533],
  'hualien-county': [23.9872, 121.6016],
  'taitung-county': [22.7583, 121.1444],
  'penghu-county': [23.5711, 119.5793],
  'kinmen-county': [24.4493, 118.3767],
  'lienchiang-county': [26.1605, 119.9517],
};

/** Inserts rows in batches of BATCH. */
async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Inserts rows in batches and collects what RETURNING gives back. */
async function insertReturning<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/** A fixed file name of 32 hex characters, like the names uploads get. */
function fileName(key: string, extension: string): string {
  return `${createHash('md5').update(`demo:${key}`).digest('hex')}.${extension}`;
}

/** Whether the demo data is in the database (the demo accounts or the first invented pro exist). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', 'in', DEMO_MARKER_USERNAMES).limit(1).executeTakeFirst();
  return row !== undefined;
}

async function loadCatalogue(db: Db): Promise<{ categories: CategoryInfo[]; cities: CityInfo[] }> {
  const [categoryRows, fieldRows, cityRows, districtRows] = await Promise.all([
    db
      .selectFrom('quote_categories as c')
      .innerJoin('genres as g', 'g.id', 'c.genre_id')
      .select([
        'c.id',
        'c.slug',
        'c.name',
        'c.is_popular',
        'c.price_hint_type',
        'c.price_hint_low',
        'c.price_hint_high',
        'c.price_hint_unit',
        'g.slug as genre_slug',
      ])
      .where('c.is_active', '=', true)
      .orderBy('c.id')
      .execute(),
    db.selectFrom('quote_form_fields').selectAll().where('is_active', '=', true).orderBy('quote_category_id').orderBy('display_order').execute(),
    db.selectFrom('cities').selectAll().orderBy('id').execute(),
    db.selectFrom('districts').selectAll().orderBy('id').execute(),
  ]);
  const categories = categoryRows.map(
    (c): CategoryInfo => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      genreSlug: c.genre_slug,
      isPopular: c.is_popular,
      priceType: c.price_hint_type,
      priceLow: c.price_hint_low,
      priceHigh: c.price_hint_high,
      priceUnit: c.price_hint_unit,
      fields: fieldRows
        .filter((f) => f.quote_category_id === c.id)
        .map((f) => ({ id: f.id, label: f.label, type: f.type, options: f.options, isRequired: f.is_required, placeholder: f.placeholder })),
    }),
  );
  const cities = cityRows.map(
    (c): CityInfo => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      districts: districtRows.filter((d) => d.city_id === c.id).map((d) => ({ id: d.id, name: d.name })),
    }),
  );
  return { categories, cities };
}

interface Pictures {
  /** URL of a category's work photo variant (`key` names the file: a demo account's are its own). */
  photo(category: { slug: string; genreSlug: string }, variant: number, key?: string): string;
  avatar(key: string, character: string, genreSlug: string): string;
  /** URL of a service's logo. */
  logo(key: string, mark: string, genreSlug: string): string;
}

/** Writes the pictures the plan uses under DATA_DIR/uploads/demo (once; files are reused). */
function pictureWriter(options: DemoSeedOptions): Pictures & { count(): number } {
  const dir = join(uploadsDir(options.dataDir), UPLOAD_FOLDER);
  mkdirSync(dir, { recursive: true });
  const written = new Map<string, string>();
  const url = (name: string) => `${UPLOADS_URL_PATH}/${UPLOAD_FOLDER}/${name}`;
  const ensure = (name: string, data: () => Buffer | string) => {
    const known = written.get(name);
    if (known) return known;
    const path = join(dir, name);
    if (!existsSync(path)) writeFileSync(path, data());
    written.set(name, url(name));
    return url(name);
  };
  return {
    photo: (category, variant, key = '') =>
      ensure(fileName(`work:${key}${category.slug}:${variant}`, 'png'), () => demoWorkPhoto(category.slug, category.genreSlug, variant)),
    avatar: (key, character, genreSlug) => ensure(fileName(`avatar:${key}`, 'svg'), () => demoAvatarSvg(character, genreSlug)),
    logo: (key, mark, genreSlug) => ensure(fileName(`logo:${key}`, 'svg'), () => demoLogoSvg(mark, genreSlug)),
    count: () => written.size,
  };
}

function isQuoted(bid: PlannedBid): boolean {
  return bid.status >= 2 && bid.status <= 5;
}

/**
 * Loads the demo marketplace: the demo consumer and pro (with passwords), a few hundred
 * invented pros with services, areas, photos, FAQ, hours and reviews, invented consumers with
 * past requests and quotes. Runs once: when the demo accounts or the invented pros are there
 * already it writes nothing. Everything is in one transaction.
 */
export async function seedDemoData(db: Db, engine: Engine, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const empty = { pros: 0, consumers: 0, requests: 0, bids: 0, quotes: 0, reviews: 0, pictures: 0, shopItems: 0, shopOrders: 0, shopReviews: 0 };
  if (await hasDemoData(db)) return { seeded: false, ms: performance.now() - started, counts: empty };
  const { categories, cities } = await loadCatalogue(db);
  if (categories.length === 0 || cities.length === 0) throw new Error('Load the catalogue before the demo data.');
  const plan = buildDemoPlan(categories, cities, now);
  const passwordHashes = new Map<number, string>();
  for (const [index, user] of plan.users.entries()) {
    if (user.password) passwordHashes.set(index, await hashPassword(user.password));
  }
  const pictures = pictureWriter(options);
  const counts = await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${DEMO_LOCK_ID})`.execute(trx);
    if (await hasDemoData(trx)) return null;
    await setBulkTriggers(trx, false);
    const written = await writePlan(trx, plan, { cities, pictures, passwordHashes, now });
    await setBulkTriggers(trx, true);
    await trx.updateTable('public_data_versions').set((eb) => ({ version: eb('version', '+', 1), changed: new Date() })).where('scope', '=', 'pros').execute();
    return written;
  });
  return { seeded: counts !== null, ms: performance.now() - started, counts: counts ? { ...counts, pictures: pictures.count() } : empty };
}

async function writePlan(
  trx: Db,
  plan: DemoPlan,
  context: { cities: CityInfo[]; pictures: Pictures; passwordHashes: Map<number, string>; now: Date },
): Promise<Omit<DemoSeedResult["counts"], "pictures">> {
  const { pictures, now } = context;
  // Profile details come from a generator of their own, so the plan's choices stay as they are.
  const rng = new Prng(DEMO_SEED + 1);
  const cityById = new Map(context.cities.map((c) => [c.id, c]));

  // Users
  const userRows = await insertReturning(
    plan.users.map((u, index) => ({ u, index })),
    (batch) =>
    trx
      .insertInto('users')
      .values(
        batch.map(({ u, index }) => {
          // Pros with one surname and genre share a picture; the demo accounts have their own.
          const key = u.password ? u.username : `${u.person.lastName}:${u.avatarGenre}`;
          const avatar = u.avatarGenre ? pictures.avatar(key, u.person.lastName, u.avatarGenre) : null;
          return {
            username: u.username,
            email: u.email,
            password_hash: context.passwordHashes.get(index) ?? null,
            first_name: u.person.firstName,
            last_name: u.person.lastName,
            phone: u.phone,
            is_phone_confirmed: u.phone !== null,
            avatar_thumb_url: avatar,
            avatar_original_url: avatar,
            deleted_at: null,
            address: null,
            is_activated: true,
            activated_at: u.created,
            signup_role: u.role,
            partner_channel: null,
            referral_hash: null,
            password_changed_at: null,
            created: u.created,
            modified: u.created,
          };
        }),
      )
      .returning(['id', 'username'])
      .execute(),
  );
  const userIdByName = new Map(userRows.map((r) => [r.username, r.id]));
  const userId = (index: number) => userIdByName.get(plan.users[index]!.username)!;

  // Services with their categories, areas, photos, FAQ and hours
  const serviceRows = await insertReturning(plan.services, (batch) =>
    trx
      .insertInto('quote_services')
      .values(
        batch.map((s) => {
          const home = cityById.get(s.areas[0]!.cityId)!;
          // Every demo service has its logo, so the demo pros' profiles count as complete.
          const logo = pictures.logo(s.slug, [...s.title][0] ?? '', s.genreSlug);
          const districtId = s.areas[0]!.districtId ?? rng.pick(home.districts).id;
          const centre = CITY_CENTRES[home.slug];
          return {
            user_id: userId(s.user),
            slug: s.slug,
            title: s.title,
            description: s.description,
            is_public: true,
            is_archived: false,
            is_service_professional_travels_to_me: s.travelsToCustomer,
            is_customer_travel_to_me: s.customerTravels,
            is_over_phone_or_internet: s.overPhoneOrInternet,
            created: s.created,
            modified: s.created,
            years_in_business: s.yearsInBusiness,
            city_id: home.id,
            district_id: districtId,
            latitude: centre ? Math.round((centre[0] + (rng.next() - 0.5) * 0.06) * 1e5) / 1e5 : null,
            longitude: centre ? Math.round((centre[1] + (rng.next() - 0.5) * 0.06) * 1e5) / 1e5 : null,
            is_verified: rng.chance(0.45),
            logo_path: logo,
            logo_thumb_path: logo,
          };
        }),
      )
      .returning(['id', 'slug'])
      .execute(),
  );
  const serviceIdBySlug = new Map(serviceRows.map((r) => [r.slug, r.id]));
  const serviceId = (index: number) => serviceIdBySlug.get(plan.services[index]!.slug)!;
  const serviceIds = plan.services.map((_, i) => serviceId(i));

  await insertBatches(
    plan.services.flatMap((s, i) =>
      s.categories.map((c) => ({ quote_service_id: serviceIds[i]!, quote_category_id: c.id, quote_job_preference: '{}' })),
    ),
    (batch) => trx.insertInto('quote_service_categories').values(batch).execute(),
  );
  await insertBatches(
    plan.services.flatMap((s, i) => s.areas.map((a) => ({ quote_service_id: serviceIds[i]!, city_id: a.cityId, district_id: a.districtId }))),
    (batch) => trx.insertInto('quote_service_areas').values(batch).execute(),
  );
  const isDemoPro = (i: number) => i === plan.demoProService;
  await insertBatches(
    plan.services.flatMap((s, i) =>
      s.photoVariants.map((variant, order) => {
        // The photos take turns over the service's categories, the main one first.
        const category = s.categories[order % s.categories.length]!;
        const captions = GENRE_CAPTIONS[category.genreSlug] ?? DEFAULT_CAPTIONS;
        return {
          quote_service_id: serviceIds[i]!,
          // The demo pro may delete a photo; it gets files of its own.
          path: pictures.photo(category, variant, isDemoPro(i) ? `${plan.users[s.user]!.username}:` : ''),
          caption: fill(captions[variant % captions.length]!, { c: category.name }),
          width: WORK_PHOTO_WIDTH,
          height: WORK_PHOTO_HEIGHT,
          display_order: order + 1,
          created: s.created,
        };
      }),
    ),
    (batch) => trx.insertInto('quote_service_photos').values(batch).execute(),
  );
  await insertBatches(
    plan.services.flatMap((s, i) =>
      rng.sample(FAQS, isDemoPro(i) ? 4 : rng.int(0, 3)).map((faq, order) => ({
        quote_service_id: serviceIds[i]!,
        question: fill(faq.q, { c: s.categories[0]!.name }),
        answer: faq.a,
        display_order: order + 1,
        created: s.created,
      })),
    ),
    (batch) => trx.insertInto('quote_service_faqs').values(batch).execute(),
  );
  const hours = (i: number) => {
    const roll = isDemoPro(i) ? 0 : rng.next();
    if (roll > 0.8) return []; // no hours given
    const days = roll < 0.5 ? [1, 2, 3, 4, 5, 6] : roll < 0.7 ? [1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7];
    const [open, close] = roll < 0.3 ? ['09:00:00', '18:00:00'] : roll < 0.6 ? ['08:00:00', '20:00:00'] : ['10:00:00', '21:00:00'];
    return days.map((weekday) => ({ quote_service_id: serviceIds[i]!, weekday, open_time: open!, close_time: close! }));
  };
  await insertBatches(
    plan.services.flatMap((_, i) => hours(i)),
    (batch) => trx.insertInto('quote_service_business_hours').values(batch).execute(),
  );

  // Requests with their answers. Their guest-link digests are random, like real ones: nobody
  // holds a link to a demo request.
  const digests = plan.requests.map(() => createHash('sha256').update(randomBytes(32)).digest('hex'));
  const requestRows = await insertReturning(
    plan.requests.map((r, i) => ({ r, digest: digests[i]! })),
    (batch) =>
    trx
      .insertInto('quote_requests')
      .values(
        batch.map(({ r, digest }) => ({
          user_id: userId(r.user),
          quote_category_id: r.category.id,
          city_id: r.cityId,
          district_id: r.districtId,
          description: r.description,
          when_day_label: r.whenDayLabel,
          when_day_slots: JSON.stringify(r.whenDaySlots),
          is_closed: r.isClosed,
          recommend_source: 'form',
          hash_digest: digest,
          created: r.created,
          modified: r.created,
        })),
      )
      .returning(['id', 'hash_digest'])
      .execute(),
  );
  const requestIdByDigest = new Map(requestRows.map((r) => [r.hash_digest, r.id]));
  const requestIds = digests.map((d) => requestIdByDigest.get(d)!);
  // Answers of the requests someone can open: the demo accounts' and the open ones.
  const demoRequests = new Set(
    plan.requests.filter((r) => r.user === plan.demoConsumer || r.bids.some((b) => b.service === plan.demoProService)).map((r) => r.key),
  );
  const openSince = now.getTime() - OPEN_DAYS * 24 * HOUR;
  await insertBatches(
    plan.requests.flatMap((r, i) =>
      demoRequests.has(r.key) || r.created.getTime() >= openSince
        ? r.answers.map((a) => ({ quote_request_id: requestIds[i]!, quote_form_field_id: a.fieldId, value: a.value }))
        : [],
    ),
    (batch) => trx.insertInto('quote_form_submission_fields').values(batch).execute(),
  );

  // Bids
  const bids = plan.requests.flatMap((r, i) => r.bids.map((bid) => ({ bid, request: r, requestId: requestIds[i]! })));
  const bidRows = await insertReturning(bids, (batch) =>
    trx
      .insertInto('quote_bids')
      .values(
        batch.map(({ bid, requestId }) => ({
          quote_request_id: requestId,
          quote_service_id: serviceIds[bid.service]!,
          user_id: userId(plan.services[bid.service]!.user),
          quote_status_id: bid.status,
          hired_on: bid.hiredOn,
          is_provider_readed: bid.providerRead,
          is_requestor_readed: bid.requestorRead,
          rating_type: bid.ratingType,
          flat_rate_at: bid.flatRate,
          hourly_rate_at: bid.hourlyRate,
          price_note: bid.priceNote,
          provider_last_read_on: bid.providerRead ? (bid.quoteSentOn ?? bid.created) : null,
          quote_sent_on: bid.quoteSentOn,
          completed_on: bid.completedOn,
          is_on_site_visit_required_for_quote: bid.ratingType === 'required',
          is_interested: bid.isInterested,
          recommend_source: 'match',
          match_score: bid.matchScore,
          created: bid.created,
          modified: bid.completedOn ?? bid.hiredOn ?? bid.quoteSentOn ?? bid.created,
        })),
      )
      .returning(['id', 'quote_request_id', 'user_id'])
      .execute(),
  );
  const bidIdByPair = new Map(bidRows.map((r) => [`${r.quote_request_id}:${r.user_id}`, r.id]));
  const bidId = (b: (typeof bids)[number]) => bidIdByPair.get(`${b.requestId}:${userId(plan.services[b.bid.service]!.user)}`)!;

  // The timeline of the requests the demo accounts can open (nobody signs in as the others)
  type Activity = Database['activities']['type'];
  const activities: { quote_request_id: number; quote_bid_id: number; user_id: number; type: Activity; created: Date }[] = [];
  for (const b of bids) {
    if (!demoRequests.has(b.request.key)) continue;
    const id = bidId(b);
    const consumer = userId(b.request.user);
    const pro = userId(plan.services[b.bid.service]!.user);
    const add = (type: Activity, user: number, at: Date | null) => {
      if (at) activities.push({ quote_request_id: b.requestId, quote_bid_id: id, user_id: user, type, created: at });
    };
    add('create', consumer, b.bid.created);
    if (b.bid.status === 6) add('pass', pro, new Date(b.bid.created.getTime() + HOUR));
    add('providedquote', pro, b.bid.quoteSentOn);
    add('hire', consumer, b.bid.hiredOn);
    add('complete', pro, b.bid.completedOn);
    add('review', consumer, b.bid.review?.created ?? null);
  }
  await insertBatches(activities, (batch) => trx.insertInto('activities').values(batch).execute());

  // The demo accounts' unread notifications: the pro's new leads, the consumer's new quotes
  const demoPro = userId(plan.demoPro);
  const demoConsumer = userId(plan.demoConsumer);
  const notifications = bids.flatMap((b) => {
    const pro = userId(plan.services[b.bid.service]!.user);
    const out: Database['notifications']['type'][] = [];
    if (pro === demoPro && b.bid.status === 1) out.push('new_lead');
    if (b.request.user === plan.demoConsumer && b.bid.status === 2 && !b.bid.requestorRead) out.push('new_quote');
    return out.map((type) => ({
      user_id: type === 'new_lead' ? demoPro : demoConsumer,
      type,
      quote_request_id: b.requestId,
      quote_bid_id: bidId(b),
      created: type === 'new_lead' ? b.bid.created : b.bid.quoteSentOn!,
      // Demo history: nothing to deliver by e-mail, SMS or push.
      notified_at: type === 'new_lead' ? b.bid.created : b.bid.quoteSentOn!,
    }));
  });
  await insertBatches(notifications, (batch) => trx.insertInto('notifications').values(batch).execute());

  // Figures matching and the lists rank by (their trigger sets each service's rank_score)
  const stats = new Map<number, { lead: number; response: number; ratingSum: number; ratingCount: number; lastLead: Date | null; lastResponse: Date | null }>();
  for (const b of bids) {
    const id = serviceIds[b.bid.service]!;
    const s = stats.get(id) ?? { lead: 0, response: 0, ratingSum: 0, ratingCount: 0, lastLead: null, lastResponse: null };
    s.lead += 1;
    if (b.bid.review) {
      s.ratingSum += b.bid.review.rating;
      s.ratingCount += 1;
    }
    if (!s.lastLead || b.bid.created > s.lastLead) s.lastLead = b.bid.created;
    if (isQuoted(b.bid)) {
      s.response += 1;
      if (!s.lastResponse || b.bid.quoteSentOn! > s.lastResponse) s.lastResponse = b.bid.quoteSentOn;
    }
    stats.set(id, s);
  }
  await insertBatches([...stats.entries()], (batch) =>
    trx
      .insertInto('quote_service_stats')
      .values(
        batch.map(([id, s]) => ({
          quote_service_id: id,
          lead_count: s.lead,
          response_count: s.response,
          rating_sum: s.ratingSum,
          rating_count: s.ratingCount,
          last_lead_at: s.lastLead,
          last_response_at: s.lastResponse,
        })),
      )
      .execute(),
  );
  const reviewed = bids.filter((b) => b.bid.review !== null);
  await insertBatches(reviewed, (batch) =>
    trx
      .insertInto('reviews')
      .values(
        batch.map((b) => {
          const review = b.bid.review!;
          return {
            quote_service_id: serviceIds[b.bid.service]!,
            quote_bid_id: bidId(b),
            user_id: userId(b.request.user),
            rating: review.rating,
            is_satisfied: review.rating >= 3,
            feedback: review.feedback,
            tags: JSON.stringify(review.rating >= 4 ? rng.sample(REVIEW_TAGS, rng.int(1, 3)) : []),
            created: review.created,
            modified: review.created,
          };
        }),
      )
      .execute(),
  );
  // The best-rated few are featured.
  await trx
    .updateTable('quote_services')
    .set({ is_featured: true })
    .where(
      'id',
      'in',
      trx
        .selectFrom('quote_service_stats')
        .select('quote_service_id')
        .where('quote_service_id', 'in', serviceIds)
        .where('rating_count', '>=', 3)
        .orderBy(sql`rating_sum::real / rating_count`, 'desc')
        .orderBy('quote_service_id')
        .limit(24),
    )
    .execute();

  // The shop: packages, their settings, orders with their payments and escrow postings (shop-seed.ts)
  const shop = await writeShopPlan(trx, plan, buildDemoShopPlan(plan, context.cities, now), { userId, serviceId, photo: pictures.photo });

  return {
    ...shop,
    pros: plan.services.length,
    consumers: plan.users.filter((u) => u.role === 'consumer').length,
    requests: plan.requests.length,
    bids: bids.length,
    quotes: bids.filter((b) => isQuoted(b.bid)).length,
    reviews: reviewed.length,
  };
}
