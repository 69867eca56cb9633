import type { Kysely } from 'kysely';
import { campaignEventCode } from '../../../domain/content/campaign-pages';
import { FREE_CREDIT_TITLE_MAX } from '../../../domain/free-credits/free-credit-events';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { creditWallet } from '../wallet';
import * as repo from './free-credits.repository';

type Db = Kysely<Database>;

const CAMPAIGN_EVENT_DESCRIPTION = '活動期間註冊成為專家的贈點。';
// After the tasks in the console's list; never offered as a task (is_active false).
const CAMPAIGN_EVENT_ORDER = 1000;

/**
 * The sign-up credit of the campaigns open at `now` (published, inside their period, not a
 * partner's, with a `signup_credit`), granted to a user who has just become a pro, inside the
 * caller's transaction. Each campaign grants through a free-credit event of its own
 * (`campaign_{id}`, made on first use and never offered as a task) and a claim, whose unique
 * index makes it once a user and campaign: a ledger entry of type 36 each. Returns the points granted.
 */
export async function grantCampaignSignupCredit(trx: Db, userId: number, now: Date): Promise<number> {
  const campaigns = await trx
    .selectFrom('campaign_pages')
    .select(['id', 'title', 'signup_credit'])
    .where('status', '=', 'published')
    .where('partner_key', 'is', null)
    .where('signup_credit', '>', 0)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('id')
    .execute();
  let granted = 0;
  for (const campaign of campaigns) {
    const amount = campaign.signup_credit ?? 0;
    const title = campaign.title.slice(0, FREE_CREDIT_TITLE_MAX);
    const event = await trx
      .insertInto('free_credit_events')
      .values({ code: campaignEventCode(campaign.id), title, description: CAMPAIGN_EVENT_DESCRIPTION, reward_amount: amount, display_order: CAMPAIGN_EVENT_ORDER, is_active: false })
      // The campaign's offer as published now is what is granted.
      .onConflict((oc) => oc.column('code').doUpdateSet({ reward_amount: amount }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const claimId = await repo.insertClaim(trx, userId, event.id, amount);
    if (claimId === null) continue;
    const entry = await creditWallet(trx, { userId, amount, type: TransactionType.PromotionGrant, note: `活動贈點：${title}` });
    await repo.linkClaimEntry(trx, claimId, entry.id);
    granted += amount;
  }
  return granted;
}
