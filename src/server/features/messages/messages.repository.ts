import { type Kysely, sql } from 'kysely';
import { Activity, WorkFilter } from '../../../domain/bids/quote-status';
import { FAVORITE_TAG, statusesFor } from '../../../domain/bids/work-list';
import type { Database, MessageAttachment } from '../../db/schema';
import { HIDDEN_CONTENT_TEXT } from '../../../domain/ops/moderation';
import { BID_PARTIES_COLUMNS, joinCategory, joinRequest } from '../requests';

/** SQL of the messages between a bid's pro and the request's consumer. */

type Db = Kysely<Database>;

/** The bid with the two parties and what decides who may write. */
export function findConversationBid(db: Db, bidId: number) {
  return db
    .selectFrom('quote_bids as b')
    .$call(joinRequest)
    .select([...BID_PARTIES_COLUMNS, 'b.is_contact_charge', 'b.fee_amount', 'b.quote_sent_on'])
    .where('b.id', '=', bidId)
    .executeTakeFirst();
}
export type ConversationBid = NonNullable<Awaited<ReturnType<typeof findConversationBid>>>;

/** Whether the consumer has made contact on the bid (want_to_contact_provider or a first message). */
export async function consumerContacted(db: Db, bid: { id: number; consumer_id: number }): Promise<boolean> {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('quote_bid_id', '=', bid.id)
    .where('type', '=', Activity.Chat)
    .where('user_id', '=', bid.consumer_id)
    .executeTakeFirst();
  return row !== undefined;
}

const MESSAGE_COLUMNS = ['m.id', 'm.quote_bid_id', 'm.sender_id', 'm.recipient_id', 'm.body', 'm.attachments', 'm.created', 'm.read_at', 'm.hidden_at', 'm.voice_call_id'] as const;

/**
 * Stores a message and moves both parties' thread rows to it; the recipient's unread count grows,
 * unless `readAt` says the recipient has seen it already (a call entry of a call they took part in).
 * A voice entry names its call.
 */
export async function insertMessage(
  trx: Db,
  input: {
    bidId: number;
    senderId: number;
    recipientId: number;
    body: string;
    attachments: MessageAttachment[];
    voiceCallId?: number;
    readAt?: Date;
  },
) {
  const message = await trx
    .insertInto('messages')
    .values({
      quote_bid_id: input.bidId,
      sender_id: input.senderId,
      recipient_id: input.recipientId,
      body: input.body,
      attachments: JSON.stringify(input.attachments),
      voice_call_id: input.voiceCallId ?? null,
      read_at: input.readAt ?? null,
    })
    .returning(['id', 'quote_bid_id', 'sender_id', 'recipient_id', 'body', 'attachments', 'created', 'read_at', 'hidden_at', 'voice_call_id'])
    .executeTakeFirstOrThrow();
  const side = (userId: number, otherId: number, unread: number) => ({
    quote_bid_id: input.bidId,
    user_id: userId,
    other_user_id: otherId,
    last_message_id: message.id,
    last_message_at: message.created,
    unread_count: unread,
  });
  await trx
    .insertInto('message_threads')
    .values([side(input.senderId, input.recipientId, 0), side(input.recipientId, input.senderId, input.readAt ? 0 : 1)])
    .onConflict((oc) =>
      oc.columns(['quote_bid_id', 'user_id']).doUpdateSet({
        // Two messages committing out of order never move the thread back to the older one.
        last_message_id: sql`greatest(message_threads.last_message_id, excluded.last_message_id)`,
        last_message_at: sql`greatest(message_threads.last_message_at, excluded.last_message_at)`,
        unread_count: sql`message_threads.unread_count + excluded.unread_count`,
      }),
    )
    .execute();
  return message;
}
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** Whether the user has written in this conversation before. */
export async function hasWritten(db: Db, bidId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('messages').select('id').where('quote_bid_id', '=', bidId).where('sender_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** One window of a conversation, returned oldest first: the latest, those after `since` or before `before`. */
export async function listMessages(db: Db, bidId: number, window: { since?: number; before?: number; limit: number }): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = db.selectFrom('messages as m').select(MESSAGE_COLUMNS).where('m.quote_bid_id', '=', bidId);
  if (window.since !== undefined) {
    query = query.where('m.id', '>', window.since).orderBy('m.id', 'asc');
  } else {
    if (window.before !== undefined) query = query.where('m.id', '<', window.before);
    query = query.orderBy('m.id', 'desc');
  }
  const rows = await query.limit(window.limit + 1).execute();
  const hasMore = rows.length > window.limit;
  const page = rows.slice(0, window.limit);
  if (window.since === undefined) page.reverse();
  return { rows: page, hasMore };
}

/** One message by id within its conversation. */
export function findMessage(db: Db, messageId: number) {
  return db.selectFrom('messages as m').select(MESSAGE_COLUMNS).where('m.id', '=', messageId).executeTakeFirst();
}

/**
 * The reader opened the conversation: the other side's messages become read and the reader's
 * unread count of it goes to zero. Returns the newest message id marked read, or null. The thread
 * row is locked first, so a message committing meanwhile is either marked or still counted.
 */
export async function markConversationRead(db: Db, bidId: number, readerId: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .selectFrom('message_threads')
      .select('unread_count')
      .where('quote_bid_id', '=', bidId)
      .where('user_id', '=', readerId)
      .forUpdate()
      .executeTakeFirst();
    if (!thread || thread.unread_count === 0) return null;
    const marked = await trx
      .updateTable('messages')
      .set({ read_at: new Date() })
      .where('quote_bid_id', '=', bidId)
      .where('recipient_id', '=', readerId)
      .where('read_at', 'is', null)
      .returning('id')
      .execute();
    await trx.updateTable('message_threads').set({ unread_count: 0 }).where('quote_bid_id', '=', bidId).where('user_id', '=', readerId).execute();
    return marked.length > 0 ? Math.max(...marked.map((m) => Number(m.id))) : null;
  });
}

