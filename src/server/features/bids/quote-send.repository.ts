import { type Kysely, sql } from 'kysely';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { bidFacts } from './bid-facts.repository';

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
  const query = bidFacts(trx, bidId).select([
    'b.quote_sent_on',
    'r.is_closed',
    'r.is_archived',
    sql<boolean>`exists (select 1 from wallet_entries e where e.user_id = b.user_id and e.transaction_type = ${TransactionType.WelcomeGrant})`.as('welcome_given'),
    // Null when no template is named, or the named one is not the pro's.
    sql<string[] | null>`(select t.attachments from quote_templates t where t.id = ${templateId} and t.user_id = b.user_id)`.as('template_attachments'),
  ]);
  return (options.lock ? query.forUpdate(['b', 'r']) : query).executeTakeFirst();
}
export type QuoteFacts = NonNullable<Awaited<ReturnType<typeof readQuoteFacts>>>;
