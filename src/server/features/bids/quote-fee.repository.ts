import type { Kysely } from 'kysely';
import { quoteFee } from '../../../domain/wallet/fees';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The fee of quoting on a request: its category's typical price and the answer to the
 * category's first number question (how many units). Two indexed reads.
 */
export async function feeForRequest(db: Db, requestId: number): Promise<number> {
  const category = await db
    .selectFrom('quote_requests as r')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .select(['c.price_hint_type', 'c.price_hint_low', 'c.price_hint_high'])
    .where('r.id', '=', requestId)
    .executeTakeFirstOrThrow();
  const quantity = await db
    .selectFrom('quote_form_submission_fields as a')
    .innerJoin('quote_form_fields as f', 'f.id', 'a.quote_form_field_id')
    .select('a.value')
    .where('a.quote_request_id', '=', requestId)
    .where('f.type', '=', 'number')
    .orderBy('f.display_order')
    .limit(1)
    .executeTakeFirst();
  const { price_hint_type: type, price_hint_low: low, price_hint_high: high } = category;
  const priceHint = type && low !== null && high !== null ? { type, low, high } : null;
  const units = quantity ? Number(quantity.value) : Number.NaN;
  return quoteFee({ priceHint, quantity: Number.isFinite(units) ? units : null });
}
