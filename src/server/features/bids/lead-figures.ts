import type { Kysely } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';
import type { LeadFigures } from '../../../domain/bids/bids.contract';
import { feesForRequests } from './request-fees.repository';

type Db = Kysely<Database>;

/**
 * The figures of several of a pro's bids at once: one count over their requests, and the fees
 * of the requests not paid yet in one more statement.
 */
export async function leadFigures(
  db: Db,
  bids: readonly { id: number; quote_request_id: number; fee_amount: number | null }[],
  maxQuotes: number,
): Promise<Map<number, LeadFigures>> {
  const requestIds = [...new Set(bids.map((b) => b.quote_request_id))];
  const counts = new Map<number, number>();
  if (requestIds.length > 0) {
    const rows = await db
      .selectFrom('quote_bids')
      .select(['quote_request_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('quote_request_id', 'in', requestIds)
      .where('quote_sent_on', 'is not', null)
      .where('quote_status_id', '<>', QuoteStatus.NotInterested)
      .groupBy('quote_request_id')
      .execute();
    for (const row of rows) counts.set(row.quote_request_id, Number(row.n));
  }
  const fees = await feesForRequests(
    db,
    bids.filter((b) => b.fee_amount === null).map((b) => b.quote_request_id),
  );
  return new Map(
    bids.map((b) => [
      b.id,
      { quote_fee: b.fee_amount ?? fees.get(b.quote_request_id) ?? 0, quote_count: counts.get(b.quote_request_id) ?? 0, quote_limit: maxQuotes },
    ]),
  );
}
