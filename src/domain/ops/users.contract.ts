import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { parseTaiwanMobile } from '../users/phone';

/**
 * The operator console's user pages (issue 17, item 5): finding a user by id, e-mail, phone or
 * name, what the marketplace holds about them (each list its own paged call), and the support
 * actions (end sessions, clear login/code throttles, resend the e-mail verification).
 */

/** Rows per page of the search and of every list of a user. */
export const OPS_USER_PAGE_SIZE = 20;

/** The lists of one user, each loaded by its own call `GET /ops/users/{tab}/{id}.json?page=n`. */
export const OPS_USER_TABS = ['requests', 'bids', 'services', 'payments', 'ledger', 'sessions', 'throttles', 'blocks', 'messages'] as const;
export type OpsUserTab = (typeof OPS_USER_TABS)[number];

/** What a search looks for, decided from the text typed. */
export type UserQueryKind = 'id' | 'email' | 'phone' | 'name';
export interface UserQuery {
  kind: UserQueryKind;
  /** The id as a number's digits, the e-mail lower-cased, the phone as +8869xxxxxxxx, the name fragment lower-cased. */
  value: string;
}

const MAX_USER_ID = 2_147_483_647;

/**
 * Reads a search: a Taiwan mobile number (0912-345-678, +886 912 345 678...) is a phone; other
 * digits are an id; text with @ is an e-mail (or its start); anything else is the start of a
 * username, an e-mail or a name (surname, given name, or both together as written in Chinese).
 */
export function readUserQuery(raw: string): UserQuery {
  const text = raw.trim();
  const phone = parseTaiwanMobile(text);
  if (phone) return { kind: 'phone', value: phone };
  const digits = text.replace(/^#/, '');
  if (/^\d{1,10}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= MAX_USER_ID) return { kind: 'id', value: String(Number(digits)) };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  return { kind: 'name', value: text.toLowerCase() };
}

/** GET /ops/users/search.json?q=...&page=n */
export const userSearchQuerySchema = z.object({
  q: z.string({ error: '請輸入要查詢的編號、Email、手機或名稱。' }).trim().min(1, '請輸入要查詢的編號、Email、手機或名稱。').max(200, '查詢文字最多 200 字。'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** `?page=n` of a user's list. */
export const userTabQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** One user as the search lists them: operators see the e-mail and phone unmasked. */
export const opsUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  signup_role: z.enum(['consumer', 'pro']),
  is_activated: z.boolean(),
  is_phone_confirmed: z.boolean(),
  created: z.string(),
  /** When the account was deleted; null while it exists. */
  deleted_at: z.string().nullable(),
});
export type OpsUserRow = z.infer<typeof opsUserRowSchema>;

export const userSearchPageShape = { kind: z.enum(['id', 'email', 'phone', 'name']), ...pagedShape('users', opsUserRowSchema) };

/** GET /ops/users/view/{id}.json: the profile, wallet and counts (the lists are their own calls). */
export const opsUserProfileSchema = opsUserRowSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  address: z.string().nullable(),
  activated_at: z.string().nullable(),
  onboard_state: z.number().int(),
  partner_channel: z.string().nullable(),
  has_password: z.boolean(),
  password_changed_at: z.string().nullable(),
  social_providers: z.array(z.string()),
  modified: z.string(),
});
export type OpsUserProfile = z.infer<typeof opsUserProfileSchema>;

export const opsUserCountsSchema = z.object({
  requests: z.number().int(),
  bids: z.number().int(),
  services: z.number().int(),
  payments: z.number().int(),
  live_sessions: z.number().int(),
  blocks: z.number().int(),
});
export type OpsUserCounts = z.infer<typeof opsUserCountsSchema>;

export const opsUserViewShape = { user: opsUserProfileSchema, wallet: z.object({ balance: z.number().int() }), counts: opsUserCountsSchema };

