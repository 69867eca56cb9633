import { CONTACT_FEE_DUE_EXCERPT, isContactFeeDue } from '../../../domain/bids/contact-fee';
import type { ConversationMessage, ConversationParty, InboxConversation, MessageCommon } from '../../../domain/messages/messages.contract';
import { HIDDEN_CONTENT_TEXT } from '../../../domain/ops/moderation';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import type { MessageAttachment } from '../../db/schema';
import type { InboxRow, MessageRow } from './messages.repository';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A message as the conversation and the socket send it. */
export type MessageResponse = ConversationMessage;

/** The columns of a stored message (a bid's or a shop order's) that every message answer shows. */
export interface MessageCommonRow {
  sender_id: number;
  body: string;
  attachments: MessageAttachment[];
  created: Date;
  read_at: Date | null;
}

/** The fields every message answer shares (`messageCommonShape`), as `viewerId` sees them. */
export function toMessageCommon(row: MessageCommonRow, viewerId: number): MessageCommon {
  return {
    user_id: row.sender_id,
    body: row.body,
    attachments: row.attachments,
    created: toUtcString(row.created),
    is_sender: flag(row.sender_id === viewerId),
    is_read: flag(row.read_at !== null),
  };
}

/** A message as `viewerId` sees it. */
export function toMessageResponse(row: MessageRow, viewerId: number): MessageResponse {
  // A hidden message keeps its text for its sender only (marked hidden); the recipient sees the notice.
  const withheld = row.hidden_at !== null && row.sender_id !== viewerId;
  return {
    id: Number(row.id),
    quote_bid_id: row.quote_bid_id,
    ...toMessageCommon(row, viewerId),
    ...(withheld ? { body: HIDDEN_CONTENT_TEXT, attachments: [] } : {}),
    read_on: row.read_at ? toUtcString(row.read_at) : null,
    is_hidden: flag(row.hidden_at !== null),
    voice_call_id: row.voice_call_id,
  };
}

/**
 * The other side of a conversation. A pro sees the consumer by `consumerNameForPro` (masked until
 * hired); a consumer sees the pro's full name.
 */
export function toPartyResponse(
  user: { id: number; username: string; first_name: string; last_name: string; avatar_thumb_url: string | null },
  viewer: { role: 'pro' | 'consumer'; hiredByConsumer: boolean },
): ConversationParty {
  const name = viewer.role === 'pro' ? consumerNameForPro(user, viewer) : fullName(user);
  return { id: user.id, full_name: name, s3_thumb_url: user.avatar_thumb_url };
}

/** One conversation of the inbox. */
export function toInboxItemResponse(row: InboxRow, viewerId: number): InboxConversation {
  const role = row.pro_id === viewerId ? ('pro' as const) : ('consumer' as const);
  // The consumer's last message is their contact; unpaid in pay-on-contact mode it stays held from the pro.
  const held = role === 'pro' && row.last_sender_id !== viewerId && isContactFeeDue(row, true);
  const other = { id: row.other_id, username: row.other_username, first_name: row.other_first_name, last_name: row.other_last_name, avatar_thumb_url: row.other_avatar };
  return {
    quote_bid_id: row.quote_bid_id,
    quote_request_id: row.quote_request_id,
    quote_status_id: row.quote_status_id,
    /** The caller's side of the conversation. */
    role,
    other_user: toPartyResponse(other, { role, hiredByConsumer: row.hired_by_requester }),
    category: { id: row.category_id, name: row.category_name },
    last_message: {
      excerpt: held ? CONTACT_FEE_DUE_EXCERPT : row.excerpt,
      is_sender: flag(row.last_sender_id === viewerId),
      attachment_count: held ? 0 : Number(row.last_attachment_count),
      created: toUtcString(row.last_message_at),
    },
    unread_count: row.unread_count,
  };
}
