import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Published collections in display order, with how many categories each recommends. */
export function listCollections(db: Db) {
  return db
    .selectFrom('feature_collections as f')
    .leftJoin('feature_collection_items as i', 'i.feature_collection_id', 'f.id')
    .select(['f.id', 'f.slug', 'f.title', 'f.summary', 'f.icon', (eb) => eb.fn.count<string>('i.id').as('category_count')])
    .where('f.is_published', '=', true)
    .groupBy(['f.id', 'f.slug', 'f.title', 'f.summary', 'f.icon', 'f.display_order'])
    .orderBy('f.display_order')
    .orderBy('f.id')
    .execute();
}

/** One published collection by slug. */
export function findCollection(db: Db, slug: string) {
  return db.selectFrom('feature_collections').selectAll().where('slug', '=', slug).where('is_published', '=', true).executeTakeFirst();
}

/** A collection's recommended categories, in order. */
export function listCollectionItems(db: Db, collectionId: number) {
  return db
    .selectFrom('feature_collection_items')
    .select(['quote_category_id', 'note'])
    .where('feature_collection_id', '=', collectionId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

function articleSummaries(db: Db) {
  return db
    .selectFrom('articles as a')
    .leftJoin('genres as g', 'g.id', 'a.genre_id')
    .leftJoin('quote_categories as c', 'c.id', 'a.quote_category_id')
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.summary',
      'a.author_name',
      'a.reading_minutes',
      'a.published_at',
      'g.slug as genre_slug',
      'g.name as genre_name',
      'c.slug as category_slug',
      'c.name as category_name',
    ])
    .where('a.is_published', '=', true);
}
export type ArticleSummaryRow = Awaited<ReturnType<ReturnType<typeof articleSummaries>['execute']>>[number];

/** One page of published articles, newest first, with the total count (window function: one query). */
export function listArticles(db: Db, page: number, pageSize: number) {
  return articleSummaries(db)
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** One published article by slug, with its body. */
export function findArticle(db: Db, slug: string) {
  return articleSummaries(db).select(['a.body', 'a.modified', 'a.genre_id', 'a.quote_category_id']).where('a.slug', '=', slug).executeTakeFirst();
}

/** Other articles about the same category or genre, the same category first, then newest. */
export function listRelatedArticles(db: Db, article: { id: number; genre_id: number | null; quote_category_id: number | null }, limit: number) {
  if (article.genre_id === null && article.quote_category_id === null) return Promise.resolve([]);
  return articleSummaries(db)
    .where('a.id', '<>', article.id)
    .where((eb) => eb.or([eb('a.quote_category_id', '=', article.quote_category_id), eb('a.genre_id', '=', article.genre_id)]))
    .orderBy(sql`a.quote_category_id is not distinct from ${article.quote_category_id}`, 'desc')
    .orderBy('a.published_at', 'desc')
    .limit(limit)
    .execute();
}

/** Published articles about one category, newest first (the category and price pages link them). */
export function listCategoryArticles(db: Db, categoryId: number, limit: number) {
  return articleSummaries(db).where('a.quote_category_id', '=', categoryId).orderBy('a.published_at', 'desc').limit(limit).execute();
}

/** The editors' text of a category's price guide. */
export function findPriceGuideText(db: Db, categoryId: number) {
  return db.selectFrom('price_guides').select(['intro', 'factors', 'tips', 'faq']).where('quote_category_id', '=', categoryId).where('is_published', '=', true).executeTakeFirst();
}

/** Categories that have a written price guide. */
export async function listPriceGuideCategoryIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('price_guides').select('quote_category_id').where('is_published', '=', true).execute()).map((r) => r.quote_category_id);
}

export interface PriceStatsRow {
  /** null on the row for every city together. */
  city_id: number | null;
  flat_count: number;
  flat_p25: number | null;
  flat_median: number | null;
  flat_p75: number | null;
  hourly_count: number;
  hourly_p25: number | null;
  hourly_median: number | null;
  hourly_p75: number | null;
}

/**
 * Quartiles of the prices of sent quotes (quote_sent_on set) on a category's requests, by the
 * request's city and for every city together (grouping sets): one query, served by
 * quote_requests_category_city_idx and the covering quote_bids_sent_prices_idx. A flat price
 * counts when the quote is flat (or untyped); an hourly one when it is hourly (or untyped).
 * Rounded as numeric, so halves round the same way on every engine.
 */
export async function priceStats(db: Db, categoryId: number): Promise<PriceStatsRow[]> {
  const flat = sql`b.rating_type is null or b.rating_type = 'flat'`;
  const hourly = sql`b.rating_type is null or b.rating_type = 'hourly'`;
  const pct = (fraction: number, column: 'flat_rate_at' | 'hourly_rate_at', when: typeof flat) =>
    sql`round((percentile_cont(${sql.lit(fraction)}) within group (order by ${sql.ref(`b.${column}`)}) filter (where ${when}))::numeric)::integer`;
  const { rows } = await sql<PriceStatsRow>`
    select r.city_id,
      (count(b.flat_rate_at) filter (where ${flat}))::integer as flat_count,
      ${pct(0.25, 'flat_rate_at', flat)} as flat_p25,
      ${pct(0.5, 'flat_rate_at', flat)} as flat_median,
      ${pct(0.75, 'flat_rate_at', flat)} as flat_p75,
      (count(b.hourly_rate_at) filter (where ${hourly}))::integer as hourly_count,
      ${pct(0.25, 'hourly_rate_at', hourly)} as hourly_p25,
      ${pct(0.5, 'hourly_rate_at', hourly)} as hourly_median,
      ${pct(0.75, 'hourly_rate_at', hourly)} as hourly_p75
    from quote_requests r
    join quote_bids b on b.quote_request_id = r.id and b.quote_sent_on is not null
    where r.quote_category_id = ${categoryId}
    group by grouping sets ((r.city_id), ())
  `.execute(db);
  return rows;
}
