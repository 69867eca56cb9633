import type { Kysely } from 'kysely';
import { parseTaiwanMobile } from '../../../domain/users/phone';
import type { OutboxEntry } from '../../adapters/messaging/outbox';
import type { Database } from '../../db/schema';

/** The outbox key of what a person typed: phones in canonical form, e-mails lower-cased. */
export function outboxRecipient(to: string): string {
  const value = to.trim();
  return parseTaiwanMobile(value) ?? (value.includes('@') ? value.toLowerCase() : value);
}

/** The newest messages, for one recipient or for everyone, newest first. */
export async function latestOutbox(db: Kysely<Database>, to: string | undefined, limit: number): Promise<OutboxEntry[]> {
  let query = db.selectFrom('outbox_messages').select(['channel', 'recipient', 'subject', 'body', 'created']);
  if (to) query = query.where('recipient', '=', outboxRecipient(to));
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, body: r.body, created: r.created }));
}
