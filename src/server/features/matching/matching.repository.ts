import { type Kysely, type QueryCreator, sql } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { LatLng } from '../../../domain/geo/geometry';
import type { DistanceTier } from '../../../domain/requests/rank-matches';
import type { Database } from '../../db/schema';
import { placeKey } from '../../db/queries/place-key';
import { publicServiceAs } from '../../db/queries/service-visibility';
import { userInGoodStanding } from '../standing';

/** SQL of matching: the candidate pros of a request, and the leads given to the chosen ones. */

type Db = Kysely<Database>;

/** A service (as `s`) public, unarchived and not hidden by the platform: only such get leads. */
const LISTED = publicServiceAs('s');

export interface CandidateQuery {
  categoryId: number;
  cityId: number;
  districtId: number;
  /** Where the job is (geocoded or the district's centre); null matches by district only. */
  point: LatLng | null;
  consumerId: number;
  now: Date;
  /** How many candidates to read at most, best first by distance and response rate. */
  poolSize: number;
}

export interface CandidateRow {
  quote_service_id: number;
  user_id: number;
  job_preference: unknown;
  /** The tier counting the drawn area as a hit while the point is in its box (the exact test is the caller's). */
  distance_tier: number;
  /** The tier by the district list and remote work alone; null when only the drawn area may cover the place. */
  base_tier: number | null;
  /** The drawn area, present when the point lies in its bounding box. */
  area_shape: 'radius' | 'polygon' | null;
  centre_lat: number | null;
  centre_lng: number | null;
  radius_km: number | null;
  ring: [number, number][] | null;
  lead_count: number;
  response_count: number;
  rating_sum: number;
  rating_count: number;
  last_active_at: Date | null;
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  notification_settings: Record<string, unknown>;
}

/** distance_tier as the SQL computes it, to the domain's names. */
export const DISTANCE_BY_TIER: Record<number, DistanceTier> = { 3: 'district', 2: 'city', 1: 'travel', 0: 'remote' };

/**
 * Every service that may get the request, in one query: it offers the category, covers the
 * place (an area on the district, on the whole city, elsewhere in the city when customers
 * travel to the pro, or work over the phone or internet), is public, not archived and not hidden by the platform, is not
 * paused by a suspension event covering now, and its owner is live and in good standing (not suspended or banned, 0064), is not the consumer, and
 * neither blocks nor is blocked by the consumer. The services of the category in the city come
 * from one key of place_keys (0062), its remote ones from the GIN index on category_ids (0059),
 * so only they are read, one row per service. A service whose drawn area's bounding box holds the
 * request's point (0113) is a candidate too, carrying its area for the exact test in the domain;
 * coarsely ordered so that a capped pool keeps the nearest and
 * most responsive.
 */