/** The unread count of one conversation for the user. */
export async function conversationUnread(db: Db, bidId: number, userId: number): Promise<number> {
  const row = await db.selectFrom('message_threads').select('unread_count').where('quote_bid_id', '=', bidId).where('user_id', '=', userId).executeTakeFirst();
  return row?.unread_count ?? 0;
}

/** Unread messages over all of a user's conversations (part of GET /user/me.json's unreadCount). */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await unreadMessagesQuery(db, userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The same sum as a one-column query, for reading it inside another statement (the user state). */
export function unreadMessagesQuery(db: Db, userId: number) {
  return db
    .selectFrom('message_threads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), sql<number>`0`).as('n'))
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0);
}

/** One page of a user's conversations, newest first, in one query; and how many there are. */
/**
 * One page of the user's conversations, newest first. `filter` takes the work and message filter
 * ids (spec section 3): Inbox 1 (all), InProgress 2, Archived 3, Lead 4, Unread 5, Favorite 6,
 * Hired 7; statuses as the work lists read them, archive and favourite as the pro keeps them
 * (a consumer's conversation is archived with its request), unread by the thread's count.
 */
export async function listInbox(db: Db, userId: number, page: number, pageSize: number, filter: number | null = null) {
  const statuses = filter === null || filter === WorkFilter.Inbox ? null : statusesFor({ filter, list: null });
  const threads = () => {
    let q = db
      .selectFrom('message_threads as t')
      .innerJoin('quote_bids as b', 'b.id', 't.quote_bid_id')
      .$call(joinRequest)
      .where('t.user_id', '=', userId);
    if (statuses && (filter === WorkFilter.InProgress || filter === WorkFilter.Lead || filter === WorkFilter.Hired)) q = q.where('b.quote_status_id', 'in', [...statuses]);
    if (filter === WorkFilter.Archived)
      q = q.where((eb) => eb.or([eb.and([eb('b.user_id', '=', userId), eb('b.is_provider_archived', '=', true)]), eb.and([eb('b.user_id', '!=', userId), eb('r.is_archived', '=', true)])]));
    if (filter === WorkFilter.Unread) q = q.where('t.unread_count', '>', 0);
    if (filter === WorkFilter.Favorite) q = q.where('b.user_id', '=', userId).where('b.provider_tag', '=', FAVORITE_TAG);
    return q;
  };
  const [rows, total, unreadTotal] = await Promise.all([
    threads()
      .innerJoin('messages as m', 'm.id', 't.last_message_id')
      .$call(joinCategory)
      .innerJoin('users as o', 'o.id', 't.other_user_id')
      .select([
        't.quote_bid_id',
        't.unread_count',
        't.last_message_at',
        'b.quote_request_id',
        'b.quote_status_id',
        'b.user_id as pro_id',
        'b.hired_by_requester',
        'b.is_contact_charge',
        'b.fee_amount',
        'c.id as category_id',
        'c.name as category_name',
        'o.id as other_id',
        'o.username as other_username',
        'o.first_name as other_first_name',
        'o.last_name as other_last_name',
        'o.avatar_thumb_url as other_avatar',
        'm.sender_id as last_sender_id',
        sql<string>`case when m.hidden_at is null then left(m.body, 80) else ${HIDDEN_CONTENT_TEXT} end`.as('excerpt'),
        sql<number>`jsonb_array_length(m.attachments)`.as('last_attachment_count'),
      ])
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.quote_bid_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    threads()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // The unread total is over every conversation, whatever the list shows (the header's part).
    db
      .selectFrom('message_threads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), sql<number>`0`).as('unread'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n), unread: Number(unreadTotal.unread) };
}
export type InboxRow = Awaited<ReturnType<typeof listInbox>>['rows'][number];

/** The pro's contact details the consumer may see once allowed. */
export function findProContact(db: Db, proId: number) {
  return db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'phone', 'email', 'avatar_thumb_url']).where('id', '=', proId).executeTakeFirst();
}

/** The names of the two parties, for the conversation header. */
export function findUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'avatar_thumb_url']).where('id', '=', userId).executeTakeFirst();
}
