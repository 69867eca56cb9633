import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import type { QuoteStatusId } from '../../../../domain/bids/quote-status';
import { type BidAction, type BidFacts, decideBidAction } from '../../../../domain/bids/transitions';
import { DECIDED_FIELDS, type DecidedBid } from './decisions-api';

/** Copies the fields a decision changed into the matching quote of the request; other quotes stay. */
export function mergeDecidedBid(request: QuoteRequestResponse, answer: DecidedBid): void {
  const bid = request.QuoteBid.find((b) => b.id === answer.id);
  if (!bid) return;
  for (const key of DECIDED_FIELDS) {
    const value = answer[key];
    if (value !== undefined) Object.assign(bid, { [key]: value });
  }
}

/** Which decisions the consumer may take now, as the one transition function decides. */
export interface DecisionChoices {
  hire: boolean;
  undoHire: boolean;
  reject: boolean;
  undoReject: boolean;
  review: boolean;
}

function changes(action: BidAction, facts: BidFacts): boolean {
  const decision = decideBidAction(action, 'consumer', facts);
  return decision.allowed && !decision.noop;
}

export function decisionChoices(bid: { quote_status_id: QuoteStatusId; is_requestor_rejected: number }, reviewed: boolean): DecisionChoices {
  const facts: BidFacts = { status: bid.quote_status_id, isRejected: bid.is_requestor_rejected === 1, isProviderArchived: false, hasReview: reviewed };
  return {
    hire: changes('hired', facts),
    undoHire: changes('undo_hire', facts),
    reject: changes('reject', facts),
    undoReject: facts.isRejected && changes('undo_reject', facts),
    review: changes('reviews', facts),
  };
}
