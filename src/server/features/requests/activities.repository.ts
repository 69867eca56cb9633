import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the activity timeline of requests and their quotes. */

type Db = Kysely<Database>;

/** The request's timeline, oldest first, with who acted. */
export function listActivities(db: Db, requestId: number, options: { bidId?: number } = {}) {
  let query = db
    .selectFrom('activities as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.type', 'a.quote_bid_id', 'a.user_id', 'a.created', 'u.username', 'u.first_name', 'u.last_name'])
    .where('a.quote_request_id', '=', requestId);
  // A guest holding one quote's link sees the request's own events and that quote's only.
  if (options.bidId !== undefined) {
    const bidId = options.bidId;
    query = query.where((eb) => eb.or([eb('a.quote_bid_id', 'is', null), eb('a.quote_bid_id', '=', bidId)]));
  }
  return query.orderBy('a.created').orderBy('a.id').execute();
}
export type ActivityRow = Awaited<ReturnType<typeof listActivities>>[number];

export interface NewActivity {
  quote_request_id: number;
  quote_bid_id: number | null;
  user_id: number | null;
  type: Database['activities']['type'];
  created: Date;
}

export async function insertActivities(trx: Db, rows: readonly NewActivity[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('activities').values([...rows]).execute();
}
