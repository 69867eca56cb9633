import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmailMessage, Messaging, SmsMessage } from './messaging';

/**
 * The development sender: every e-mail and SMS is stored in `outbox_messages` and can be read
 * at /dev/outbox. Nothing leaves the machine.
 */
export class OutboxMessaging implements Messaging {
  /** A voice code is kept as a `voice` entry, as if read by a call. */
  readonly voiceCodes = true;

  constructor(private readonly db: Kysely<Database>) {}

  async sendEmail({ to, subject, text }: EmailMessage): Promise<void> {
    await this.db.insertInto('outbox_messages').values({ channel: 'email', recipient: to.toLowerCase(), subject, body: text }).execute();
  }

  async sendSms({ to, text, voice }: SmsMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({ channel: voice ? 'voice' : 'sms', recipient: to, subject: '', body: text })
      .execute();
  }
}

export interface OutboxEntry {
  channel: 'email' | 'sms' | 'voice';
  to: string;
  subject: string;
  body: string;
  created: Date;
}

/** Messages sent to one address or number, oldest first. */
export async function readOutbox(db: Kysely<Database>, to: string, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created'])
    .where('recipient', '=', to.includes('@') ? to.toLowerCase() : to)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, body: r.body, created: r.created }));
}
