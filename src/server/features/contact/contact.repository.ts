import type { Kysely } from 'kysely';
import type { ContactMessageBody } from '../../../domain/contact/contact.contract';
import type { Database, MessageAttachment } from '../../db/schema';

/** Stores a message from the contact page; returns its id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  body: ContactMessageBody,
  attachment: MessageAttachment | null,
  userId: number | null,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      user_id: userId,
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      topic: body.topic,
      message: body.message,
      attachment: attachment ? JSON.stringify(attachment) : null,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
