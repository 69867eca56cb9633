import { type Insertable, type Kysely, type RawBuilder, sql, type Updateable } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { ActivitiesTable, Database, QuoteBidsTable } from '../../db/schema';
import { blockedEitherWay } from '../blocking';
import { leadResponseUpsert } from '../matching';
import { BID_STATE_COLUMNS } from './locked-bid.repository';
import { feeQuantity } from './quote-fee.repository';

type Db = Kysely<Database>;

/**
 * Everything sending a quote (and its fee preview) checks, in one read: the bid, its request's
 * state and owner, the fee's inputs, whether the two parties blocked each other, the pro's phone
 * and category limitation, his balance and whether he had the welcome grant, and the files of
 * the template he quotes from. `lock` takes the bid and its request for the caller's
 * transaction (the request so that two pros quoting at once cannot both take the last place).
 */
export function readQuoteFacts(trx: Db, bidId: number, options: { lock: boolean; templateId?: number | null }) {
  const templateId = options.templateId ?? null;
  const query = trx
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('wallets as w', 'w.user_id', 'b.user_id')
    .select([
      ...BID_STATE_COLUMNS,
      'b.quote_sent_on',
      'r.user_id as requester_id',
      'r.is_closed',
      'r.is_archived',
      'c.price_hint_type',
      'c.price_hint_low',
      'c.price_hint_high',
      feeQuantity().as('fee_quantity'),
      'u.is_phone_confirmed',
      sql<boolean>`exists (select 1 from user_category_limitations l where l.user_id = b.user_id and l.quote_category_id = r.quote_category_id)`.as(
        'category_limited',
      ),
      blockedEitherWay(sql.ref<number>('b.user_id'), sql.ref<number>('r.user_id')).as('blocked'),
      sql<number>`coalesce(w.balance, 0)`.as('balance'),
      sql<boolean>`exists (select 1 from wallet_entries e where e.user_id = b.user_id and e.transaction_type = ${TransactionType.WelcomeGrant})`.as(
        'welcome_given',
      ),
      // Null when no template is named, or the named one is not the pro's.
      sql<string[] | null>`(select t.attachments from quote_templates t where t.id = ${templateId} and t.user_id = b.user_id)`.as('template_attachments'),
    ])
    .where('b.id', '=', bidId);
  return (options.lock ? query.forUpdate(['b', 'r']) : query).executeTakeFirst();
}
export type QuoteFacts = NonNullable<Awaited<ReturnType<typeof readQuoteFacts>>>;

/** What recording a quote writes besides the bid's own columns. */
export interface QuoteRecord {
  bidId: number;
  changes: Updateable<QuoteBidsTable>;
  activity: Insertable<ActivitiesTable> | null;
  /** The first send: the consumer's notification and the pro's answered lead are written too. */
  firstSend: { requesterId: number; quoteRequestId: number; quoteServiceId: number; now: Date } | null;
}

/**
 * Records a quote in one statement: the bid's changes, its activity, and on the first send the
 * consumer's notification and the pro's response count. Returns how many other pros have quoted
 * on the request, read after the caller locked the request (the quote cap's figure).
 */
export async function recordQuote(trx: Db, record: QuoteRecord): Promise<{ quotedByOthers: number }> {
  const { activity, firstSend } = record;
  // Data-modifying parts of one statement; their rows are not read back.
  const writes: RawBuilder<unknown>[] = [];
  if (activity) writes.push(sql`activity as (${trx.insertInto('activities').values(activity)})`);
  if (firstSend) {
    const notification = trx
      .insertInto('notifications')
      .values({
        user_id: firstSend.requesterId,
        type: 'new_quote',
        quote_request_id: firstSend.quoteRequestId,
        quote_bid_id: record.bidId,
        // The app's clock: the quote notifier picks up notices newer than its own now.
        created: firstSend.now,
      });
    writes.push(sql`notification as (${notification})`, sql`response as (${leadResponseUpsert(trx, firstSend.quoteServiceId, firstSend.now)})`);
  }
  const update = trx
    .updateTable('quote_bids as b')
    .set(record.changes)
    .where('b.id', '=', record.bidId)
    .returning(
      sql<number>`(select count(*) from quote_bids q
        where q.quote_request_id = b.quote_request_id and q.id <> b.id
          and q.quote_sent_on is not null and q.quote_status_id <> ${QuoteStatus.NotInterested})`.as('quoted_by_others'),
    );
  const row = writes.length === 0 ? await update.executeTakeFirst() : (await sql<{ quoted_by_others: number }>`with ${sql.join(writes)} ${update}`.execute(trx)).rows[0];
  if (!row) throw new Error(`quote bid ${record.bidId} was not updated`);
  return { quotedByOthers: Number(row.quoted_by_others) };
}
