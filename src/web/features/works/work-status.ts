import { QuoteStatus } from '../../../domain/bids/quote-status';
import { parseUtcString, timeSince } from '../../../domain/time';
import type { ProviderBid } from './api/works';

/**
 * How a bid reads to its pro, as a badge: the job's stage as the consumer's side names it
 * (已雇用 → 已完工 → 已評價), and a lead closed because the consumer hired another pro says so.
 */
export type WorkStatus = 'new' | 'unread' | 'quoted' | 'hired' | 'completed' | 'reviewed' | 'closed' | 'closedByHire' | 'archived' | 'passed';

export function workStatus(
  bid: Pick<ProviderBid, 'quote_status_id' | 'is_provider_archived' | 'is_provider_readed' | 'quote_sent_on' | 'closed_by_hire' | 'is_reviewed'>,
): WorkStatus {
  if (bid.quote_status_id === QuoteStatus.NotInterested) return 'passed';
  if (bid.is_provider_archived) return 'archived';
  switch (bid.quote_status_id) {
    case QuoteStatus.Hired:
      return bid.is_reviewed ? 'reviewed' : 'hired';
    case QuoteStatus.WorkCompleted:
    case QuoteStatus.PaymentCompleted:
      return bid.is_reviewed ? 'reviewed' : 'completed';
    case QuoteStatus.Archived:
      return bid.closed_by_hire ? 'closedByHire' : 'closed';
    case QuoteStatus.InProgress:
      return 'quoted';
    default:
      return bid.is_provider_readed ? 'new' : 'unread';
  }
}

/** Whether the pro may (re)send a quote: a lead, or a quote not yet answered by a hire. */
export function canQuote(bid: Pick<ProviderBid, 'quote_status_id'>): boolean {
  return bid.quote_status_id === QuoteStatus.Send || bid.quote_status_id === QuoteStatus.InProgress;
}

/** zh-TW time since an API time (UTC), e.g. 「5 小時前」. */
export function sinceText(utc: string, now: Date = new Date()): string {
  const past = parseUtcString(utc);
  return timeSince(past.getTime() > now.getTime() ? now : past, now);
}

/** The first characters of a description, cut at a word-free boundary with an ellipsis. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
