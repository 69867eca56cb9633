import { QuoteStatus } from '../bids/quote-status';

/**
 * Where a request stands, as its header and both sides' lists show it: 徵求報價中 → 已雇用 →
 * 已完工 → 已評價, or closed / archived by the consumer before anyone was hired. It is read off
 * the request's flags and its bids (the bid state machine in ../bids/transitions.ts is the
 * only thing that moves them); it is never stored.
 */
export const REQUEST_STAGES = ['open', 'hired', 'completed', 'reviewed', 'closed', 'archived'] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export interface RequestStageFacts {
  is_archived: boolean;
  is_closed: boolean;
  /** The furthest status among bids the consumer hired (3, 4 or 5); null when no one is hired. */
  hired_status: number | null;
  /** A review exists on a hired bid. */
  reviewed: boolean;
}

export function requestStage(facts: RequestStageFacts): RequestStage {
  if (facts.hired_status !== null) {
    if (facts.reviewed) return 'reviewed';
    return facts.hired_status === QuoteStatus.Hired ? 'hired' : 'completed';
  }
  if (facts.is_archived) return 'archived';
  return facts.is_closed ? 'closed' : 'open';
}
