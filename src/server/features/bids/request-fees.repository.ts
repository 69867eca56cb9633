import type { Kysely } from 'kysely';
import { quoteFee } from '../../../domain/wallet/fees';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The quote fees of several requests in one statement, for lists (the work list, the job
 * center): the same inputs as feeForRequest (the category's typical price and the first number
 * answer), read for every request at once. A request that does not exist has no entry.
 */
export async function feesForRequests(db: Db, requestIds: readonly number[]): Promise<Map<number, number>> {
  const fees = new Map<number, number>();
  if (requestIds.length === 0) return fees;
  const rows = await db
    .selectFrom('quote_requests as r')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .select((eb) => [
      'r.id',
      'c.price_hint_type',
      'c.price_hint_low',
      'c.price_hint_high',
      eb
        .selectFrom('quote_form_submission_fields as a')
        .innerJoin('quote_form_fields as f', 'f.id', 'a.quote_form_field_id')
        .select('a.value')
        .whereRef('a.quote_request_id', '=', 'r.id')
        .where('f.type', '=', 'number')
        .orderBy('f.display_order')
        .limit(1)
        .as('quantity'),
    ])
    .where('r.id', 'in', [...new Set(requestIds)])
    .execute();
  for (const row of rows) {
    const { price_hint_type: type, price_hint_low: low, price_hint_high: high } = row;
    const priceHint = type && low !== null && high !== null ? { type, low, high } : null;
    const units = row.quantity === null ? Number.NaN : Number(row.quantity);
    fees.set(row.id, quoteFee({ priceHint, quantity: Number.isFinite(units) ? units : null }));
  }
  return fees;
}
