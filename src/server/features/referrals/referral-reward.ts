import type { Kysely } from 'kysely';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { creditWallet } from '../wallet';

type Trx = Kysely<Database>;

export interface ReferralReward {
  referrerUserId: number;
  referrerAmount: number;
  referredAmount: number;
}

/**
 * Rewards a referral when the referred user's first credit purchase is confirmed. Runs inside
 * confirmPurchaseIn's transaction, after the purchase is marked paid. Never throws on the
 * expected cases (no referrer, not the first purchase, rewarded already): every insert that
 * could collide uses ON CONFLICT DO NOTHING, so a second purchase confirmed at the same
 * moment waits for the first and then pays nothing, and the purchase itself still confirms.
 */
export async function rewardReferralOnFirstPurchase(trx: Trx, userId: number, purchaseId: number): Promise<ReferralReward | null> {
  const referred = await trx
    .selectFrom('users as u')
    .innerJoin('referral_codes as rc', 'rc.hash', 'u.referral_hash')
    .innerJoin('users as r', 'r.id', 'rc.user_id')
    .select(['rc.user_id as referrer_user_id'])
    .where('u.id', '=', userId)
    .where('r.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!referred || referred.referrer_user_id === userId) return null;

  // Only the first purchase counts: this one is paid already, so it must be the only one.
  const { count } = await trx
    .selectFrom('credit_purchases')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(count) !== 1) return null;

  const settings = await trx.selectFrom('referral_settings').select(['referrer_reward', 'referred_reward', 'is_active']).executeTakeFirst();
  const active = settings?.is_active === true;
  const referrerAmount = active ? settings.referrer_reward : 0;
  const referredAmount = active ? settings.referred_reward : 0;

  // The row is written even with nothing to pay, so the referral shows as purchased.
  const reward = await trx
    .insertInto('referral_rewards')
    .values({
      referred_user_id: userId,
      referrer_user_id: referred.referrer_user_id,
      credit_purchase_id: purchaseId,
      referrer_amount: referrerAmount,
      referred_amount: referredAmount,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!reward) return null;

  const referrerEntry =
    referrerAmount > 0
      ? await creditWallet(trx, { userId: referred.referrer_user_id, amount: referrerAmount, type: TransactionType.PromotionGrant, note: '推薦好友獎勵' })
      : null;
  const referredEntry =
    referredAmount > 0 ? await creditWallet(trx, { userId, amount: referredAmount, type: TransactionType.PromotionGrant, note: '受邀加入首購獎勵' }) : null;
  await trx
    .updateTable('referral_rewards')
    .set({ referrer_entry_id: referrerEntry?.id ?? null, referred_entry_id: referredEntry?.id ?? null })
    .where('id', '=', reward.id)
    .execute();
  return { referrerUserId: referred.referrer_user_id, referrerAmount, referredAmount };
}
