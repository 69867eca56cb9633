import { type Insertable, type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { ActivitiesTable, Database, NotificationsTable, QuoteBidsTable } from '../../db/schema';
import { leadResponseUpsert } from '../matching';
import { type CreditInput, ledgerMove } from '../wallet';

type Db = Kysely<Database>;

/** What one change of a locked bid writes: its columns, its activity, a notice, the pro's answered lead and a fee. */
export interface BidWrite {
  bidId: number;
  changes: Updateable<QuoteBidsTable> | null;
  activity: Insertable<ActivitiesTable> | null;
  notification: Insertable<NotificationsTable> | null;
  /** The pro's service answered a lead (a first quote): its response count moves. */
  response: { quoteServiceId: number; now: Date } | null;
  /** A fee taken from the wallet with its ledger entry, only while the balance covers it. */
  fee: CreditInput | null;
  /** Count the other pros' sent quotes on the request (the quote cap's figure; the caller holds the request's lock). */
  countQuotes: boolean;
}

export interface BidWritten {
  /** False when the fee asked for was more than the balance: the caller refuses, and its transaction rolls the rest back. */
  feeTaken: boolean;
  quotedByOthers: number;
}

const quotedByOthers = sql<number>`(select count(*) from quote_bids q
  where q.quote_request_id = b.quote_request_id and q.id <> b.id
    and q.quote_sent_on is not null and q.quote_status_id <> ${QuoteStatus.NotInterested})`;

/**
 * Writes a bid's change in one statement (one round trip): the bid's columns, with its
 * activity, notice, response count and fee (balance move and ledger entry) as data-modifying
 * parts of the same statement. Sending a quote, a consumer's contact and switching to a manual
 * quote all write through here, after their one locking read.
 */
export async function writeBid(trx: Db, write: BidWrite): Promise<BidWritten> {
  if (!write.changes && write.countQuotes) throw new Error('counting the quotes needs the bid written');
  // Data-modifying parts of one statement; only the fee's entry is read back.
  const writes: RawBuilder<unknown>[] = [];
  if (write.activity) writes.push(sql`activity as (${trx.insertInto('activities').values(write.activity)})`);
  if (write.notification) writes.push(sql`notification as (${trx.insertInto('notifications').values(write.notification)})`);
  if (write.response) writes.push(sql`response as (${leadResponseUpsert(trx, write.response.quoteServiceId, write.response.now)})`);
  const fee = write.fee && ledgerMove(trx, write.fee, 'debit', 'fee');
  if (fee) writes.push(...fee.writes);
  const feeTaken = fee ? sql<boolean>`exists (select 1 from ${sql.table(fee.entry)})` : sql<boolean>`true`;
  const count = write.countQuotes ? quotedByOthers : sql<number>`0`;
  const main = write.changes
    ? trx
        .updateTable('quote_bids as b')
        .set(write.changes)
        .where('b.id', '=', write.bidId)
        .returning([count.as('quoted_by_others'), feeTaken.as('fee_taken')])
    : sql`select ${count} as quoted_by_others, ${feeTaken} as fee_taken`;
  if (!write.changes && writes.length === 0) return { feeTaken: true, quotedByOthers: 0 };
  const statement = writes.length === 0 ? main : sql`with ${sql.join(writes)} ${main}`;
  const row = (await sql<{ quoted_by_others: number | string; fee_taken: boolean }>`${statement}`.execute(trx)).rows[0];
  if (!row) throw new Error(`quote bid ${write.bidId} was not updated`);
  return { feeTaken: row.fee_taken, quotedByOthers: Number(row.quoted_by_others) };
}
