import type { ApiClient } from './client';

/** Messages between a quote's consumer and pro (docs/api.md "Messages"). */

export interface MessageAttachmentInfo {
  url: string;
  name: string;
  type: string;
  size: number;
}

export interface ConversationMessage {
  id: number;
  quote_bid_id: number;
  user_id: number;
  body: string;
  attachments: MessageAttachmentInfo[];
  created: string;
  is_sender: 0 | 1;
  is_read: 0 | 1;
  read_on: string | null;
}

export interface ConversationParty {
  id: number;
  full_name: string;
  s3_thumb_url: string | null;
}

export interface ProContact {
  full_name: string;
  phone: string | null;
  email: string | null;
}

export interface ConversationAnswer {
  quote_bid_id: number;
  quote_request_id: number;
  quote_status_id: number;
  role: 'consumer' | 'pro';
  messages: ConversationMessage[];
  has_more: 0 | 1;
  unread_count: number;
  total_unread_count: number;
  other_user: ConversationParty | null;
  can_send: 0 | 1;
  can_send_reason: string | null;
  /** The consumer made contact but the pro's wallet could not pay the contact fee: held until he pays. */
  contact_fee_due?: 0 | 1;
  contact: ProContact | null;
}

export interface SentMessageAnswer {
  message: ConversationMessage;
  unread_count: number;
}

export interface InboxConversation {
  quote_bid_id: number;
  quote_request_id: number;
  quote_status_id: number;
  role: 'consumer' | 'pro';
  other_user: ConversationParty | null;
  category: { id: number; name: string } | null;
  last_message: { excerpt: string; is_sender: 0 | 1; attachment_count: number; created: string } | null;
  unread_count: number;
}

export interface InboxAnswer {
  conversations: InboxConversation[];
  page: number;
  total_pages: number;
  count: number;
  unread_count: number;
}

/** The latest 50 messages, or with `since` only those newer than that id; opening marks them read. */
/** The latest page; `since` the newer messages (polling); `before` the page older than a message. */
export function getConversation(api: ApiClient, bidId: number, since?: number, before?: number): Promise<ConversationAnswer> {
  const window = since !== undefined ? `/since:${since}` : before !== undefined ? `/before:${before}` : '';
  return api.request<ConversationAnswer>(`/messages/get_conversation/${bidId}${window}.json`, { quiet: true });
}

export function postMessage(api: ApiClient, bidId: number, message: string, files: readonly File[] = []): Promise<SentMessageAnswer> {
  let body: Record<string, unknown> | FormData = { message };
  if (files.length > 0) {
    const form = new FormData();
    form.append('message', message);
    for (const file of files) form.append('attachments', file, file.name);
    body = form;
  }
  return api.request<SentMessageAnswer>(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', body, quiet: true });
}

/** One page (20) of the caller's conversations, latest message first. */
/** One page of the inbox; `filter` is a message filter id (spec section 3), 1 (all) by default. */
export function getInbox(api: ApiClient, page: number, filter = 1): Promise<InboxAnswer> {
  const parts = [...(filter !== 1 ? [`filter:${filter}`] : []), ...(page > 1 ? [`page:${page}`] : [])];
  return api.request<InboxAnswer>(parts.length === 0 ? '/messages/inbox.json' : `/messages/inbox/${parts.join('/')}.json`, { quiet: true });
}

/** The socket address for an API base that is either a path (/api) or a full URL. */
export function messageSocketUrl(apiBase: string, pageHref: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/messages/socket`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The pro pays the contact fee of a held contact (pay-on-contact), which releases the conversation. */
export async function payContactFee(api: ApiClient, bidId: number): Promise<void> {
  await api.request(`/quote_bids/switch_to_manual_quote/${bidId}.json`, { method: 'POST', body: {}, quiet: true });
}
