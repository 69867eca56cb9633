import { type Kysely, sql } from 'kysely';
import { SESSION_IDLE_TIMEOUT_SECONDS } from '../../../domain/limits';
import { OPS_USER_PAGE_SIZE, type OpsUserCounts, type OpsUserProfile, type OpsUserRow, type OpsUserTabRow, type UserQuery } from '../../../domain/ops/users.contract';
import { toUtcString } from '../../../domain/time/datetime';
import { LOGIN_FAILURES_PER_ACCOUNT, PASSWORD_RESETS_PER_EMAIL } from '../../../domain/users/auth-limits';
import { describeUserAgent } from '../../../domain/users/user-agent';
import type { Database } from '../../db/schema';
import { OTP_DESTINATION_RULE, OTP_RESEND_SCOPE } from '../otp';
import { pagedWithCount } from './ops-paging';

type Db = Kysely<Database>;

export interface Page<T> {
  rows: T[];
  count: number;
}

const utc = (date: Date | null) => (date ? toUtcString(date) : null);
/** A LIKE pattern matching values that start with `text` (its %, _ and \ taken literally). */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullNameOf = (row: { last_name: string; first_name: string; username: string }) => `${row.last_name}${row.first_name}`.trim() || row.username;

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'first_name',
  'last_name',
  'signup_role',
  'is_activated',
  'is_phone_confirmed',
  'created',
  'deleted_at',
] as const;

interface UserRowSource {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  signup_role: 'consumer' | 'pro';
  is_activated: boolean;
  is_phone_confirmed: boolean;
  created: Date;
  deleted_at: Date | null;
}

function toUserRow(row: UserRowSource): OpsUserRow {
  return {
    id: row.id,
    username: row.username,
    full_name: fullNameOf(row),
    email: row.email,
    phone: row.phone,
    signup_role: row.signup_role,
    is_activated: row.is_activated,
    is_phone_confirmed: row.is_phone_confirmed,
    created: toUtcString(row.created),
    deleted_at: utc(row.deleted_at),
  };
}

/** One page of the users a search finds, newest first; deleted accounts included (marked). */
export async function searchUsers(db: Db, query: UserQuery, page: number): Promise<Page<OpsUserRow>> {
  let base = db.selectFrom('users');
  if (query.kind === 'id') base = base.where('id', '=', Number(query.value));
  else if (query.kind === 'phone') base = base.where('phone', '=', query.value);
  else if (query.kind === 'email') base = base.where(sql`lower(email)`, 'like', startsWith(query.value));
  else {
    const pattern = startsWith(query.value);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', pattern),
        eb(sql`lower(email)`, 'like', pattern),
        eb(sql`lower(first_name)`, 'like', pattern),
        eb(sql`lower(last_name)`, 'like', pattern),
        eb(sql`lower(last_name || first_name)`, 'like', pattern),
      ]),
    );
  }
  const { rows, count } = await pagedWithCount(base.select(USER_COLUMNS).orderBy('id', 'desc'), base, page, OPS_USER_PAGE_SIZE);
  return { rows: rows.map(toUserRow), count };
}

/** The profile as operators see it (nothing masked), or undefined for an unknown id. */
export async function findUserProfile(db: Db, userId: number): Promise<OpsUserProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      ...USER_COLUMNS,
      'address',
      'activated_at',
      'onboard_state',
      'partner_channel',
      'password_changed_at',
      'modified',
      sql<boolean>`password_hash is not null`.as('has_password'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const social = await db.selectFrom('user_social_accounts').select('provider').where('user_id', '=', userId).orderBy('provider').execute();
  return {
    ...toUserRow(row),
    first_name: row.first_name,
    last_name: row.last_name,
    address: row.address,
    activated_at: utc(row.activated_at),
    onboard_state: row.onboard_state,
    partner_channel: row.partner_channel,
    has_password: row.has_password,
    password_changed_at: utc(row.password_changed_at),
    social_providers: social.map((s) => s.provider),
    modified: toUtcString(row.modified),
  };
}

/** Whether a session row still signs its user in (the same test as the session lookup). */
const liveSession = (now: Date) =>
  sql<boolean>`(revoked_at is null and expires_at > ${now} and last_seen > ${new Date(now.getTime() - SESSION_IDLE_TIMEOUT_SECONDS * 1000)})`;

