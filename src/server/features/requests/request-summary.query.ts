import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { CitiesTable, Database, DistrictsTable, QuoteBidsTable, QuoteCategoriesTable, QuoteRequestsTable, QuoteServicesTable, UsersTable } from '../../db/schema';

/**
 * The one join of a bid and its request with what names them, under one set of aliases: the bid
 * `b`, its request `r`, the request's category `c`, city `ci` and district `d`, the consumer who
 * posted it `cu`, and the pro who holds the bid `pro` with the service he quotes with `s`. The
 * builders start a query from a request or a bid; the join steps (`$call(joinPlace)`) add the same
 * tables to a query that starts elsewhere. Callers add their own joins, columns and conditions.
 */

type Db = Kysely<Database>;

type BidTables = { b: QuoteBidsTable };
type RequestTables = { r: QuoteRequestsTable };
type CategoryTables = { c: QuoteCategoriesTable };
type PlaceTables = { ci: CitiesTable; d: DistrictsTable };
type ConsumerTables = { cu: UsersTable };
type ProTables = { pro: UsersTable; s: QuoteServicesTable };

/** The caller's query with the tables `T` joined in under their aliases. */
type Joined<DB, TB extends keyof DB, O, T> = SelectQueryBuilder<DB & T, TB | (keyof T & string), O>;

// Kysely cannot type a join on a query whose tables are a type parameter, so each step joins on
// the concrete tables it starts from, and its signature gives the caller's query back with the new ones.
function concrete<Start, O>(qb: object) {
  return qb as SelectQueryBuilder<Database & Start, keyof Start & string, O>;
}

/** Joins the bid's (`b`) request as `r`. */
export function joinRequest<DB extends BidTables, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Joined<DB, TB, O, RequestTables> {
  return concrete<BidTables, O>(qb).innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id') as unknown as Joined<DB, TB, O, RequestTables>;
}

/** Joins the request's (`r`) category as `c`. */
export function joinCategory<DB extends RequestTables, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Joined<DB, TB, O, CategoryTables> {
  return concrete<RequestTables, O>(qb).innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id') as unknown as Joined<DB, TB, O, CategoryTables>;
}

/** Joins the request's (`r`) city as `ci` and district as `d`. */
export function joinPlace<DB extends RequestTables, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Joined<DB, TB, O, PlaceTables> {
  return concrete<RequestTables, O>(qb).innerJoin('cities as ci', 'ci.id', 'r.city_id').innerJoin('districts as d', 'd.id', 'r.district_id') as unknown as Joined<DB, TB, O, PlaceTables>;
}

/** Joins the consumer who posted the request (`r`) as `cu`. */
export function joinConsumer<DB extends RequestTables, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Joined<DB, TB, O, ConsumerTables> {
  return concrete<RequestTables, O>(qb).innerJoin('users as cu', 'cu.id', 'r.user_id') as unknown as Joined<DB, TB, O, ConsumerTables>;
}

/** Joins the pro who holds the bid (`b`) as `pro` and the service he quotes with as `s`. */
export function joinPro<DB extends BidTables, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Joined<DB, TB, O, ProTables> {
  return concrete<BidTables, O>(qb).innerJoin('users as pro', 'pro.id', 'b.user_id').innerJoin('quote_services as s', 's.id', 'b.quote_service_id') as unknown as Joined<DB, TB, O, ProTables>;
}

/** The request (`r`) with its category. */
export function requestCategoryQuery(db: Db) {
  return db.selectFrom('quote_requests as r').$call(joinCategory);
}

/** The request (`r`) with its category, city and district. */
export function requestPlaceQuery(db: Db) {
  return requestCategoryQuery(db).$call(joinPlace);
}

/** The request with its category, city and district, and the consumer (`cu`) who posted it. */
export function requestSummaryQuery(db: Db) {
  return requestPlaceQuery(db).$call(joinConsumer);
}

/** The bid (`b`) with its request and the request's category. */
export function bidRequestQuery(db: Db) {
  return db.selectFrom('quote_bids as b').$call(joinRequest).$call(joinCategory);
}

/** The names that place a request: category, city and district. */
export const REQUEST_PLACE_COLUMNS = ['c.name as category_name', 'ci.name as city_name', 'd.name as district_name'] as const;

/** A bid and who its two parties are. */
export const BID_PARTIES_COLUMNS = ['b.id', 'b.quote_request_id', 'b.quote_status_id', 'b.hired_by_requester', 'b.user_id as pro_id', 'r.user_id as consumer_id'] as const;

/** The name parts of the consumer (`cu`), as `consumerNameForPro` takes them. */
export const CONSUMER_NAME_COLUMNS = ['cu.username as consumer_username', 'cu.first_name as consumer_first_name', 'cu.last_name as consumer_last_name'] as const;

/** The name parts of the pro (`pro`). */
export const PRO_NAME_COLUMNS = ['pro.username as pro_username', 'pro.first_name as pro_first_name', 'pro.last_name as pro_last_name'] as const;
