import type { Kysely } from 'kysely';
import type { LatLng } from '../../../domain/geo/geometry';
import { type DrawnArea, fitDrawnArea } from '../../../domain/geo/service-area';
import type { Answer } from '../../../domain/requests/form-answers';
import { type MatchCandidate, parseJobPreference, rankMatches } from '../../../domain/requests/rank-matches';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import {
  type CandidateRow,
  countLeads,
  DISTANCE_BY_TIER,
  findCandidates,
  insertLeadNotifications,
  insertLeads,
} from './matching.repository';

export interface MatchInput {
  requestId: number;
  consumerId: number;
  categoryId: number;
  cityId: number;
  districtId: number;
  /** Where the job is; drawn areas are tested against it. */
  point: LatLng | null;
  answers: readonly Answer[];
  now: Date;
  /** Pros the request goes to at most (MATCH_MAX_PROS). */
  maxPros: number;
}

/** A pro who got the lead, with what the notification needs. */
export interface MatchedLead {
  bidId: number;
  quoteServiceId: number;
  userId: number;
  score: number;
  email: string | null;
  name: string;
  /** The pro's setting "e-mail me new requests" (on unless turned off). */
  wantsEmail: boolean;
  /** Reached by the pro's drawn area (its shape, the distance from the base for a circle). */
  area: DrawnFit | null;
}

export interface DrawnFit {
  shape: 'radius' | 'polygon';
  distanceKm: number | null;
}

// Enough candidates that the fine ranking has real choice, few enough to stay cheap.
const POOL_PER_PRO = 20;
const POOL_MIN = 200;

type Candidate = MatchCandidate & { row: CandidateRow; area: DrawnFit | null };

function drawnAreaOf(row: CandidateRow): DrawnArea | null {
  if (row.area_shape === 'radius' && row.centre_lat !== null && row.centre_lng !== null && row.radius_km !== null) {
    return { shape: 'radius', centre: { lat: row.centre_lat, lng: row.centre_lng }, radiusKm: row.radius_km };
  }
  if (row.area_shape === 'polygon' && row.ring) return { shape: 'polygon', ring: row.ring.map(([lat, lng]) => ({ lat, lng })) };
  return null;
}

/**
 * The candidate as it really stands: the SQL counted a drawn area as a hit when the point lay in
 * its box; the exact test (distance, point in polygon) decides. Outside it, the district list
 * alone counts, and a service that covers the place only by its drawn area drops out.
 */
function toCandidate(row: CandidateRow, point: LatLng | null): Candidate | null {
  const drawn = drawnAreaOf(row);
  const fit = drawn && point ? fitDrawnArea(drawn, point) : null;
  const tier = fit?.inside ? Math.max(3, row.base_tier ?? 3) : row.base_tier;
  if (tier === null) return null;
  return {
    quoteServiceId: row.quote_service_id,
    userId: row.user_id,
    area: fit?.inside && drawn ? { shape: drawn.shape, distanceKm: fit.distanceKm } : null,
    distance: DISTANCE_BY_TIER[tier] ?? 'remote',
    jobPreference: parseJobPreference(row.job_preference),
    leadCount: Number(row.lead_count),
    responseCount: Number(row.response_count),
    ratingSum: Number(row.rating_sum),
    ratingCount: Number(row.rating_count),
    lastActiveAt: row.last_active_at,
    row,
  };
}

function wantsEmail(settings: Record<string, unknown> | null): boolean {
  const value = settings?.email_new_request;
  return !(value === 0 || value === false || value === '0');
}

/**
 * Matches a new request to pros inside the caller's transaction: one query for the candidates,
 * ranked by fit (rankMatches), the best MATCH_MAX_PROS each get a Send-status bid, an unread
 * notification and a lead counted in their figures. Returns the leads: the caller logs each bid's
 * `create` activity in the transaction and e-mails the pros once it has committed.
 */
export async function matchRequest(trx: Kysely<Database>, input: MatchInput): Promise<MatchedLead[]> {
  const rows = await findCandidates(trx, {
    categoryId: input.categoryId,
    cityId: input.cityId,
    districtId: input.districtId,
    point: input.point,
    consumerId: input.consumerId,
    now: input.now,
    poolSize: Math.max(POOL_MIN, input.maxPros * POOL_PER_PRO),
  });
  const candidates = rows.flatMap((row) => toCandidate(row, input.point) ?? []);
  const ranked = rankMatches(candidates, { answers: input.answers, now: input.now, limit: input.maxPros });
  const bids = await insertLeads(
    trx,
    input.requestId,
    ranked.map((m) => ({ quoteServiceId: m.candidate.quoteServiceId, userId: m.candidate.userId, score: m.score, area: m.candidate.area })),
    input.now,
  );
  await insertLeadNotifications(trx, input.requestId, bids, input.now);
  await countLeads(
    trx,
    bids.map((b) => b.quote_service_id),
    input.now,
  );
  // Matched by pro, not by position: RETURNING's row order is not promised.
  const byUser = new Map(ranked.map((m) => [m.candidate.userId, m]));
  return bids.map((bid) => {
    const { candidate, score } = byUser.get(bid.user_id)!;
    return {
      bidId: bid.id,
      quoteServiceId: bid.quote_service_id,
      userId: bid.user_id,
      score,
      email: candidate.row.email,
      name: fullName(candidate.row),
      wantsEmail: wantsEmail(candidate.row.notification_settings),
      area: candidate.area,
    };
  });
}
