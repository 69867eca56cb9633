import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createUser } from '../../test/factories';
import { findPlace, pauseService } from '../requests/test-factories';

type Db = Kysely<Database>;

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

/** A pro's service for the discovery tests, inserted directly. */
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
    const place = districtName
      ? await findPlace(db, cityName, districtName)
      : {
          cityId: (await db.selectFrom('cities').select('id').where('name', '=', cityName).executeTakeFirstOrThrow()).id,
          districtId: null,
        };
    await db.insertInto('quote_service_areas').values({ quote_service_id: service.id, city_id: place.cityId, district_id: place.districtId }).execute();
  }
  if (options.paused) await pauseService(db, service.id);
  return { user, service };
}

/** A review of the service by a new consumer. */
export async function addReview(db: Db, quoteServiceId: number, rating: number, feedback: string) {
  const reviewer = await createUser(db, { last_name: '陳', first_name: '美玲' });
  return db
    .insertInto('reviews')
    .values({ quote_service_id: quoteServiceId, user_id: reviewer.id, rating, feedback, tags: JSON.stringify(['準時', '專業']) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `count` public services in a category serving the whole city, in one statement each. */
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
  const city = await db.selectFrom('cities').select('id').where('name', '=', cityName).executeTakeFirstOrThrow();
  await db
    .insertInto('quote_service_categories')
    .values(services.map((s) => ({ quote_service_id: s.id, quote_category_id: category.id })))
    .execute();
  await db
    .insertInto('quote_service_areas')
    .values(services.map((s) => ({ quote_service_id: s.id, city_id: city.id, district_id: null })))
    .execute();
  return services;
}
