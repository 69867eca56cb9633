import type { BidRole } from '../../../domain/bids/transitions';
import { AppError } from '../../../domain/errors/app-error';

/** The two parties of a bid: the pro who holds it and the consumer who owns its request. */
export interface BidParties {
  user_id: number;
  requester_id: number;
}

/** Which side of a bid the user is on: the pro who holds it, the consumer who owns its request; undefined for anyone else. */
export function bidRole(bid: BidParties, userId: number): BidRole | undefined {
  if (bid.user_id === userId) return 'pro';
  if (bid.requester_id === userId) return 'consumer';
  return undefined;
}

/**
 * Who may see or change a bid: the bid if it exists and the user is on the side asked for
 * (`either` side when both may act), with that side; otherwise 404 with `notFoundText`, so a
 * bid of others reads as one that does not exist.
 */
export function accessBid<B extends BidParties>(bid: B | undefined, userId: number, side: BidRole | 'either', notFoundText = '找不到這個案件。'): { bid: B; role: BidRole } {
  const role = bid ? bidRole(bid, userId) : undefined;
  if (!bid || !role || (side !== 'either' && role !== side)) throw AppError.notFound(notFoundText);
  return { bid, role };
}
