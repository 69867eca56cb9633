import { DAY_MS } from '../time/units';
import type { Answer } from './form-answers';

/**
 * How near a pro is to the request's place, best first: a service area on the request's
 * district, an area covering the whole city, an area elsewhere in the city for a pro whose
 * customers come to them (is_customer_travel_to_me), or only over the phone or internet.
 */
export const DISTANCE_TIERS = ['district', 'city', 'travel', 'remote'] as const;
export type DistanceTier = (typeof DISTANCE_TIERS)[number];

/**
 * A pro's job preference for a category (quote_service_categories.quote_job_preference):
 * for some questions, the answers the pro wants leads for, keyed by field id.
 */
export interface JobPreference {
  answers: Record<string, string[]>;
}

/** One service that may get the lead, with the figures it is ranked by. */
export interface MatchCandidate {
  quoteServiceId: number;
  userId: number;
  distance: DistanceTier;
  jobPreference: JobPreference;
  leadCount: number;
  responseCount: number;
  ratingSum: number;
  ratingCount: number;
  lastActiveAt: Date | null;
}

export interface RankedMatch<C extends MatchCandidate = MatchCandidate> {
  candidate: C;
  /** 0-100; higher is a better fit. */
  score: number;
}

/** Points out of 100 for each part of the fit; distance weighs most. */
export const MATCH_WEIGHTS = { distance: 40, jobPreference: 20, responseRate: 20, rating: 10, recency: 10 } as const;

const DISTANCE_FACTOR: Record<DistanceTier, number> = { district: 1, city: 0.8, travel: 0.55, remote: 0.3 };
// A new pro starts at a 50% response rate and a 4-star rating, as if from a few average leads.
const RESPONSE_PRIOR = { responded: 1, leads: 2 } as const;
const RATING_PRIOR = { average: 4, weight: 3 } as const;
const RATING_MIN = 1;
const RATING_MAX = 5;
const RECENCY_HALF_LIFE_DAYS = 30;

/** Reads a stored job preference; anything unexpected counts as "no preference". */
export function parseJobPreference(stored: unknown): JobPreference {
  const answers: Record<string, string[]> = {};
  const raw = (stored as { answers?: unknown } | null)?.answers;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [fieldId, accepted] of Object.entries(raw)) {
      if (Array.isArray(accepted) && accepted.length > 0) answers[fieldId] = accepted.map(String);
    }
  }
  return { answers };
}

/** Share of the pro's preferences the request meets; 1 when the pro set none that apply. */
export function jobPreferenceFit(preference: JobPreference, answers: readonly Answer[]): number {
  let considered = 0;
  let met = 0;
  for (const answer of answers) {
    const accepted = preference.answers[String(answer.quote_form_field_id)];
    if (!accepted) continue;
    considered += 1;
    const given = Array.isArray(answer.value) ? answer.value : [answer.value];
    if (given.some((v) => accepted.includes(v))) met += 1;
  }
  return considered === 0 ? 1 : met / considered;
}

/** Smoothed share of leads the pro answered. */
export function responseRate(c: Pick<MatchCandidate, 'leadCount' | 'responseCount'>): number {
  const responded = Math.min(c.responseCount, c.leadCount);
  return (responded + RESPONSE_PRIOR.responded) / (c.leadCount + RESPONSE_PRIOR.leads);
}

/** Smoothed average rating (1-5) scaled to 0-1, so one 5-star review does not top the list. */
export function ratingFactor(c: Pick<MatchCandidate, 'ratingSum' | 'ratingCount'>): number {
  const average = (c.ratingSum + RATING_PRIOR.average * RATING_PRIOR.weight) / (c.ratingCount + RATING_PRIOR.weight);
  return Math.min(1, Math.max(0, (average - RATING_MIN) / (RATING_MAX - RATING_MIN)));
}

/** 1 for a pro active today, halving every 30 days; 0 for one never active. */
export function recencyFactor(lastActiveAt: Date | null, now: Date): number {
  if (!lastActiveAt) return 0;
  const days = Math.max(0, (now.getTime() - lastActiveAt.getTime()) / DAY_MS);
  return 0.5 ** (days / RECENCY_HALF_LIFE_DAYS);
}

/** The fit of one candidate, 0-100. */
export function matchScore(c: MatchCandidate, answers: readonly Answer[], now: Date): number {
  const score =
    MATCH_WEIGHTS.distance * DISTANCE_FACTOR[c.distance] +
    MATCH_WEIGHTS.jobPreference * jobPreferenceFit(c.jobPreference, answers) +
    MATCH_WEIGHTS.responseRate * responseRate(c) +
    MATCH_WEIGHTS.rating * ratingFactor(c) +
    MATCH_WEIGHTS.recency * recencyFactor(c.lastActiveAt, now);
  return Math.round(score * 100) / 100;
}

/**
 * Ranks the candidates of a request by fit and keeps the best `limit` pros. A pro with several
 * matching services counts once, with their best one. Ties go to the pro with fewer leads so
 * far (spreading work), then to the older service.
 */
export function rankMatches<C extends MatchCandidate>(
  candidates: readonly C[],
  context: { answers: readonly Answer[]; now: Date; limit: number },
): RankedMatch<C>[] {
  const ranked = candidates
    .map((candidate) => ({ candidate, score: matchScore(candidate, context.answers, context.now) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.leadCount - b.candidate.leadCount ||
        a.candidate.quoteServiceId - b.candidate.quoteServiceId,
    );
  const seen = new Set<number>();
  const best: RankedMatch<C>[] = [];
  for (const match of ranked) {
    if (best.length >= context.limit) break;
    if (seen.has(match.candidate.userId)) continue;
    seen.add(match.candidate.userId);
    best.push(match);
  }
  return best;
}
