/**
 * Referrals: each user has a link (/pro?ref={hash}); a new account records the hash it came
 * with (users.referral_hash, from the referral_hash cookie). When the referred user first pays
 * for credit, both sides get the rewards of referral_settings once (ledger type 36).
 */
import { z } from 'zod';
import { emailSchema } from '../users/account-rules';

/** Where a referral link leads: the pros' landing page (the reward comes with a first purchase). */
export const REFERRAL_LANDING_PATH = '/pro';
export const REFERRAL_HASH_LENGTH = 10;
/** Invitations a user may mail in a day, and how soon the same address may be invited again. */
export const REFERRAL_INVITES_PER_DAY = 10;
export const REFERRAL_REINVITE_DAYS = 7;
/** The most an operator may set as either reward. */
export const REFERRAL_REWARD_MAX = 5000;

export const ReferralStatus = {
  /** Signed up; no credit bought yet. */
  Joined: 'joined',
  /** Bought credit for the first time: both sides rewarded. */
  Rewarded: 'rewarded',
  /** Bought credit while the program was paused or paid nothing: no reward. */
  Purchased: 'purchased',
} as const;
export type ReferralStatusValue = (typeof ReferralStatus)[keyof typeof ReferralStatus];

export const REFERRAL_STATUS_TEXT: Record<ReferralStatusValue, string> = {
  joined: '已註冊，尚未購買點數',
  rewarded: '已首次購點，獎勵已發放',
  purchased: '已購點（活動暫停期間，無獎勵）',
};

export function referralLink(publicUrl: string, hash: string): string {
  return `${publicUrl.replace(/\/$/, '')}${REFERRAL_LANDING_PATH}?ref=${encodeURIComponent(hash)}`;
}

/** Someone referred, shown by family name only (王○○), or the username's first letter. */
export function referredName(lastName: string, username: string): string {
  const family = [...lastName.trim()][0];
  if (family) return `${family}○○`;
  const first = [...username.trim()][0];
  return first ? `${first}○○` : '○○';
}

/** POST /users/refer.json */
export const referInviteSchema = z.object({ email: emailSchema });
export type ReferInvite = z.infer<typeof referInviteSchema>;

const reward = (label: string) =>
  z.coerce
    .number({ message: `${label}須為整數` })
    .int(`${label}須為整數`)
    .min(0, `${label}不可小於 0`)
    .max(REFERRAL_REWARD_MAX, `${label}最多 ${REFERRAL_REWARD_MAX} 點`);

/** An operator's edit of the rewards (POST /ops/referral_settings.json). */
export const referralSettingsSchema = z.object({
  referrer_reward: reward('推薦人獎勵'),
  referred_reward: reward('被推薦人獎勵'),
  is_active: z.preprocess(
    (v) => (v === true || v === 'true' || v === '1' || v === 1 ? true : v === false || v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean({ message: '是否開放請填 1 或 0' }),
  ),
});
export type ReferralSettingsInput = z.infer<typeof referralSettingsSchema>;

export const REFERRAL_MESSAGES = {
  ownEmail: '不能邀請自己的 E-mail。',
  invitedRecently: `這個 E-mail 在 ${REFERRAL_REINVITE_DAYS} 天內已邀請過，請稍後再試。`,
  tooMany: `每天最多寄出 ${REFERRAL_INVITES_PER_DAY} 封邀請，請明天再試。`,
  paused: '推薦活動目前暫停中。',
} as const;
