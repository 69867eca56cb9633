import { randomBytes } from 'node:crypto';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createUser } from '../../test/factories';

type Db = Kysely<Database>;

export interface QuoteSpec {
  flat?: number;
  hourly?: number;
  /** The quote's type; by default the type of the one price given. */
  type?: 'flat' | 'hourly' | 'required';
  /** false: a lead the pro never quoted (quote_sent_on null). */
  sent?: boolean;
}

/** One request per quote in the city, each with one bid, inserted directly (tests of price guides). */
export async function insertQuotes(db: Db, categorySlug: string, cityName: string, quotes: QuoteSpec[]): Promise<void> {
  const category = await db.selectFrom('quote_categories').select('id').where('slug', '=', categorySlug).executeTakeFirstOrThrow();
  const place = await db
    .selectFrom('districts as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['c.id as cityId', 'd.id as districtId'])
    .where('c.name', '=', cityName)
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const consumer = await createUser(db);
  const pro = await createUser(db, { signup_role: 'pro' });
  const service = await db
    .insertInto('quote_services')
    .values({ user_id: pro.id, slug: `svc-${randomBytes(6).toString('hex')}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const quote of quotes) {
    const request = await db
      .insertInto('quote_requests')
      .values({
        user_id: consumer.id,
        quote_category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        hash_digest: randomBytes(16).toString('hex'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = quote.sent ?? true;
    await db
      .insertInto('quote_bids')
      .values({
        quote_request_id: request.id,
        quote_service_id: service.id,
        user_id: pro.id,
        quote_status_id: sent ? QuoteStatus.InProgress : QuoteStatus.Send,
        rating_type: quote.type ?? (quote.hourly !== undefined && quote.flat === undefined ? 'hourly' : 'flat'),
        flat_rate_at: quote.flat ?? null,
        hourly_rate_at: quote.hourly ?? null,
        quote_sent_on: sent ? new Date() : null,
      })
      .execute();
  }
}
