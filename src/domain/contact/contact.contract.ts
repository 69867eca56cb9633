import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { isValidEmail, normalizeEmail } from '../users/account-rules';
import { parseTaiwanMobile } from '../users/phone';
import { requiredText } from '../validation/text';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_REPLY_MAX,
  CONTACT_REPLY_MIN,
  CONTACT_STATUSES,
  CONTACT_TOPICS,
  ContactFieldMessage as M,
} from './contact-topics';

/** The calls of the contact page and of the console's support inbox, shared by the server and the web. */

const email = z
  .string({ error: M.EmailMissing })
  .trim()
  .min(1, M.EmailMissing)
  .max(254, M.EmailInvalid)
  .transform(normalizeEmail)
  .refine(isValidEmail, M.EmailInvalid);

// Optional: blank is no phone; anything else must be a Taiwan mobile number, kept as +8869xxxxxxxx.
const phone = z
  .string({ error: M.PhoneInvalid })
  .trim()
  .max(40, M.PhoneInvalid)
  .refine((v) => v === '' || parseTaiwanMobile(v) !== null, M.PhoneInvalid)
  .transform((v) => (v === '' ? null : parseTaiwanMobile(v)))
  .optional();

const message = z.string({ error: M.MessageLength }).trim().min(CONTACT_MESSAGE_MIN, M.MessageLength).max(CONTACT_MESSAGE_MAX, M.MessageLength);

/**
 * POST /contact_messages/add.json, from guests and signed-in users. `website` is a field people
 * never see (the honeypot): a form that fills it is a robot's, answered as if sent and dropped.
 */
export const contactMessageBodySchema = z.object({
  name: requiredText(M.NameMissing, CONTACT_NAME_MAX, M.NameTooLong),
  email,
  phone,
  topic: z.enum(CONTACT_TOPICS, { error: M.TopicMissing }),
  message,
  website: z.string().max(500).optional(),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
export type ContactMessageInput = z.input<typeof contactMessageBodySchema>;

/** The answer of the public call: the address the reply will go to. */
export const contactMessageSentShape = { email: z.string() };

/** One contact message as the inbox shows it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  /** The sender's one file: `url` opens it in the console (CONTACT_ATTACHMENTS_PATH), each read audited. */
  attachment: z.object({ url: z.string(), name: z.string(), type: z.enum(['png', 'jpeg', 'gif', 'pdf']), size: z.number().int() }).nullable(),
  status: z.enum(CONTACT_STATUSES),
  assigned_operator_id: z.number().int().nullable(),
  reply_count: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /ops/contact_messages/index/page:{n}.json: filters in the query string. */
export const contactInboxFilterSchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  topic: z.enum(CONTACT_TOPICS).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ContactInboxFilter = z.infer<typeof contactInboxFilterSchema>;

/** Messages per status under the other filters (the tabs' counts). */
export const contactStatusCountsSchema = z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() });
export type ContactStatusCounts = z.infer<typeof contactStatusCountsSchema>;

export const contactInboxPageShape = { ...pagedShape('contact_messages', contactMessageSchema), status_counts: contactStatusCountsSchema };

/** One reply of the thread, with the operator who wrote it. */
export const contactReplySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), full_name: z.string() }),
  body: z.string(),
  sent: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** GET /ops/contact_messages/view/{id}.json */
export const contactMessageViewShape = { contact_message: contactMessageSchema, replies: z.array(contactReplySchema) };

/** POST /ops/contact_messages/reply/{id}.json */
export const contactReplyBodySchema = z.object({
  body: z.string({ error: M.ReplyLength }).trim().min(CONTACT_REPLY_MIN, M.ReplyLength).max(CONTACT_REPLY_MAX, M.ReplyLength),
});
export type ContactReplyBody = z.infer<typeof contactReplyBodySchema>;

/** POST /ops/contact_messages/status/{id}.json */
export const contactStatusBodySchema = z.object({ status: z.enum(CONTACT_STATUSES, { error: M.StatusInvalid }) });
export type ContactStatusBody = z.infer<typeof contactStatusBodySchema>;
