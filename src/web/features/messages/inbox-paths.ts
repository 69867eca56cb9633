import { WorkFilter } from '../../../domain/bids/quote-status';
import type { InboxConversation } from './api/messages';

/** Where a conversation opens: the consumer's quote, or the pro's lead. */
export function conversationPath(item: Pick<InboxConversation, 'role' | 'quote_bid_id'>): string {
  return item.role === 'consumer' ? `/dashboard/projects/quote/${item.quote_bid_id}` : `/dashboard/requests/${item.quote_bid_id}`;
}

export function inboxPageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The lists the inbox offers, by message filter id (spec section 3); favourites are the pro's own tags. */
export const INBOX_FILTERS: readonly { id: number; key: string; proOnly?: boolean }[] = [
  { id: WorkFilter.Inbox, key: 'all' },
  { id: WorkFilter.Unread, key: 'unread' },
  { id: WorkFilter.InProgress, key: 'inProgress' },
  { id: WorkFilter.Hired, key: 'hired' },
  { id: WorkFilter.Favorite, key: 'favorite', proOnly: true },
  { id: WorkFilter.Archived, key: 'archived' },
];

/** `?filter=` as a message filter id; anything else is the whole inbox (1). */
export function inboxFilterParam(value: string | null): number {
  const id = value !== null && /^[1-7]$/.test(value) ? Number(value) : WorkFilter.Inbox;
  return (Object.values(WorkFilter) as number[]).includes(id) ? id : WorkFilter.Inbox;
}

export const inboxPath = (filter: number, page: number) => {
  const query = [...(filter !== WorkFilter.Inbox ? [`filter=${filter}`] : []), ...(page > 1 ? [`page=${page}`] : [])];
  return query.length > 0 ? `/dashboard/inbox?${query.join('&')}` : '/dashboard/inbox';
};
