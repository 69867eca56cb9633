/** Quote (bid) status codes, spec section 3. */
export const QuoteStatus = {
  Send: 1,
  InProgress: 2,
  Hired: 3,
  WorkCompleted: 4,
  PaymentCompleted: 5,
  NotInterested: 6,
  Archived: 9,
} as const;
export type QuoteStatusId = (typeof QuoteStatus)[keyof typeof QuoteStatus];

/** Narrow-match bid status numbers, spec section 3. */
export const NarrowStatus = { Pending: 1, Won: 2, Lost: 3 } as const;
export type NarrowStatusId = (typeof NarrowStatus)[keyof typeof NarrowStatus];

/** Quote types, spec section 3. */
export const QuoteType = { Required: 'required', Flat: 'flat', Hourly: 'hourly' } as const;
export type QuoteTypeName = (typeof QuoteType)[keyof typeof QuoteType];

/** Work and message filter ids, spec section 3. */
export const WorkFilter = {
  Inbox: 1,
  InProgress: 2,
  Archived: 3,
  Lead: 4,
  Unread: 5,
  Favorite: 6,
  Hired: 7,
} as const;

/** Request filters, spec section 3. */
export const REQUEST_FILTERS = [
  'all',
  'read',
  'notread',
  'quoted',
  'notquoted',
  'phoneonly',
  'discount',
  'favorite',
] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** Work-list filter name to the statuses it lists, spec section 4. */
export const WORK_LIST_STATUSES = {
  Send: [QuoteStatus.Send],
  InProgress: [QuoteStatus.InProgress, QuoteStatus.Archived],
  Waiting: [QuoteStatus.InProgress, QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted],
  Work: [QuoteStatus.Hired, QuoteStatus.WorkCompleted],
  Completed: [QuoteStatus.Archived],
  Search: [QuoteStatus.InProgress, QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted],
} as const satisfies Record<string, readonly QuoteStatusId[]>;

/** Activity types, spec section 3. */
export const ACTIVITY_TYPES = [
  'create',
  'view',
  'pass',
  'providedquote',
  'update',
  'chat',
  'hire',
  'complete',
  'review',
  'deny',
  'archive',
  'expire',
  'refund',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Activity types by name, so code never writes the bare string. */
export const Activity = {
  Create: 'create',
  View: 'view',
  Pass: 'pass',
  ProvidedQuote: 'providedquote',
  Update: 'update',
  Chat: 'chat',
  Hire: 'hire',
  Complete: 'complete',
  Review: 'review',
  Deny: 'deny',
  Archive: 'archive',
  Expire: 'expire',
  Refund: 'refund',
} as const satisfies Record<string, ActivityType>;

/** zh-TW words for each activity, as the request's timeline shows them. */
export const ACTIVITY_TEXT: Record<ActivityType, string> = {
  create: '建立需求',
  view: '查看需求',
  pass: '略過案件',
  providedquote: '提供報價',
  update: '更新需求',
  chat: '傳送訊息',
  hire: '確認雇用',
  complete: '完成工作',
  review: '留下評價',
  deny: '婉拒報價',
  archive: '封存',
  expire: '需求到期',
  refund: '退還點數',
};

/** Bids with this status are left out of every list (spec section 4). */
export const HIDDEN_QUOTE_STATUSES: readonly QuoteStatusId[] = [QuoteStatus.NotInterested];
