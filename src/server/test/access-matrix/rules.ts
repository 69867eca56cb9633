import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { BidRole } from '../../../domain/bids/transitions';
import { bidRole } from '../../features/bids';
import { conversationSide } from '../../features/messages';
import { mayAccessRequest, type RequestAction } from '../../features/requests';
import type { World } from '../access-matrix.world';
import type { Ctx } from './entry';

/**
 * The access rule a route applies, named in its matrix entry: the one function per thing in
 * `features/requests/request-access.ts`, `features/bids/bid-access.ts` and
 * `features/messages/conversation-access.ts`. The matrix test asks the rule about each caller and
 * checks that it lets through exactly the callers the entry expects past the access check.
 */
export type AccessRuleRef =
  | { request: RequestAction; id: (w: World, ctx: Ctx) => number }
  | { bid: BidRole | 'either'; id: (w: World, ctx: Ctx) => number }
  | { conversation: (w: World, ctx: Ctx) => number };

/** Whether the rule lets `userId` at the entry's object, as the feature's own rule decides it. */
export async function ruleAllows(w: World, rule: AccessRuleRef, ctx: Ctx, userId: number): Promise<boolean> {
  const db = w.server.db;
  if ('request' in rule) {
    const id = rule.id(w, ctx);
    const request = await db.selectFrom('quote_requests').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    const bids = await db.selectFrom('quote_bids').select('quote_status_id').where('quote_request_id', '=', id).where('user_id', '=', userId).execute();
    return mayAccessRequest(rule.request, {
      owner: request.user_id === userId,
      liveBid: bids.some((b) => b.quote_status_id !== QuoteStatus.NotInterested),
      anyBid: bids.length > 0,
    });
  }
  const bidId = 'bid' in rule ? rule.id(w, ctx) : rule.conversation(w, ctx);
  const bid = await db
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .select(['b.user_id', 'r.user_id as requester_id', 'b.quote_status_id', 'b.quote_sent_on'])
    .where('b.id', '=', bidId)
    .executeTakeFirstOrThrow();
  if ('bid' in rule) {
    const role = bidRole(bid, userId);
    return role !== undefined && (rule.bid === 'either' || rule.bid === role);
  }
  return conversationSide({ pro_id: bid.user_id, consumer_id: bid.requester_id, quote_status_id: bid.quote_status_id, quote_sent_on: bid.quote_sent_on }, userId) !== null;
}