const tabRows = {
  requests: z.object({
    id: z.number().int(),
    category: z.string(),
    city: z.string(),
    created: z.string(),
    is_closed: z.boolean(),
    is_archived: z.boolean(),
    bids: z.number().int(),
  }),
  bids: z.object({
    id: z.number().int(),
    quote_request_id: z.number().int(),
    quote_service_id: z.number().int(),
    service_title: z.string(),
    quote_status_id: z.number().int(),
    fee_amount: z.number().int().nullable(),
    created: z.string(),
    hired_on: z.string().nullable(),
  }),
  services: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    is_public: z.boolean(),
    is_archived: z.boolean(),
    created: z.string(),
  }),
  payments: z.object({
    id: z.number().int(),
    order_number: z.string(),
    amount: z.number().int(),
    credit: z.number().int(),
    pay_type: z.string(),
    provider: z.string(),
    status: z.string(),
    created: z.string(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
  }),
  ledger: z.object({
    id: z.number().int(),
    transaction_type: z.number().int(),
    amount: z.number().int(),
    balance_after: z.number().int(),
    quote_bid_id: z.number().int().nullable(),
    note: z.string(),
    created: z.string(),
  }),
  sessions: z.object({
    id: z.number().int(),
    browser: z.string().nullable(),
    device: z.string().nullable(),
    user_agent: z.string().nullable(),
    device_id: z.string().nullable(),
    created: z.string(),
    last_seen: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
    /** Not revoked, not expired, not idle too long: the cookie still signs the user in. */
    live: z.boolean(),
  }),
  throttles: z.object({
    /** `counter`: failures or sends counted in a window; `gap`: the wait before a code may be sent again. */
    kind: z.enum(['counter', 'gap']),
    scope: z.string(),
    key: z.string(),
    count: z.number().int().nullable(),
    at: z.string(),
    /** Whether clearing the user's throttles removes this row (login and code limits). */
    clearable: z.boolean(),
  }),
  blocks: z.object({
    id: z.number().int(),
    /** `blocked`: this user blocked the other; `blocked_by`: the other blocked this user. */
    direction: z.enum(['blocked', 'blocked_by']),
    other_user_id: z.number().int(),
    other_username: z.string(),
    other_full_name: z.string(),
    created: z.string(),
  }),
  /** The messages the user sent, newest first, whole (an operator hides one from here). */
  messages: z.object({
    id: z.number().int(),
    quote_bid_id: z.number().int(),
    recipient_id: z.number().int(),
    recipient_username: z.string(),
    recipient_full_name: z.string(),
    body: z.string(),
    attachments: z.number().int(),
    created: z.string(),
    is_hidden: z.boolean(),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
  }),
} as const;

export type OpsUserTabRow<T extends OpsUserTab> = z.infer<(typeof tabRows)[T]>;

/** The answer of each list: its rows under `rows`, and the page fields. */
export function userTabShape<T extends OpsUserTab>(tab: T) {
  return pagedShape('rows', tabRows[tab]);
}

/** POST bodies of the actions: an optional reason, kept in the audit log. */
export const userActionBodySchema = z
  .object({ reason: z.string().trim().max(500, '原因最多 500 字。').optional() })
  .default({});
export type UserActionBody = z.infer<typeof userActionBodySchema>;

export const endSessionShape = { session_id: z.number().int(), user_id: z.number().int() };
export const endSessionsShape = { user_id: z.number().int(), ended: z.number().int() };
export const clearThrottlesShape = { user_id: z.number().int(), cleared: z.number().int() };
export const resendVerificationShape = { user_id: z.number().int(), channel: z.literal('email'), email: z.string() };

/** zh-TW answers of the user pages. */
export const OpsUserText = {
  UserNotFound: '找不到這位使用者。',
  SessionNotFound: '找不到這個登入。',
  SessionAlreadyEnded: '這個登入已經結束了。',
  AlreadyVerified: '這位使用者的 Email 已經驗證完成。',
  NoEmail: '這位使用者沒有 Email，無法寄送驗證信。',
  AccountDeleted: '這個帳號已刪除，無法寄送驗證信。',
} as const;
