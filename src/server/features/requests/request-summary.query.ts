import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The one join of a request with what names it: its category (`c`), city (`ci`) and district
 * (`d`), and with `requestSummaryQuery` the consumer who posted it (`cu`). Callers add their own
 * joins, columns and conditions.
 */

type Db = Kysely<Database>;

/** The request (`r`) with its category, city and district. */
export function requestPlaceQuery(db: Db) {
  return db
    .selectFrom('quote_requests as r')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('cities as ci', 'ci.id', 'r.city_id')
    .innerJoin('districts as d', 'd.id', 'r.district_id');
}

/** The request with its category, city and district, and the consumer (`cu`) who posted it. */
export function requestSummaryQuery(db: Db) {
  return requestPlaceQuery(db).innerJoin('users as cu', 'cu.id', 'r.user_id');
}

/** The names that place a request: category, city and district. */
export const REQUEST_PLACE_COLUMNS = ['c.name as category_name', 'ci.name as city_name', 'd.name as district_name'] as const;
