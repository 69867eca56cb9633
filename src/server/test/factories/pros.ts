import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCity, findPlace } from './catalogue';
import { createConsumer, createUser } from './users';

/** Pros and their services, inserted directly. */

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

export interface PlaceRef {
  cityId: number;
  /** null: the whole city. */
  districtId: number | null;
}

export interface ProOptions {
  categoryIds: number[];
  areas?: PlaceRef[];
  isPublic?: boolean;
  isArchived?: boolean;
  overPhoneOrInternet?: boolean;
  customerTravelsToPro?: boolean;
  /** Per category: the answers the pro wants, by field id. */
  jobPreference?: Record<string, string[]>;
  notificationSettings?: Record<string, number>;
  stats?: { leadCount?: number; responseCount?: number; ratingSum?: number; ratingCount?: number; lastResponseAt?: Date };
}

/** A pro as `createProWithService` makes one: the user and a service. */
export interface ProRef {
  user: { id: number };
  service: { id: number };
}

/** A pro with a confirmed phone, a session and one service offering the categories in the areas. */
export async function createProWithService(db: Db, options: ProOptions) {
  const { user, token } = await createConsumer(db);
  await db
    .updateTable('users')
    .set({ signup_role: 'pro', notification_settings: JSON.stringify(options.notificationSettings ?? {}) })
    .where('id', '=', user.id)
    .execute();
  const service = await addService(db, user.id, options);
  return { user, token, service };
}

/** Another service for an existing user. */
export async function addService(db: Db, userId: number, options: ProOptions) {
  const service = await db
    .insertInto('quote_services')
    .values({
      user_id: userId,
      slug: `svc-${randomBytes(6).toString('hex')}`,
      title: '測試服務',
      is_public: options.isPublic ?? true,
      is_archived: options.isArchived ?? false,
      is_over_phone_or_internet: options.overPhoneOrInternet ?? false,
      is_customer_travel_to_me: options.customerTravelsToPro ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_service_categories')
    .values(
      options.categoryIds.map((id) => ({
        quote_service_id: service.id,
        quote_category_id: id,
        quote_job_preference: JSON.stringify(options.jobPreference ? { answers: options.jobPreference } : {}),
      })),
    )
    .execute();
  if (options.areas?.length) {
    await db
      .insertInto('quote_service_areas')
      .values(options.areas.map((a) => ({ quote_service_id: service.id, city_id: a.cityId, district_id: a.districtId })))
      .execute();
  }
  if (options.stats) {
    const s = options.stats;
    await db
      .insertInto('quote_service_stats')
      .values({
        quote_service_id: service.id,
        lead_count: s.leadCount ?? 0,
        response_count: s.responseCount ?? 0,
        rating_sum: s.ratingSum ?? 0,
        rating_count: s.ratingCount ?? 0,
        last_response_at: s.lastResponseAt ?? null,
      })
      .execute();
  }
  return service;
}

/** Pauses a service from `begin` to `end` (defaults: an hour ago to a day ahead). */
export async function pauseService(db: Db, quoteServiceId: number, span: { begin?: Date; end?: Date } = {}) {
  const now = Date.now();
  return db
    .insertInto('suspension_events')
    .values({
      quote_service_id: quoteServiceId,
      begin_time: span.begin ?? new Date(now - 3_600_000),
      end_time: span.end ?? new Date(now + DAY_MS),
      title: '休假中',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `userId` blocks `blockedUserId`. */
export async function blockUser(db: Db, userId: number, blockedUserId: number) {
  await db.insertInto('blocked_users').values({ user_id: userId, blocked_user_id: blockedUserId }).execute();
}

export interface PublicProOptions {
  title: string;
  description?: string;
  categorySlugs: string[];
  /** [city name, district name or null for the whole city] */
  areas?: [string, string | null][];
  isPublic?: boolean;
  isArchived?: boolean;
  paused?: boolean;
  featured?: boolean;
  lastName?: string;
  firstName?: string;
}

/** A pro's listed service (no session, no phone), by category slugs and place names: what visitors find. */
export async function createPublicPro(db: Db, options: PublicProOptions) {
  const user = await createUser(db, {
    signup_role: 'pro',
    ...(options.lastName !== undefined ? { last_name: options.lastName } : {}),
    ...(options.firstName !== undefined ? { first_name: options.firstName } : {}),
  });
  const service = await db
    .insertInto('quote_services')
    .values({
      user_id: user.id,
      slug: `svc-${randomBytes(6).toString('hex')}`,
      title: options.title,
      description: options.description ?? '',
      is_public: options.isPublic ?? true,
      is_archived: options.isArchived ?? false,
      is_featured: options.featured ?? false,
    })
    .returning(['id', 'slug', 'title'])
    .executeTakeFirstOrThrow();
  const categories = await db.selectFrom('quote_categories').select('id').where('slug', 'in', options.categorySlugs).execute();
  await db
    .insertInto('quote_service_categories')
    .values(categories.map((c) => ({ quote_service_id: service.id, quote_category_id: c.id })))
    .execute();
  for (const [cityName, districtName] of options.areas ?? []) {
    const place = districtName ? await findPlace(db, cityName, districtName) : { cityId: await findCity(db, cityName), districtId: null };
    await db.insertInto('quote_service_areas').values({ quote_service_id: service.id, city_id: place.cityId, district_id: place.districtId }).execute();
  }
  if (options.paused) await pauseService(db, service.id);
  return { user, service };
}

/** `count` public services of one pro in a category serving the whole city, in one statement each. */
export async function createManyPros(db: Db, count: number, categorySlug: string, cityName: string) {
  const owner = await createUser(db, { signup_role: 'pro' });
  const services = await db
    .insertInto('quote_services')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: owner.id,
        slug: `bulk-${randomBytes(6).toString('hex')}-${i}`,
        title: `大量測試服務 ${i + 1}`,
      })),
    )
    .returning('id')
    .execute();
  const category = await db.selectFrom('quote_categories').select('id').where('slug', '=', categorySlug).executeTakeFirstOrThrow();
  const cityId = await findCity(db, cityName);
  await db
    .insertInto('quote_service_categories')
    .values(services.map((s) => ({ quote_service_id: s.id, quote_category_id: category.id })))
    .execute();
  await db
    .insertInto('quote_service_areas')
    .values(services.map((s) => ({ quote_service_id: s.id, city_id: cityId, district_id: null })))
    .execute();
  return services;
}
