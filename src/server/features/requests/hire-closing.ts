import type { Kysely } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { decideBidAction } from '../../../domain/bids/transitions';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * A hire closes the request to the other pros: their open leads and quotes close (the bid state
 * machine's system `close`), the request stops taking quotes, and each of them is told by a
 * notification. Undoing the hire reopens what it closed. Runs in the hire's transaction.
 */
export async function closeRequestOnHire(trx: Db, requestId: number, hiredBidId: number, now: Date): Promise<number[]> {
  const request = await trx.selectFrom('quote_requests').select(['id', 'is_closed']).where('id', '=', requestId).forUpdate().executeTakeFirstOrThrow();
  // A request the consumer closed himself stays his closing; one closed by the hire reopens on undo.
  if (!request.is_closed) {
    await trx.updateTable('quote_requests').set({ is_closed: true, closed_by_hire: true, modified: now }).where('id', '=', requestId).execute();
  }
  const others = await trx
    .selectFrom('quote_bids')
    .select(['id', 'user_id', 'quote_status_id', 'is_requestor_rejected', 'is_provider_archived'])
    .where('quote_request_id', '=', requestId)
    .where('id', '<>', hiredBidId)
    .where('quote_status_id', 'in', [QuoteStatus.Send, QuoteStatus.InProgress])
    .forUpdate()
    .execute();
  const closed: { id: number; user_id: number }[] = [];
  for (const bid of others) {
    const decision = systemDecision('close', bid);
    if (!decision.allowed) continue;
    await trx.updateTable('quote_bids').set({ quote_status_id: decision.status, closed_by_hire: true, modified: now }).where('id', '=', bid.id).execute();
    closed.push(bid);
  }
  await notifyBidHolders(trx, closed, 'request_closed', requestId, now);
  return closed.map((b) => b.id);
}

/** Undoing the hire: what the hire closed opens again, unless another pro is still hired. */
export async function reopenRequestOnUndoHire(trx: Db, requestId: number, now: Date): Promise<void> {
  const stillHired = await trx
    .selectFrom('quote_bids')
    .select('id')
    .where('quote_request_id', '=', requestId)
    .where('quote_status_id', 'in', [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted])
    .where('hired_by_requester', '=', true)
    .executeTakeFirst();
  if (stillHired) return;
  await trx
    .updateTable('quote_requests')
    .set({ is_closed: false, closed_by_hire: false, modified: now })
    .where('id', '=', requestId)
    .where('closed_by_hire', '=', true)
    .execute();
  const closed = await trx
    .selectFrom('quote_bids')
    .select(['id', 'quote_status_id', 'is_requestor_rejected', 'is_provider_archived', 'quote_sent_on'])
    .where('quote_request_id', '=', requestId)
    .where('closed_by_hire', '=', true)
    .forUpdate()
    .execute();
  for (const bid of closed) {
    const decision = systemDecision('reopen', bid);
    const status = decision.allowed ? decision.status : (bid.quote_status_id as QuoteStatusId);
    await trx.updateTable('quote_bids').set({ quote_status_id: status, closed_by_hire: false, modified: now }).where('id', '=', bid.id).execute();
  }
}

/** The consumer changed a posted request: every pro who has quoted on it is told. */
export async function notifyQuotedPros(trx: Db, requestId: number, now: Date): Promise<number> {
  const quoted = await trx
    .selectFrom('quote_bids')
    .select(['id', 'user_id'])
    .where('quote_request_id', '=', requestId)
    .where('quote_sent_on', 'is not', null)
    .where('quote_status_id', 'in', [QuoteStatus.InProgress, QuoteStatus.Hired])
    .execute();
  await notifyBidHolders(trx, quoted, 'request_changed', requestId, now);
  return quoted.length;
}

/** The system's close or reopen of a bid (domain/bids/transitions.ts), from the bid's row. */
function systemDecision(
  action: 'close' | 'reopen',
  bid: { quote_status_id: number; is_requestor_rejected: boolean; is_provider_archived: boolean; quote_sent_on?: Date | null },
) {
  return decideBidAction(action, 'system', {
    status: bid.quote_status_id as QuoteStatusId,
    isRejected: bid.is_requestor_rejected,
    isProviderArchived: bid.is_provider_archived,
    hasReview: false,
    ...(bid.quote_sent_on !== undefined ? { quoted: bid.quote_sent_on !== null } : {}),
  });
}

/** One unread notification to each bid's pro about the request. */
async function notifyBidHolders(
  trx: Db,
  bids: readonly { id: number; user_id: number }[],
  type: 'request_closed' | 'request_changed',
  requestId: number,
  now: Date,
): Promise<void> {
  if (bids.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(bids.map((b) => ({ user_id: b.user_id, type, quote_request_id: requestId, quote_bid_id: b.id, created: now })))
    .execute();
}
