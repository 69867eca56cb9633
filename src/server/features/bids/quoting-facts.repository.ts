import type { Kysely } from 'kysely';
import type { QuotingFacts } from '../../../domain/bids/may-quote';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What `mayQuote` needs to know of a pro and a request, in one read; the phone rule's switch is the caller's. */
export async function quotingFacts(trx: Db, userId: number, requestId: number): Promise<Omit<QuotingFacts, 'phoneVerification'>> {
  const row = await trx
    .selectFrom('users as u')
    .select((eb) => [
      'u.is_phone_confirmed',
      eb
        .exists(
          eb
            .selectFrom('user_category_limitations as l')
            .innerJoin('quote_requests as r', 'r.quote_category_id', 'l.quote_category_id')
            .select('l.user_id')
            .whereRef('l.user_id', '=', 'u.id')
            .where('r.id', '=', requestId),
        )
        .as('limited'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { phoneConfirmed: row.is_phone_confirmed, categoryLimited: Boolean(row.limited) };
}