export async function findCandidates(db: Db, q: CandidateQuery): Promise<CandidateRow[]> {
  const category = sql`array[${q.categoryId}::int]`;
  const lat = sql`${q.point?.lat ?? null}::float8`;
  const lng = sql`${q.point?.lng ?? null}::float8`;
  // The pool is read once, with the columns it needs and each service's distance tier, and
  // materialised: inlined, the tier's lookup ran twice per service (in the filter and in the order).
  const result = await sql<CandidateRow>`
    with pool as materialized (
      select s.id, s.user_id, s.modified, b.base_tier, da.shape as area_shape, da.centre_lat, da.centre_lng, da.radius_km, da.ring,
             greatest(b.base_tier, case when da.shape is not null then 3 end) as tier
        from (
               select s.id, s.user_id, s.modified, s.is_customer_travel_to_me, s.is_over_phone_or_internet from quote_services s
                where s.place_keys @> array[${placeKey(q.categoryId, q.cityId)}::bigint] and ${LISTED}
               union
               select s.id, s.user_id, s.modified, s.is_customer_travel_to_me, s.is_over_phone_or_internet from quote_services s
                where s.category_ids @> ${category} and s.is_over_phone_or_internet and ${LISTED}
               union
               select s.id, s.user_id, s.modified, s.is_customer_travel_to_me, s.is_over_phone_or_internet
                 from quote_service_drawn_areas d
                 join quote_services s on s.id = d.quote_service_id
                where d.min_lat <= ${lat} and d.max_lat >= ${lat} and d.min_lng <= ${lng} and d.max_lng >= ${lng}
                  and s.category_ids @> ${category} and ${LISTED}) s
        cross join lateral (
          select coalesce(
                   (select max(case when a.district_id = ${q.districtId} then 3
                                    when a.district_id is null then 2
                                    when s.is_customer_travel_to_me then 1 end)
                      from quote_service_areas a
                     where a.quote_service_id = s.id and a.city_id = ${q.cityId}),
                   case when s.is_over_phone_or_internet then 0 end) as base_tier) b
        left join quote_service_drawn_areas da
          on da.quote_service_id = s.id
         and da.min_lat <= ${lat} and da.max_lat >= ${lat} and da.min_lng <= ${lng} and da.max_lng >= ${lng}
       where s.user_id <> ${q.consumerId}
    )
    select s.id as quote_service_id,
           s.user_id,
           -- one probe of the (service, category) key per pooled service, not a scan of the category
           (select qsc.quote_job_preference from quote_service_categories qsc
             where qsc.quote_service_id = s.id and qsc.quote_category_id = ${q.categoryId}) as job_preference,
           s.tier as distance_tier,
           s.base_tier, s.area_shape, s.centre_lat, s.centre_lng, s.radius_km, s.ring,
           coalesce(st.lead_count, 0) as lead_count,
           coalesce(st.response_count, 0) as response_count,
           coalesce(st.rating_sum, 0) as rating_sum,
           coalesce(st.rating_count, 0) as rating_count,
           greatest(st.last_response_at, s.modified) as last_active_at,
           u.email, u.username, u.first_name, u.last_name, u.notification_settings
      from pool s
      join users u on u.id = s.user_id
      left join quote_service_stats st on st.quote_service_id = s.id
     where u.deleted_at is null
       and ${userInGoodStanding('u', q.now)}
       and s.tier is not null
       and not exists (
         select 1 from suspension_events e
          where e.quote_service_id = s.id and e.begin_time <= ${q.now} and e.end_time > ${q.now})
       and not exists (
         select 1 from blocked_users b
          where (b.user_id = s.user_id and b.blocked_user_id = ${q.consumerId})
             or (b.user_id = ${q.consumerId} and b.blocked_user_id = s.user_id))
     order by s.tier desc,
              coalesce(st.response_rate, 0.5) desc,
              s.id
     limit ${q.poolSize}`.execute(db);
  return result.rows;
}

export interface NewLead {
  quoteServiceId: number;
  userId: number;
  score: number;
  /** Reached by the pro's drawn area: its shape and, for a circle, the distance from the base. */
  area: { shape: 'radius' | 'polygon'; distanceKm: number | null } | null;
}

/** One Send-status bid per chosen pro; returns the new bids' ids in the same order. */
export async function insertLeads(trx: Db, requestId: number, leads: readonly NewLead[], now: Date) {
  if (leads.length === 0) return [];
  return trx
    .insertInto('quote_bids')
    .values(
      leads.map((lead) => ({
        quote_request_id: requestId,
        quote_service_id: lead.quoteServiceId,
        user_id: lead.userId,
        quote_status_id: QuoteStatus.Send,
        recommend_source: 'match',
        match_score: lead.score,
        match_area_shape: lead.area?.shape ?? null,
        match_distance_km: lead.area?.distanceKm ?? null,
        created: now,
        modified: now,
      })),
    )
    .returning(['id', 'user_id', 'quote_service_id'])
    .execute();
}

/** An unread "new lead" notification for each pro. */
export async function insertLeadNotifications(trx: Db, requestId: number, bids: readonly { id: number; user_id: number }[], now: Date) {
  if (bids.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(bids.map((b) => ({ user_id: b.user_id, type: 'new_lead' as const, quote_request_id: requestId, quote_bid_id: b.id, created: now })))
    .execute();
}

/** Counts a lead for each service. Ids are sorted so concurrent requests lock rows in one order. */
export async function countLeads(trx: Db, serviceIds: readonly number[], now: Date): Promise<void> {
  if (serviceIds.length === 0) return;
  await trx
    .insertInto('quote_service_stats')
    .values([...new Set(serviceIds)].sort((a, b) => a - b).map((id) => ({ quote_service_id: id, lead_count: 1, last_lead_at: now })))
    .onConflict((oc) =>
      oc.column('quote_service_id').doUpdateSet({
        lead_count: sql`quote_service_stats.lead_count + 1`,
        last_lead_at: now,
      }),
    )
    .execute();
}

/**
 * Counts a pro's answer to a lead (a quote sent or a pass) for the response rate matching
 * ranks by. The bids feature runs it, alone or within its own statement, the first time a
 * lead is answered.
 */
export function leadResponseUpsert(db: QueryCreator<Database>, quoteServiceId: number, now: Date) {
  return db
    .insertInto('quote_service_stats')
    .values({ quote_service_id: quoteServiceId, response_count: 1, last_response_at: now })
    .onConflict((oc) =>
      oc.column('quote_service_id').doUpdateSet({
        response_count: sql`quote_service_stats.response_count + 1`,
        last_response_at: now,
      }),
    );
}
