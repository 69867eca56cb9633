import { type Kysely, sql } from 'kysely';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocking';
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
      'u.standing',
      'u.standing_until',
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
