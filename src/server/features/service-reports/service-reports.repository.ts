import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicServiceAs } from '../services/service-visibility';

/** A public, unarchived service's title, or undefined when there is none to report. */
export async function publicServiceTitle(db: Kysely<Database>, serviceId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('quote_services')
    .select('title')
    .where('id', '=', serviceId)
    .where(publicServiceAs(''))
    .executeTakeFirst();
  return row?.title;
}

/** The reporter as the support inbox shows a sender. */
export async function reporterOf(db: Kysely<Database>, userId: number): Promise<{ name: string; email: string; phone: string | null }> {
  const row = await db.selectFrom('users').select(['username', 'first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
  const name = `${row.last_name}${row.first_name}`.trim() || row.username;
  return { name, email: row.email ?? '', phone: row.phone };
}

/** Files the report in the support inbox under the safety topic; returns its id. */
export async function insertServiceReport(
  db: Kysely<Database>,
  report: { userId: number; name: string; email: string; phone: string | null; message: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ user_id: report.userId, name: report.name, email: report.email, phone: report.phone, topic: 'safety', message: report.message, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
