import { QuoteStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';

/**
 * Who may read and write a conversation, written once. A conversation belongs to a bid and has
 * two parties: the pro who holds the bid, and the consumer who posted the request, who sees it
 * once the quote was sent. Anyone else gets the same 404 as for a bid that does not exist.
 */

export type ConversationRole = 'pro' | 'consumer';

/** What of a bid decides access to its conversation. */
export interface ConversationParties {
  pro_id: number;
  consumer_id: number;
  quote_status_id: number;
  quote_sent_on: Date | null;
}

export const conversationNotFound = (): AppError => AppError.notFound('找不到這個對話。');

/** The caller's side of the conversation, or null when it is not theirs to see. */
export function conversationSide(bid: ConversationParties, userId: number): { role: ConversationRole; otherId: number } | null {
  if (bid.pro_id === userId) return { role: 'pro', otherId: bid.consumer_id };
  if (bid.consumer_id === userId && bid.quote_sent_on !== null) return { role: 'consumer', otherId: bid.pro_id };
  return null;
}

/** The loaded bid with the caller's side of its conversation; a 404 for anyone else (or no bid). */
export function requireConversationAccess<T extends ConversationParties>(bid: T | undefined, userId: number): { bid: T; role: ConversationRole; otherId: number } {
  const side = bid ? conversationSide(bid, userId) : null;
  if (!bid || !side) throw conversationNotFound();
  return { bid, ...side };
}

/** Why the party may not write now, or null: nobody on a passed quote, the pro only after quoting. */
export function conversationWriteRefusal(bid: ConversationParties, role: ConversationRole): string | null {
  if (bid.quote_status_id === QuoteStatus.NotInterested) return '這個案件已略過，無法再傳送訊息。';
  if (role === 'pro' && (bid.quote_status_id === QuoteStatus.Send || bid.quote_sent_on === null)) return '請先送出報價，才能傳送訊息給客戶。';
  return null;
}
