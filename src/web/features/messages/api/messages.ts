import type { ConversationAnswer, InboxAnswer, SentMessageAnswer } from '../../../../domain/messages/messages.contract';
import type { ApiClient } from '../../../api/client';

export type {
  ConversationAnswer,
  ConversationMessage,
  ConversationParty,
  InboxAnswer,
  InboxConversation,
  MessageAttachmentInfo,
  ProContact,
  SentMessageAnswer,
} from '../../../../domain/messages/messages.contract';

/** Messages between a quote's consumer and pro (docs/api.md "Messages"). */

/** The latest 50 messages, or with `since` only those newer than that id; opening marks them read. */
/** The latest page; `since` the newer messages (polling); `before` the page older than a message. */
export function getConversation(api: ApiClient, bidId: number, since?: number, before?: number): Promise<ConversationAnswer> {
  const window = since !== undefined ? `/since:${since}` : before !== undefined ? `/before:${before}` : '';
  return api.request<ConversationAnswer>(`/messages/get_conversation/${bidId}${window}.json`, { quiet: true });
}

/** A message's body: JSON for text alone, multipart when files come with it (`attachments`). */
export function messageFormBody(message: string, files: readonly File[] = []): Record<string, unknown> | FormData {
  if (files.length === 0) return { message };
  const form = new FormData();
  form.append('message', message);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

export function postMessage(api: ApiClient, bidId: number, message: string, files: readonly File[] = []): Promise<SentMessageAnswer> {
  return api.request<SentMessageAnswer>(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', body: messageFormBody(message, files), quiet: true });
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
