import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requestCategoryQuery } from '../requests';
import { FEE_INPUT_COLUMNS, feeOf } from './quote-fee.repository';

type Db = Kysely<Database>;

/**
 * The quote fees of several requests in one statement, for lists (the work list, the job
 * center): the same inputs as feeForRequest (the category's typical price and the first number
 * answer), read for every request at once. A request that does not exist has no entry.
 */
export async function feesForRequests(db: Db, requestIds: readonly number[]): Promise<Map<number, number>> {
  const fees = new Map<number, number>();
  if (requestIds.length === 0) return fees;
  const rows = await requestCategoryQuery(db)
    .select(['r.id', ...FEE_INPUT_COLUMNS])
    .where('r.id', 'in', [...new Set(requestIds)])
    .execute();
  for (const row of rows) fees.set(row.id, feeOf(row));
  return fees;
}
