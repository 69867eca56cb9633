import type { Kysely } from 'kysely';
import type { Database, MessageAttachment } from '../../db/schema';

/** SQL of the messages between a shop order's two sides. */

type Db = Kysely<Database>;

const COLUMNS = ['id', 'nshop_order_id', 'sender_id', 'recipient_id', 'body', 'attachments', 'created', 'read_at'] as const;

/** The order's two sides, when `userId` is one of them (anyone else finds nothing). */
export function findOrderOfSide(db: Db, orderId: number, userId: number) {
  return db
    .selectFrom('nshop_orders')
    .select(['id', 'consumer_user_id', 'pro_user_id', 'status'])
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('consumer_user_id', '=', userId), eb('pro_user_id', '=', userId)]))
    .executeTakeFirst();
}
export type ChatOrder = NonNullable<Awaited<ReturnType<typeof findOrderOfSide>>>;

export function insertMessage(db: Db, input: { orderId: number; senderId: number; recipientId: number; body: string; attachments: MessageAttachment[] }) {
  return db
    .insertInto('nshop_order_messages')
    .values({ nshop_order_id: input.orderId, sender_id: input.senderId, recipient_id: input.recipientId, body: input.body, attachments: JSON.stringify(input.attachments) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
export type OrderMessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** The latest `limit` messages (or those before `before`), oldest first, and whether older ones exist. */
export async function listMessages(db: Db, orderId: number, window: { before?: number | undefined; limit: number }) {
  let query = db.selectFrom('nshop_order_messages').select(COLUMNS).where('nshop_order_id', '=', orderId);
  if (window.before !== undefined) query = query.where('id', '<', window.before);
  const rows = await query.orderBy('id', 'desc').limit(window.limit + 1).execute();
  return { rows: rows.slice(0, window.limit).reverse(), hasMore: rows.length > window.limit };
}

export function findMessage(db: Db, id: number) {
  return db.selectFrom('nshop_order_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The reader opened the order's conversation: the other side's messages become read. */
export async function markRead(db: Db, orderId: number, readerId: number, now: Date): Promise<number> {
  const rows = await db
    .updateTable('nshop_order_messages')
    .set({ read_at: now })
    .where('nshop_order_id', '=', orderId)
    .where('recipient_id', '=', readerId)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** The user's unread order messages: of one order, or of all. */
export async function unreadCount(db: Db, userId: number, orderId?: number): Promise<number> {
  let query = db
    .selectFrom('nshop_order_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null);
  if (orderId !== undefined) query = query.where('nshop_order_id', '=', orderId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Claims the unread messages to mail about: unread since before `due`, newer than `oldest`, not
 * mailed yet. The conditional update lets one server copy claim each message.
 */
export function claimUnreadForMail(db: Db, due: Date, oldest: Date, now: Date, batch: number) {
  return db
    .updateTable('nshop_order_messages')
    .set({ mailed_at: now })
    .where(
      'id',
      'in',
      db
        .selectFrom('nshop_order_messages')
        .select('id')
        .where('read_at', 'is', null)
        .where('mailed_at', 'is', null)
        .where('created', '<=', due)
        .where('created', '>', oldest)
        .orderBy('id')
        .limit(batch),
    )
    .where('mailed_at', 'is', null)
    .returning(['nshop_order_id', 'recipient_id', 'body'])
    .execute();
}

/** E-mail address and settings of users. */
export function recipients(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'email', 'notification_settings']).where('id', 'in', ids).execute();
}