/** How many of each thing the user has, each counted through its own index. */
export async function countUserRecords(db: Db, userId: number, now: Date): Promise<{ balance: number; counts: OpsUserCounts }> {
  const count = sql<string>`count(*)`.as('count');
  const [wallet, requests, bids, services, payments, sessions, blocks] = await Promise.all([
    db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('quote_requests').select(count).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('quote_bids').select(count).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('quote_services').select(count).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('credit_purchases').select(count).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('sessions').select(count).where('user_id', '=', userId).where(liveSession(now)).executeTakeFirstOrThrow(),
    db
      .selectFrom('blocked_users')
      .select(count)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_user_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    balance: wallet?.balance ?? 0,
    counts: {
      requests: Number(requests.count),
      bids: Number(bids.count),
      services: Number(services.count),
      payments: Number(payments.count),
      live_sessions: Number(sessions.count),
      blocks: Number(blocks.count),
    },
  };
}

export async function listUserRequests(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'requests'>>> {
  const base = db.selectFrom('quote_requests as r').where('r.user_id', '=', userId);
  const { rows, count } = await pagedWithCount(
    base
      .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
      .innerJoin('cities as ci', 'ci.id', 'r.city_id')
      .select(['r.id', 'c.name as category', 'ci.name as city', 'r.created', 'r.is_closed', 'r.is_archived'])
      .select((eb) => eb.selectFrom('quote_bids as b').select(sql<string>`count(*)`.as('n')).whereRef('b.quote_request_id', '=', 'r.id').as('bids'))
      .orderBy('r.created', 'desc')
      .orderBy('r.id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({ ...r, created: toUtcString(r.created), bids: Number(r.bids ?? 0) })),
  };
}

export async function listUserBids(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'bids'>>> {
  const base = db.selectFrom('quote_bids as b').where('b.user_id', '=', userId);
  const { rows, count } = await pagedWithCount(
    base
      .innerJoin('quote_services as s', 's.id', 'b.quote_service_id')
      .select(['b.id', 'b.quote_request_id', 'b.quote_service_id', 's.title as service_title', 'b.quote_status_id', 'b.fee_amount', 'b.created', 'b.hired_on'])
      .orderBy('b.created', 'desc')
      .orderBy('b.id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return { count, rows: rows.map((r) => ({ ...r, created: toUtcString(r.created), hired_on: utc(r.hired_on) })) };
}

export async function listUserServices(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'services'>>> {
  const base = db.selectFrom('quote_services').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const { rows, count } = await pagedWithCount(
    base
      .select(['id', 'title', 'slug', 'is_public', 'is_archived', 'created'])
      .orderBy('id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return { count, rows: rows.map((r) => ({ ...r, created: toUtcString(r.created) })) };
}

export async function listUserPayments(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'payments'>>> {
  const base = db.selectFrom('credit_purchases').where('user_id', '=', userId);
  const { rows, count } = await pagedWithCount(
    base
      .select(['id', 'order_number', 'amount', 'credit', 'pay_type', 'provider', 'status', 'created', 'paid_at', 'refunded_at'])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({ ...r, created: toUtcString(r.created), paid_at: utc(r.paid_at), refunded_at: utc(r.refunded_at) })),
  };
}

export async function listUserLedger(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'ledger'>>> {
  const base = db.selectFrom('wallet_entries').where('user_id', '=', userId);
  const { rows, count } = await pagedWithCount(
    base
      .select(['id', 'transaction_type', 'amount', 'balance_after', 'quote_bid_id', 'note', 'created'])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return { count, rows: rows.map((r) => ({ ...r, id: Number(r.id), created: toUtcString(r.created) })) };
}

export async function listUserSessions(db: Db, userId: number, page: number, now: Date): Promise<Page<OpsUserTabRow<'sessions'>>> {
  const base = db.selectFrom('sessions').where('user_id', '=', userId);
  const { rows, count } = await pagedWithCount(
    base
      .select(['id', 'user_agent', 'device_id', 'created', 'last_seen', 'expires_at', 'revoked_at', liveSession(now).as('live')])
      .orderBy('created', 'desc')
      .orderBy('id', 'desc'),
    base,
    page,
    OPS_USER_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({
      id: r.id,
      ...describeUserAgent(r.user_agent),
      user_agent: r.user_agent,
      device_id: r.device_id,
      created: toUtcString(r.created),
      last_seen: toUtcString(r.last_seen),
      expires_at: toUtcString(r.expires_at),
      revoked_at: utc(r.revoked_at),
      live: r.live,
    })),
  };
}

/** The daily limit of activation e-mails a user may ask for (the scope resend-activation.ts counts in). */
const ACTIVATION_RESENDS_SCOPE = 'activation-resend';

/** The login and code limits that clearing a user's throttles removes. */
export const CLEARABLE_COUNTER_SCOPES: readonly string[] = [
  LOGIN_FAILURES_PER_ACCOUNT.scope,
  OTP_DESTINATION_RULE.scope,
  PASSWORD_RESETS_PER_EMAIL.scope,
  ACTIVATION_RESENDS_SCOPE,
];
export const CLEARABLE_GAP_SCOPES: readonly string[] = [OTP_RESEND_SCOPE];

/**
 * The throttle keys that stand for this user: the account's own (`user:{id}`, `{id}`), its
 * e-mail and phone (codes and resets are counted per address), and the names a failed login
 * typed for it. Keys per IP address are shared with others and are not the user's.
 */
export async function throttleKeysOf(db: Db, userId: number): Promise<string[] | undefined> {
  const user = await db.selectFrom('users').select(['username', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const keys = new Set([`user:${userId}`, String(userId), `name:${user.username.toLowerCase()}`]);
  if (user.email) {
    keys.add(user.email.toLowerCase());
    keys.add(user.email);
    keys.add(`name:${user.email.toLowerCase()}`);
  }
  if (user.phone) keys.add(user.phone);
  return [...keys];
}

export async function listUserThrottles(db: Db, keys: readonly string[], page: number): Promise<Page<OpsUserTabRow<'throttles'>>> {
  const counters = db
    .selectFrom('throttle_counters')
    .select([sql<'counter' | 'gap'>`'counter'`.as('kind'), 'scope', 'key', sql<number | null>`count`.as('count'), 'window_start as at'])
    .where('key', 'in', keys);
  const gaps = db
    .selectFrom('throttle_gaps')
    .select([sql<'counter' | 'gap'>`'gap'`.as('kind'), 'scope', 'key', sql<number | null>`null::integer`.as('count'), 'last_at as at'])
    .where('key', 'in', keys);
  const all = counters.unionAll(gaps);
  const { rows, count } = await pagedWithCount(
    db
      .selectFrom(all.as('t'))
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('scope')
      .orderBy('key'),
    db.selectFrom(all.as('t')),
    page,
    OPS_USER_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({
      kind: r.kind,
      scope: r.scope,
      key: r.key,
      count: r.count,
      at: toUtcString(r.at),
      clearable: (r.kind === 'counter' ? CLEARABLE_COUNTER_SCOPES : CLEARABLE_GAP_SCOPES).includes(r.scope),
    })),
  };
}

/** Deletes the user's login and code throttle rows; returns what was removed. */
export async function clearUserThrottles(trx: Db, keys: readonly string[]): Promise<{ scope: string; key: string; count: number | null }[]> {
  const counters = await trx
    .deleteFrom('throttle_counters')
    .where('key', 'in', keys)
    .where('scope', 'in', CLEARABLE_COUNTER_SCOPES)
    .returning(['scope', 'key', 'count'])
    .execute();
  const gaps = await trx.deleteFrom('throttle_gaps').where('key', 'in', keys).where('scope', 'in', CLEARABLE_GAP_SCOPES).returning(['scope', 'key']).execute();
  return [...counters, ...gaps.map((g) => ({ ...g, count: null }))];
}

export async function listUserBlocks(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'blocks'>>> {
  const blocked = db
    .selectFrom('blocked_users as b')
    .innerJoin('users as o', 'o.id', 'b.blocked_user_id')
    .select(['b.id', sql<'blocked' | 'blocked_by'>`'blocked'`.as('direction'), 'o.id as other_user_id', 'o.username', 'o.first_name', 'o.last_name', 'b.created'])
    .where('b.user_id', '=', userId);
  const blockedBy = db
    .selectFrom('blocked_users as b')
    .innerJoin('users as o', 'o.id', 'b.user_id')
    .select(['b.id', sql<'blocked' | 'blocked_by'>`'blocked_by'`.as('direction'), 'o.id as other_user_id', 'o.username', 'o.first_name', 'o.last_name', 'b.created'])
    .where('b.blocked_user_id', '=', userId);
  const all = blocked.unionAll(blockedBy);
  const { rows, count } = await pagedWithCount(db.selectFrom(all.as('t')).selectAll().orderBy('created', 'desc').orderBy('id', 'desc'), db.selectFrom(all.as('t')), page, OPS_USER_PAGE_SIZE);
  return {
    count,
    rows: rows.map((r) => ({
      id: r.id,
      direction: r.direction,
      other_user_id: r.other_user_id,
      other_username: r.username,
      other_full_name: fullNameOf(r),
      created: toUtcString(r.created),
    })),
  };
}

/** The messages the user sent, newest first (messages_sender_idx, 0073), with whom each went to and whether it is hidden. */
export async function listUserMessages(db: Db, userId: number, page: number): Promise<Page<OpsUserTabRow<'messages'>>> {
  const base = db.selectFrom('messages as m').where('m.sender_id', '=', userId);
  const list = base
    .innerJoin('users as o', 'o.id', 'm.recipient_id')
    .select(['m.id', 'm.quote_bid_id', 'm.recipient_id', 'o.username', 'o.first_name', 'o.last_name', 'm.body', 'm.attachments', 'm.created', 'm.hidden_at', 'm.hidden_reason'])
    .orderBy('m.id', 'desc');
  const found = await pagedWithCount(list, base, page, OPS_USER_PAGE_SIZE);
  const toRow = (r: (typeof found.rows)[number]): OpsUserTabRow<'messages'> => ({
    id: r.id,
    quote_bid_id: r.quote_bid_id,
    recipient_id: r.recipient_id,
    recipient_username: r.username,
    recipient_full_name: fullNameOf(r),
    body: r.body,
    attachments: r.attachments.length,
    created: toUtcString(r.created),
    is_hidden: r.hidden_at !== null,
    hidden_at: utc(r.hidden_at),
    hidden_reason: r.hidden_reason,
  });
  return { count: found.count, rows: found.rows.map(toRow) };
}
