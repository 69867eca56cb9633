import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether the user has posted a request or sent a quote: only then is push worth asking for. */
export async function hasPostedOrQuoted(db: Kysely<Database>, userId: number): Promise<boolean> {
  const request = await db.selectFrom('quote_requests').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (request) return true;
  const quote = await db.selectFrom('quote_bids').select('id').where('user_id', '=', userId).where('quote_sent_on', 'is not', null).limit(1).executeTakeFirst();
  return quote !== undefined;
}
