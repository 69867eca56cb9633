import { describe, expect, it } from 'vitest';
import type { Answer } from './form-answers';
import {
  jobPreferenceFit,
  type MatchCandidate,
  matchScore,
  parseJobPreference,
  rankMatches,
  ratingFactor,
  recencyFactor,
  responseRate,
} from './rank-matches';

const NOW = new Date('2025-06-10T02:00:00Z');
const DAY = 86_400_000;
let nextId = 1;

function candidate(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  const id = nextId++;
  return {
    quoteServiceId: id,
    userId: id,
    distance: 'city',
    jobPreference: { answers: {} },
    leadCount: 0,
    responseCount: 0,
    ratingSum: 0,
    ratingCount: 0,
    lastActiveAt: NOW,
    ...overrides,
  };
}

const ANSWERS: Answer[] = [
  { quote_form_field_id: 11, value: '窗型' },
  { quote_form_field_id: 13, value: ['打牆', '拆舊機'] },
];

function order(candidates: MatchCandidate[], limit = 10): number[] {
  return rankMatches(candidates, { answers: ANSWERS, now: NOW, limit }).map((m) => m.candidate.quoteServiceId);
}

describe('rankMatches', () => {
  it('puts the same district before the whole city, before travel, before remote', () => {
    const remote = candidate({ distance: 'remote' });
    const travel = candidate({ distance: 'travel' });
    const city = candidate({ distance: 'city' });
    const district = candidate({ distance: 'district' });
    expect(order([remote, travel, city, district])).toEqual([district, city, travel, remote].map((c) => c.quoteServiceId));
  });

  it('ranks a pro whose job preference the request meets above one whose it does not', () => {
    const wantsOther = candidate({ jobPreference: { answers: { 11: ['分離式'] } } });
    const wantsThis = candidate({ jobPreference: { answers: { 11: ['窗型'] } } });
    expect(order([wantsOther, wantsThis])).toEqual([wantsThis.quoteServiceId, wantsOther.quoteServiceId]);
  });

  it('ranks a pro who answers leads above one who ignores them', () => {
    const ignores = candidate({ leadCount: 40, responseCount: 2 });
    const answers = candidate({ leadCount: 40, responseCount: 38 });
    expect(order([ignores, answers])).toEqual([answers.quoteServiceId, ignores.quoteServiceId]);
  });

  it('ranks the better-rated pro first', () => {
    const poor = candidate({ ratingSum: 20, ratingCount: 10 });
    const great = candidate({ ratingSum: 49, ratingCount: 10 });
    expect(order([poor, great])).toEqual([great.quoteServiceId, poor.quoteServiceId]);
  });

  it('ranks the recently active pro first', () => {
    const dormant = candidate({ lastActiveAt: new Date(NOW.getTime() - 120 * DAY) });
    const active = candidate({ lastActiveAt: new Date(NOW.getTime() - DAY) });
    expect(order([dormant, active])).toEqual([active.quoteServiceId, dormant.quoteServiceId]);
  });

  it('lets a much better pro in the whole city beat a poor one in the district', () => {
    const poorDistrict = candidate({ distance: 'district', leadCount: 50, responseCount: 0, ratingSum: 10, ratingCount: 10, lastActiveAt: null });
    const greatCity = candidate({ distance: 'city', leadCount: 50, responseCount: 50, ratingSum: 50, ratingCount: 10 });
    expect(order([poorDistrict, greatCity])).toEqual([greatCity.quoteServiceId, poorDistrict.quoteServiceId]);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 15 }, () => candidate());
    expect(order(many, 10)).toHaveLength(10);
    expect(order(many, 0)).toEqual([]);
  });

  it('counts a pro once, with their best service', () => {
    const remoteService = candidate({ userId: 500, distance: 'remote' });
    const districtService = candidate({ userId: 500, distance: 'district' });
    const other = candidate({ distance: 'city' });
    expect(order([remoteService, districtService, other])).toEqual([districtService.quoteServiceId, other.quoteServiceId]);
  });

  it('breaks ties by fewer leads, then the older service', () => {
    const busy = candidate({ leadCount: 10, responseCount: 5 });
    const older = candidate({ leadCount: 4, responseCount: 2 });
    const newer = candidate({ leadCount: 4, responseCount: 2 });
    // Same smoothed response rate (6/12 = 3/6 = 0.5), same everything else.
    expect(order([newer, busy, older])).toEqual([older, newer, busy].map((c) => c.quoteServiceId));
  });

  it('returns the score with each match', () => {
    const [match] = rankMatches([candidate({ distance: 'district' })], { answers: [], now: NOW, limit: 1 });
    expect(match!.score).toBeGreaterThan(0);
    expect(match!.score).toBeLessThanOrEqual(100);
  });
});

describe('parts of the fit', () => {
  it('scores a perfect pro at 100', () => {
    const perfect = candidate({ distance: 'district', leadCount: 0, responseCount: 0, ratingSum: 0, ratingCount: 0 });
    // With no history, response rate and rating fall back to their priors.
    expect(matchScore(perfect, [], NOW)).toBeCloseTo(40 + 20 + 20 * 0.5 + 10 * 0.75 + 10, 5);
  });

  it.each([
    [{}, 1],
    [{ 11: ['窗型'] }, 1],
    [{ 11: ['分離式'] }, 0],
    [{ 11: ['窗型'], 13: ['加長銅管'] }, 0.5],
    [{ 13: ['拆舊機'] }, 1],
    [{ 99: ['x'] }, 1],
  ])('job preference %o fits %d', (answers, fit) => {
    expect(jobPreferenceFit({ answers }, ANSWERS)).toBe(fit);
  });

  it('reads stored job preferences defensively', () => {
    expect(parseJobPreference({ answers: { 11: ['窗型'], 12: [], 13: 'x' } })).toEqual({ answers: { 11: ['窗型'] } });
    expect(parseJobPreference(null)).toEqual({ answers: {} });
    expect(parseJobPreference({ answers: [1, 2] })).toEqual({ answers: {} });
  });

  it('smooths the response rate', () => {
    expect(responseRate({ leadCount: 0, responseCount: 0 })).toBe(0.5);
    expect(responseRate({ leadCount: 8, responseCount: 8 })).toBe(0.9);
    expect(responseRate({ leadCount: 2, responseCount: 5 })).toBe(0.75);
  });

  it('smooths the rating toward four stars', () => {
    expect(ratingFactor({ ratingSum: 0, ratingCount: 0 })).toBe(0.75);
    expect(ratingFactor({ ratingSum: 5, ratingCount: 1 })).toBeCloseTo(0.8125, 5);
  });

  it('halves recency every 30 days', () => {
    expect(recencyFactor(NOW, NOW)).toBe(1);
    expect(recencyFactor(new Date(NOW.getTime() - 30 * DAY), NOW)).toBeCloseTo(0.5, 5);
    expect(recencyFactor(null, NOW)).toBe(0);
    expect(recencyFactor(new Date(NOW.getTime() + DAY), NOW)).toBe(1);
  });
});
