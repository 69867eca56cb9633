import { type Kysely, sql } from 'kysely';
import { CONTACT_ATTACHMENTS_PATH, CONTACT_INBOX_PAGE_SIZE, type ContactStatus } from '../../../domain/contact/contact-topics';
import type { ContactInboxFilter, ContactMessage, ContactReply, ContactStatusCounts } from '../../../domain/contact/contact.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database, MessageAttachment } from '../../db/schema';
import { pagedWithCount } from './ops-paging';

type Db = Kysely<Database>;

// The text the search box matches, as the trigram index of 0067 is built (so it can serve the query).
const SEARCHED = sql<string>`lower(m.name || ' ' || m.email || ' ' || m.message)`;
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtered(db: Db, filter: Omit<ContactInboxFilter, 'status'>) {
  let query = db.selectFrom('contact_messages as m');
  if (filter.topic) query = query.where('m.topic', '=', filter.topic);
  if (filter.q) query = query.where(sql<boolean>`${SEARCHED} like ${likePattern(filter.q)}`);
  return query;
}

const COLUMNS = ['m.id', 'm.user_id', 'm.name', 'm.email', 'm.phone', 'm.topic', 'm.message', 'm.attachment', 'm.status', 'm.assigned_operator_id', 'm.created', 'm.updated'] as const;

type Row = Pick<Database['contact_messages'], 'user_id' | 'name' | 'email' | 'phone' | 'topic' | 'message' | 'assigned_operator_id'> & {
  id: number;
  attachment: MessageAttachment | null;
  status: ContactStatus;
  created: Date;
  updated: Date;
  reply_count: string | number;
};

function toContactMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    // The stored file's own URL stays inside: the console opens it through its audited path.
    attachment: row.attachment ? { url: `${CONTACT_ATTACHMENTS_PATH}/${row.id}`, name: row.attachment.name, type: row.attachment.type, size: row.attachment.size } : null,
    status: row.status,
    assigned_operator_id: row.assigned_operator_id,
    reply_count: Number(row.reply_count),
    created: toUtcString(row.created),
    updated: toUtcString(row.updated),
  };
}

const replyCount = sql<string>`(select count(*) from contact_message_replies r where r.contact_message_id = m.id)`.as('reply_count');

/** One page of the inbox, newest first, with the count per status under the same topic and search. */
export async function listContactMessages(
  db: Db,
  filter: ContactInboxFilter,
  page: number,
): Promise<{ rows: ContactMessage[]; count: number; counts: ContactStatusCounts }> {
  const base = filtered(db, filter);
  const listed = filter.status ? base.where('m.status', '=', filter.status) : base;
  const [{ rows, count }, perStatus] = await Promise.all([
    pagedWithCount(listed.select([...COLUMNS, replyCount]).orderBy('m.id', 'desc'), listed, page, CONTACT_INBOX_PAGE_SIZE),
    base.select(['m.status', sql<string>`count(*)`.as('count')]).groupBy('m.status').execute(),
  ]);
  const counts: ContactStatusCounts = { open: 0, answered: 0, closed: 0 };
  for (const row of perStatus) counts[row.status] = Number(row.count);
  return { rows: rows.map(toContactMessage), count, counts };
}

/** One message (locked for the rest of the transaction when `lock`), or undefined. */
export async function findContactMessage(db: Db, id: number, lock = false): Promise<ContactMessage | undefined> {
  const query = db.selectFrom('contact_messages as m').select([...COLUMNS, replyCount]).where('m.id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}

/** The replies to one message, oldest first, with who wrote each. */
export async function listContactReplies(db: Db, id: number): Promise<ContactReply[]> {
  const rows = await db
    .selectFrom('contact_message_replies as r')
    .innerJoin('operators as o', 'o.id', 'r.operator_id')
    .select(['r.id', 'r.body', 'r.sent', 'o.id as operator_id', 'o.full_name'])
    .where('r.contact_message_id', '=', id)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ id: r.id, operator: { id: r.operator_id, full_name: r.full_name }, body: r.body, sent: toUtcString(r.sent) }));
}

/** The stored attachment of one message (its storage URL included), or undefined when it has none. */
export async function findContactAttachment(db: Db, id: number): Promise<MessageAttachment | undefined> {
  const row = await db.selectFrom('contact_messages').select('attachment').where('id', '=', id).executeTakeFirst();
  return row?.attachment ?? undefined;
}

export async function insertContactReply(db: Db, reply: { messageId: number; operatorId: number; body: string; sent: Date }): Promise<number> {
  const row = await db
    .insertInto('contact_message_replies')
    .values({ contact_message_id: reply.messageId, operator_id: reply.operatorId, body: reply.body, sent: reply.sent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContactMessage(db: Db, id: number, set: { status: ContactStatus; assigned_operator_id?: number | null; updated: Date }): Promise<void> {
  await db.updateTable('contact_messages').set(set).where('id', '=', id).execute();
}
