import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicServiceAs } from '../../db/queries/service-visibility';

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

/** Files the report in the console's service reports queue (0114); returns its id. */
export async function insertServiceReport(
  db: Kysely<Database>,
  report: { userId: number; serviceId: number; reason: string; text: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('service_reports')
    .values({ quote_service_id: report.serviceId, user_id: report.userId, reason: report.reason, text: report.text, created: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
