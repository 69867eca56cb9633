import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, QuoteServicesTable } from '../../db/schema';

/** The only SQL of the pro's own services. Every read is scoped by the owner's id. */

type Db = Kysely<Database>;
export type ServiceRow = Selectable<QuoteServicesTable>;

/** The owner's service, not deleted; undefined for anyone else's. `lock` holds the row to the transaction. */
export async function findOwned(db: Db, userId: number, id: number, lock = false): Promise<ServiceRow | undefined> {
  let query = db.selectFrom('quote_services').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The owner's name, which the profile count reads beside the service. */
export function ownerName(db: Db, userId: number): Promise<{ first_name: string; last_name: string } | undefined> {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

export async function countOwned(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_services')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the owner's services, newest first. */
export function listOwned(db: Db, userId: number, limit: number, offset: number): Promise<ServiceRow[]> {
  return db
    .selectFrom('quote_services')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function categoriesOf(db: Db, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quote_service_categories as sc')
    .innerJoin('quote_categories as c', 'c.id', 'sc.quote_category_id')
    .select([
      'sc.id',
      'sc.quote_service_id',
      'sc.quote_category_id',
      'sc.is_auto_quote_on',
      'sc.is_direct_reserve_on',
      'sc.quote_job_preference',
      'c.slug',
      'c.name',
    ])
    .where('sc.quote_service_id', 'in', serviceIds)
    .orderBy('sc.id')
    .execute();
}
export type CategoryRow = Awaited<ReturnType<typeof categoriesOf>>[number];

/** One service category setting with its category's name. */
export function categorySetting(db: Db, settingId: number) {
  return db
    .selectFrom('quote_service_categories as sc')
    .innerJoin('quote_categories as c', 'c.id', 'sc.quote_category_id')
    .select(['sc.id', 'sc.quote_service_id', 'sc.quote_category_id', 'sc.is_auto_quote_on', 'sc.is_direct_reserve_on', 'sc.quote_job_preference', 'c.slug', 'c.name'])
    .where('sc.id', '=', settingId)
    .executeTakeFirstOrThrow();
}

export async function areaCounts(db: Db, serviceIds: readonly number[]): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote_service_areas')
    .select(['quote_service_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('quote_service_id', 'in', serviceIds)
    .groupBy('quote_service_id')
    .execute();
  return new Map(rows.map((r) => [r.quote_service_id, Number(r.n)]));
}

export function areasOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_areas as a')
    .innerJoin('cities as c', 'c.id', 'a.city_id')
    .leftJoin('districts as d', 'd.id', 'a.district_id')
    .select(['a.id', 'a.city_id', 'c.name as city_name', 'a.district_id', 'd.name as district_name'])
    .where('a.quote_service_id', '=', serviceId)
    .orderBy('c.display_order')
    .orderBy(sql`d.zipcode nulls first`)
    .execute();
}
export type AreaRow = Awaited<ReturnType<typeof areasOf>>[number];

export function faqsOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_faqs')
    .select(['id', 'question', 'answer', 'display_order'])
    .where('quote_service_id', '=', serviceId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}
export type FaqRow = Awaited<ReturnType<typeof faqsOf>>[number];

export function reviewLinksOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_review_links')
    .select(['id', 'site_name', 'url'])
    .where('quote_service_id', '=', serviceId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/** The service of a FAQ entry, if the caller owns it. */
export function findOwnedFaq(db: Db, userId: number, faqId: number) {
  return db
    .selectFrom('quote_service_faqs as f')
    .innerJoin('quote_services as s', 's.id', 'f.quote_service_id')
    .select(['f.id', 'f.quote_service_id'])
    .where('f.id', '=', faqId)
    .where('s.user_id', '=', userId)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A service category setting, if the caller owns its service. */
export function findOwnedSetting(db: Db, userId: number, settingId: number) {
  return db
    .selectFrom('quote_service_categories as sc')
    .innerJoin('quote_services as s', 's.id', 'sc.quote_service_id')
    .selectAll('sc')
    .where('sc.id', '=', settingId)
    .where('s.user_id', '=', userId)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The active questions of a category, in form order. */
export function questionsOf(db: Db, categoryId: number) {
  return db
    .selectFrom('quote_form_fields')
    .select(['id', 'label', 'type', 'options', 'is_required', 'placeholder', 'display_order', 'is_active'])
    .where('quote_category_id', '=', categoryId)
    .where('is_active', '=', true)
    .orderBy('display_order')
    .execute();
}
