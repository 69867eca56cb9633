import { type Kysely, type RawBuilder, sql } from 'kysely';
import { placeKey } from '../../db/queries/place-key';
import type { Database } from '../../db/schema';
import { OWNER_IN_GOOD_STANDING } from '../standing';
import { PUBLIC_SERVICE } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/** What a pro list filters by. Every list shows public, unarchived services that are not paused. */
export interface ProListQuery {
  /** Search terms (lower-cased, no whitespace); each must match the service or its category. */
  terms: string[];
  /** Category ids whose name matches each term, by term. */
  termCategoryIds: number[][];
  categoryId?: number | undefined;
  genreId?: number | undefined;
  cityId?: number | undefined;
  districtId?: number | undefined;
  featuredOnly?: boolean;
  verifiedOnly?: boolean;
  ratedOnly?: boolean;
  /** Without search terms: recommended (rank score, the default), most reviews, or newest. */
  sort?: 'recommended' | 'reviews' | 'newest';
  limit: number;
  offset: number;
  /** How many of the best-ranked matches a search ranks and counts at most (MAX_SEARCH_CANDIDATES). */
  maxCandidates?: number;
}

/**
 * A search ranks and counts at most this many matches, the best by rank score: a common word
 * ("工作室") matches a quarter of all pros, and ranking them all costs a full scan per page.
 * 1,000 is 50 pages of 20.
 */
export const MAX_SEARCH_CANDIDATES = 1000;

export interface ProRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  logo_path: string | null;
  years_in_business: number | null;
  is_featured: boolean;
  is_verified: boolean;
  last_name: string;
  first_name: string;
  username: string;
  avatar_thumb_url: string | null;
  city_slug: string | null;
  city_name: string | null;
  rating_sum: number;
  rating_count: number;
}

// Substrings of 3+ characters go through the trigram index; shorter ones through the grams.
const MIN_TRIGRAM_LENGTH = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function textMatch(alias: string, term: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  if ([...term].length >= MIN_TRIGRAM_LENGTH) return sql<boolean>`${col('search_text')} like ${`%${escapeLike(term)}%`}`;
  return sql<boolean>`${col('search_grams')} @> array[${term}]::text[]`;
}

/** The services a term finds: by their text (title, owner, description) or their category's name. */
function termMatch(term: string, categoryIds: number[]): RawBuilder<boolean> {
  if (categoryIds.length === 0) return textMatch('qs', term);
  return sql<boolean>`(${textMatch('qs', term)} or qs.category_ids && ${intArray(categoryIds)})`;
}

function intArray(ids: readonly number[]): RawBuilder<number[]> {
  return sql<number[]>`array[${sql.join(ids.map((id) => sql`${id}::int`))}]::int[]`;
}

export const NOT_PAUSED = sql<boolean>`not exists (select 1 from suspension_events se where se.quote_service_id = qs.id and se.begin_time <= now() and se.end_time > now())`;

/** The list's filters on `qs`, besides the search terms. */
function conditions(q: ProListQuery): RawBuilder<boolean> {
  const conds: RawBuilder<boolean>[] = [PUBLIC_SERVICE, NOT_PAUSED, OWNER_IN_GOOD_STANDING];
  // A category in a city is one key of place_keys (0062); either alone goes through category_ids
  // and city_ids (kept by triggers, 0059) and their GIN index.
  if (q.categoryId !== undefined && q.cityId !== undefined) conds.push(sql`qs.place_keys @> array[${placeKey(q.categoryId, q.cityId)}::bigint]`);
  else if (q.categoryId !== undefined) conds.push(sql`qs.category_ids @> ${intArray([q.categoryId])}`);
  if (q.genreId !== undefined) {
    conds.push(sql`qs.category_ids && array(select c.id from quote_categories c where c.genre_id = ${q.genreId})`);
  }
  if (q.cityId !== undefined) {
    if (q.categoryId === undefined) conds.push(sql`qs.city_ids @> ${intArray([q.cityId])}`);
    // A district is served by an area on it or on the whole city: only the city's few rows are checked.
    if (q.districtId !== undefined) {
      conds.push(sql`exists (select 1 from quote_service_areas a where a.quote_service_id = qs.id and a.city_id = ${q.cityId}
        and (a.district_id is null or a.district_id = ${q.districtId}))`);
    }
  }
  if (q.featuredOnly) conds.push(sql`qs.is_featured`);
  if (q.verifiedOnly) conds.push(sql`qs.is_verified`);
  // rank_score moves off its 3.5 prior only with reviews; the stats say for sure.
  if (q.ratedOnly) conds.push(sql`exists (select 1 from quote_service_stats rs where rs.quote_service_id = qs.id and rs.rating_count > 0)`);
  return sql.join(conds, sql` and `) as RawBuilder<boolean>;
}

export const SUMMARY_COLUMNS = sql`qs.id, qs.slug, qs.title, left(qs.description, 200) as description, qs.logo_path, qs.years_in_business,
  qs.is_featured, qs.is_verified, u.last_name, u.first_name, u.username, u.avatar_thumb_url,
  ci.slug as city_slug, ci.name as city_name,
  coalesce(st.rating_sum, 0)::int as rating_sum, coalesce(st.rating_count, 0)::int as rating_count`;

export const SUMMARY_JOINS = sql`join users u on u.id = qs.user_id
  left join quote_service_stats st on st.quote_service_id = qs.id
  left join cities ci on ci.id = qs.city_id`;

