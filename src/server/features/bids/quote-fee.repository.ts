import { type Kysely, type RawBuilder, sql } from 'kysely';
import { quoteFee } from '../../../domain/wallet/fees';
import type { Database } from '../../db/schema';
import { requestCategoryQuery } from '../requests';

type Db = Kysely<Database>;

/** What the fee of quoting on a request is computed from: its category's typical price and the quantity asked for. */
export interface FeeInputs {
  price_hint_type: 'flat' | 'hourly' | null;
  price_hint_low: number | null;
  price_hint_high: number | null;
  /** The answer to the category's first number question (how many units), as typed. */
  fee_quantity: string | null;
}

/**
 * The fee's quantity of the request aliased `r`, as a column of a larger read: the answer to
 * the category's first number question. Select it with the price_hint_* columns of its
 * category and give the row to `feeOf`.
 */
export function feeQuantity(): RawBuilder<string | null> {
  return sql<string | null>`(
    select a.value from quote_form_submission_fields a
    join quote_form_fields f on f.id = a.quote_form_field_id
    where a.quote_request_id = r.id and f.type = 'number'
    order by f.display_order limit 1)`;
}

/** The columns `feeOf` takes, of a query with the request `r` and its category `c`. */
export const FEE_INPUT_COLUMNS = ['c.price_hint_type', 'c.price_hint_low', 'c.price_hint_high', feeQuantity().as('fee_quantity')] as const;

/** The fee of quoting, from what `feeForRequest` and the quote's own read select: every fee shown or taken is computed here. */
export function feeOf(inputs: FeeInputs): number {
  const { price_hint_type: type, price_hint_low: low, price_hint_high: high } = inputs;
  const priceHint = type && low !== null && high !== null ? { type, low, high } : null;
  const units = inputs.fee_quantity === null ? Number.NaN : Number(inputs.fee_quantity);
  return quoteFee({ priceHint, quantity: Number.isFinite(units) ? units : null });
}

/** The fee of quoting on a request, in one indexed read. */
export async function feeForRequest(db: Db, requestId: number): Promise<number> {
  const inputs = await requestCategoryQuery(db).select(FEE_INPUT_COLUMNS).where('r.id', '=', requestId).executeTakeFirstOrThrow();
  return feeOf(inputs);
}
