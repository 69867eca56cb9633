import { QuoteStatus } from '../../../domain/bids/quote-status';
import { parseUtcString, timeSince } from '../../../domain/time';
import type { ProviderBid } from '../../api/works';

/** How a bid reads to its pro, as a badge. */
export type WorkStatus = 'new' | 'unread' | 'quoted' | 'hired' | 'completed' | 'closed' | 'archived' | 'passed';

export function workStatus(bid: Pick<ProviderBid, 'quote_status_id' | 'is_provider_archived' | 'is_provider_readed' | 'quote_sent_on'>): WorkStatus {
  if (bid.quote_status_id === QuoteStatus.NotInterested) return 'passed';
  if (bid.is_provider_archived) return 'archived';
  switch (bid.quote_status_id) {
    case QuoteStatus.Hired:
      return 'hired';
    case QuoteStatus.WorkCompleted:
    case QuoteStatus.PaymentCompleted:
      return 'completed';
    case QuoteStatus.Archived:
      return 'closed';
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
