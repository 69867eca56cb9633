import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { NOT_PAUSED, type ProRow, SUMMARY_COLUMNS, SUMMARY_JOINS } from './pro-list.repository';
import { OWNER_IN_GOOD_STANDING } from '../standing';
import { PUBLIC_SERVICE } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

export interface ProfileRow extends ProRow {
  full_description: string;
  district_name: string | null;
  latitude: number | null;
  longitude: number | null;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  is_paused: boolean;
  created: Date;
  /** The shop reviews of its items (0092), apart from its quote reviews. */
  shop_rating_sum: number;
  shop_rating_count: number;
}

/** A public service's profile row; undefined when unknown, private or archived. */
export async function findPublicProfile(db: Db, id: number): Promise<ProfileRow | undefined> {
  const { rows } = await sql<ProfileRow>`
    select ${SUMMARY_COLUMNS}, qs.description as full_description, d.name as district_name, qs.latitude, qs.longitude,
      qs.is_service_professional_travels_to_me, qs.is_customer_travel_to_me, qs.is_over_phone_or_internet,
      qs.created, not ${NOT_PAUSED} as is_paused,
      (select coalesce(sum(si.rating_sum), 0)::int from shop_items si where si.quote_service_id = qs.id and si.deleted_at is null) as shop_rating_sum,
      (select coalesce(sum(si.rating_count), 0)::int from shop_items si where si.quote_service_id = qs.id and si.deleted_at is null) as shop_rating_count
    from quote_services qs ${SUMMARY_JOINS}
      left join districts d on d.id = qs.district_id
    where qs.id = ${id} and ${PUBLIC_SERVICE} and u.deleted_at is null and ${OWNER_IN_GOOD_STANDING}`.execute(db);
  return rows[0];
}

export function areasOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_areas as a')
    .innerJoin('cities as c', 'c.id', 'a.city_id')
    .leftJoin('districts as d', 'd.id', 'a.district_id')
    .select(['c.slug as city_slug', 'c.name as city_name', 'd.name as district_name'])
    .where('a.quote_service_id', '=', serviceId)
    .orderBy('c.display_order')
    .orderBy('d.zipcode')
    .execute();
}

export function photosOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_photos')
    .select(['id', 'path', 'thumb_path', 'caption'])
    .where('quote_service_id', '=', serviceId)
    .orderBy('display_order')
    .orderBy('id')
    .limit(60)
    .execute();
}

export function faqsOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_faqs')
    .select(['id', 'question', 'answer'])
    .where('quote_service_id', '=', serviceId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

export function hoursOf(db: Db, serviceId: number) {
  return db
    .selectFrom('quote_service_business_hours')
    .select(['weekday', sql<string>`to_char(open_time, 'HH24:MI')`.as('open'), sql<string>`to_char(close_time, 'HH24:MI')`.as('close')])
    .where('quote_service_id', '=', serviceId)
    .orderBy('weekday')
    .orderBy('open_time')
    .execute();
}

export interface ReviewRow {
  id: number;
  rating: number;
  is_satisfied: boolean;
  feedback: string;
  tags: unknown;
  created: Date;
  last_name: string | null;
  first_name: string | null;
  username: string | null;
  attachments: string[] | null;
  is_external: boolean;
  reviewer_name: string | null;
}

/** A review's columns (`r`, its author `u`) and its attachments' paths. */
export const REVIEW_COLUMNS = sql`r.id, r.rating, r.is_satisfied, r.feedback, r.tags, r.created, u.last_name, u.first_name, u.username, r.is_external, r.reviewer_name,
      (select array_agg(fa.path order by fa.display_order, fa.id) from feedback_attachments fa where fa.review_id = r.id) as attachments`;

/** One page of a service's reviews, verified first, then invited ones, newest first within each. */
export async function reviewsOf(db: Db, serviceId: number, limit: number, offset: number): Promise<ReviewRow[]> {
  const { rows } = await sql<ReviewRow>`
    select ${REVIEW_COLUMNS}
    from reviews r left join users u on u.id = r.user_id
    where r.quote_service_id = ${serviceId}
    order by r.is_external, r.created desc, r.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** Every review of a service, verified or from an invited past client (for paging). */
export async function countReviews(db: Db, serviceId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('quote_service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reviews by stars, 5 down to 1. */
export async function ratingBreakdown(db: Db, serviceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('quote_service_id', '=', serviceId)
    // Reviews from invited past clients are shown apart and stay out of the figures.
    .where('is_external', '=', false)
    .groupBy('rating')
    .execute();
  return [5, 4, 3, 2, 1].map((stars) => Number(rows.find((r) => r.rating === stars)?.n ?? 0));
}

/** How many jobs the service was hired for (hired, completed or paid). */
export async function hiredCount(db: Db, serviceId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_bids')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quote_service_id', '=', serviceId)
    .where('quote_status_id', 'in', [3, 4, 5])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