/** Names, ratings and places of one page of services, kept in the page's order. */
async function summaries(db: Db, ids: number[]): Promise<ProRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ProRow>`select ${SUMMARY_COLUMNS} from quote_services qs ${SUMMARY_JOINS} where qs.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProRow => r !== undefined);
}

/**
 * One page of a pro list and the list's size. The page's ids are found first (on
 * quote_services alone, so the rank index or the GIN indexes do the work), then the 20 rows
 * get their names and figures. With search terms: the best-ranked `MAX_SEARCH_CANDIDATES`
 * matches are the candidates, ordered title hits first, then category hits, then similarity,
 * then rank; without: by rank score (the Bayesian rating).
 */
export async function listPros(db: Db, q: ProListQuery): Promise<{ rows: ProRow[]; count: number }> {
  const where = conditions(q);
  if (q.terms.length > 0) {
    const phrase = q.terms.join(' ');
    const allCategoryIds = [...new Set(q.termCategoryIds.flat())];
    const categoryHit = allCategoryIds.length > 0 ? sql`(qs.category_ids && ${intArray(allCategoryIds)}) desc,` : sql``;
    const titleHit = sql.join(
      q.terms.map((t) => sql`lower(qs.title) like ${`%${escapeLike(t)}%`}`),
      sql` and `,
    );
    // Every term must match, by its text or its categories; each through its GIN index. The
    // place and the flags come first: walking the rank index, the text is matched only on the
    // rows of the city (the planner keeps the written order of conditions of equal cost).
    const matched = sql.join(
      q.terms.map((term, i) => termMatch(term, q.termCategoryIds[i] ?? [])),
      sql` and `,
    );
    const candidates = sql`select qs.id, qs.title, qs.rank_score, qs.category_ids from quote_services qs
      where ${where} and ${matched}
      order by qs.rank_score desc, qs.id desc
      limit ${q.maxCandidates ?? MAX_SEARCH_CANDIDATES}`;
    const { rows } = await sql<{ id: number; total: number }>`
      select qs.id, count(*) over () as total
      from (${candidates}) qs
      order by (${titleHit}) desc, ${categoryHit} public.similarity(lower(qs.title), ${phrase}) desc, qs.rank_score desc, qs.id desc
      limit ${q.limit} offset ${q.offset}`.execute(db);
    const count = rows.length > 0 || q.offset === 0 ? Number(rows[0]?.total ?? 0) : await countRows(db, candidates);
    return { rows: await summaries(db, rows.map((r) => r.id)), count };
  }
  if (q.categoryId !== undefined && q.cityId !== undefined && (q.sort ?? 'recommended') === 'recommended') return narrowList(db, q, where);
  const [{ rows }, count] = await Promise.all([
    sql<{ id: number }>`
      select qs.id from quote_services qs${q.sort === 'reviews' ? sql` left join quote_service_stats rs on rs.quote_service_id = qs.id` : sql``}
      where ${where}
      order by ${LIST_ORDER[q.sort ?? 'recommended']}
      limit ${q.limit} offset ${q.offset}`.execute(db),
    countPros(db, where),
  ]);
  return { rows: await summaries(db, rows.map((r) => r.id)), count };
}

/**
 * A category in a city has a few hundred pros at most: they are read once through place_keys,
 * then counted and ranked in one statement. (Unmaterialised, the planner walks the whole rank
 * index hoping to find 20 of them early.)
 */
async function narrowList(db: Db, q: ProListQuery, where: RawBuilder<boolean>): Promise<{ rows: ProRow[]; count: number }> {
  const { rows } = await sql<{ id: number; total: number }>`
    with m as materialized (select qs.id, qs.rank_score from quote_services qs where ${where})
    select m.id, (select count(*) from m)::int as total from m
    order by m.rank_score desc, m.id desc
    limit ${q.limit} offset ${q.offset}`.execute(db);
  const count = rows.length > 0 || q.offset === 0 ? Number(rows[0]?.total ?? 0) : await countPros(db, where);
  return { rows: await summaries(db, rows.map((r) => r.id)), count };
}

// Each order ends on the id, so pages never overlap; each has an index (0007, 0043).
const LIST_ORDER = {
  recommended: sql`qs.rank_score desc, qs.id desc`,
  reviews: sql`coalesce(rs.rating_count, 0) desc, qs.rank_score desc, qs.id desc`,
  newest: sql`qs.created desc, qs.id desc`,
} as const;

async function countPros(db: Db, where: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from quote_services qs where ${where}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

async function countRows(db: Db, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from (${query}) q`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Categories of the listed services, in one query. */
export async function categoriesOf(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .selectFrom('quote_service_categories as qsc')
    .innerJoin('quote_categories as c', 'c.id', 'qsc.quote_category_id')
    .select(['qsc.quote_service_id', 'c.id', 'c.slug', 'c.name'])
    .where('qsc.quote_service_id', 'in', serviceIds)
    .orderBy('c.display_order')
    .orderBy('c.id')
    .execute();
}

/** Active categories whose name contains the term (there are a few hundred at most). */
export async function categoryIdsMatching(db: Db, term: string): Promise<number[]> {
  const rows = await db
    .selectFrom('quote_categories')
    .select('id')
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb(sql`lower(name)`, 'like', `%${escapeLike(term)}%`), eb('slug', '=', term)]))
    .execute();
  return rows.map((r) => r.id);
}
