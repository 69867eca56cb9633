import { z } from 'zod';
import { idNameSchema, pagedShape, zeroOne } from '../http/refs';

/** The answers of the messages contract (a quote's conversation and the inbox), shared by the server and the web. */

const role = z.enum(['consumer', 'pro']);

export const messageAttachmentSchema = z.object({
  url: z.string(),
  name: z.string(),
  type: z.enum(['png', 'jpeg', 'gif', 'pdf']),
  size: z.number().int(),
});
export type MessageAttachmentInfo = z.infer<typeof messageAttachmentSchema>;

/** A message's text: 1-2000 characters after trimming (message-text.ts checks it). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * What every message answer carries after its id and what it belongs to (a bid's conversation, a
 * shop order's messages): one shape, so the two kinds of messages read alike.
 */
export const messageCommonShape = {
  user_id: z.number().int(),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  created: z.string(),
  /** 1 when the caller wrote it. */
  is_sender: zeroOne,
  /** 1 once the recipient opened the conversation after it arrived. */
  is_read: zeroOne,
};
export type MessageCommon = z.infer<z.ZodObject<typeof messageCommonShape>>;

/** A message as one side of the conversation sees it. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  quote_bid_id: z.number().int(),
  ...messageCommonShape,
  read_on: z.string().nullable(),
  /** 1 when an operator hid it: the recipient sees 此內容已被隱藏, the sender sees it marked hidden. */
  is_hidden: zeroOne,
  /** The voice call this entry records (its text says how it went), or null for a written message. */
  voice_call_id: z.number().int().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The other side of a conversation (a consumer's name masked for the pro until hired). */
export const conversationPartySchema = z.object({ id: z.number().int(), full_name: z.string(), s3_thumb_url: z.string().nullable() });
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const proContactSchema = z.object({ full_name: z.string(), phone: z.string().nullable(), email: z.string().nullable() });
export type ProContact = z.infer<typeof proContactSchema>;

/** GET /messages/get_conversation/{bid}(/since:{id}|/before:{id}).json */
export const conversationAnswerShape = {
  quote_bid_id: z.number().int(),
  quote_request_id: z.number().int(),
  quote_status_id: z.number().int(),
  role,
  messages: z.array(conversationMessageSchema),
  has_more: zeroOne,
  unread_count: z.number().int(),
  total_unread_count: z.number().int(),
  /** 1 while the consumer's contact is held for the pro until he pays the pay-on-contact fee. */
  contact_fee_due: zeroOne,
  other_user: conversationPartySchema.nullable(),
  can_send: zeroOne,
  can_send_reason: z.string().nullable(),
  /** The pro's contact details, to the consumer once the quote is in (and paid for in pay-on-contact mode). */
  contact: proContactSchema.nullable(),
};
export type ConversationAnswer = z.infer<z.ZodObject<typeof conversationAnswerShape>>;

/** POST /messages/quote_conversation/{bid}.json */
export const sentMessageAnswerShape = { message: conversationMessageSchema, unread_count: z.number().int() };
export type SentMessageAnswer = z.infer<z.ZodObject<typeof sentMessageAnswerShape>>;

/** One conversation of the inbox. */
export const inboxConversationSchema = z.object({
  quote_bid_id: z.number().int(),
  quote_request_id: z.number().int(),
  quote_status_id: z.number().int(),
  /** The caller's side of the conversation. */
  role,
  other_user: conversationPartySchema.nullable(),
  category: idNameSchema.nullable(),
  last_message: z.object({ excerpt: z.string(), is_sender: zeroOne, attachment_count: z.number().int(), created: z.string() }).nullable(),
  unread_count: z.number().int(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

/** GET /messages/inbox(/filter:{n})(/page:{n}).json */
export const inboxAnswerShape = {
  ...pagedShape('conversations', inboxConversationSchema),
  unread_count: z.number().int(),
  /** The message filter shown (spec section 3), 1 (all) by default. */
  filter: z.number().int(),
};
export type InboxAnswer = z.infer<z.ZodObject<typeof inboxAnswerShape>>;
