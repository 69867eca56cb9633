import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { REVIEW_COLUMNS, type ReviewRow } from './pro-profile.repository';
import { OWNER_IN_GOOD_STANDING } from '../standing';
import { PUBLIC_SERVICE, publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/** Public services for the sitemap, by id. */
export function sitemapServices(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('quote_services')
    .select(['id', 'modified'])
    .where(publicServiceAs(''))
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublicServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom('quote_services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(publicServiceAs(''))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Figures for the page that invites pros: how many pros and reviews, the average rating. */
export async function marketplaceFigures(db: Db): Promise<{ pros: number; reviews: number; average: number | null }> {
  const { rows } = await sql<{ pros: number; reviews: number; average: number | null }>`
    select (select count(*) from quote_services where ${publicServiceAs('')})::int as pros,
      coalesce(sum(rating_count), 0)::int as reviews,
      case when sum(rating_count) > 0 then round(sum(rating_sum)::numeric / sum(rating_count), 1)::float8 end as average
    from quote_service_stats`.execute(db);
  return rows[0] ?? { pros: 0, reviews: 0, average: null };
}

/** The newest verified review of each of the category's public services, newest first. */
export async function recentCategoryReviews(db: Db, categoryId: number, limit: number): Promise<(ReviewRow & { quote_service_id: number; title: string })[]> {
  const { rows } = await sql<ReviewRow & { quote_service_id: number; title: string }>`
    select ${REVIEW_COLUMNS},
      qs.id as quote_service_id, qs.title
    from quote_service_categories qsc
      join quote_services qs on qs.id = qsc.quote_service_id
      join lateral (
        select * from reviews r0 where r0.quote_service_id = qs.id and not r0.is_external and r0.feedback <> ''
        order by r0.created desc, r0.id desc limit 1
      ) r on true
      left join users u on u.id = r.user_id
    where qsc.quote_category_id = ${categoryId} and ${PUBLIC_SERVICE} and ${OWNER_IN_GOOD_STANDING}
    order by r.created desc, r.id desc
    limit ${limit}`.execute(db);
  return rows;
}

export interface ShowcasePhotoRow {
  id: number;
  path: string;
  thumb_path: string | null;
  caption: string;
  width: number | null;
  height: number | null;
  quote_service_id: number;
  title: string;
}

/** The first photos of the category's best-ranked public services (up to `perService` each). */
export async function categoryPhotos(db: Db, categoryId: number, services: number, perService: number, limit: number): Promise<ShowcasePhotoRow[]> {
  const { rows } = await sql<ShowcasePhotoRow>`
    select p.id, p.path, p.thumb_path, p.caption, p.width, p.height, top.id as quote_service_id, top.title
    from (
      select qs.id, qs.title, qs.rank_score from quote_services qs
      where ${PUBLIC_SERVICE} and ${OWNER_IN_GOOD_STANDING}
        and qs.id in (select qsc.quote_service_id from quote_service_categories qsc where qsc.quote_category_id = ${categoryId})
        and exists (select 1 from quote_service_photos p0 where p0.quote_service_id = qs.id)
      order by qs.rank_score desc, qs.id desc
      limit ${services}
    ) top
    join lateral (
      select * from quote_service_photos p1 where p1.quote_service_id = top.id order by p1.display_order, p1.id limit ${perService}
    ) p on true
    order by top.rank_score desc, top.id desc, p.display_order, p.id
    limit ${limit}`.execute(db);
  return rows;
}
