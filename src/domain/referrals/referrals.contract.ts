import { z } from 'zod';
import { ReferralStatus } from './referrals';
import { zeroOne } from '../http/refs';

/** The reward settings as answered (is_active 1/0). */
export const referralSettingsAnswerSchema = z.object({
  referrer_reward: z.number().int(),
  referred_reward: z.number().int(),
  is_active: zeroOne,
});

export const referredPersonSchema = z.object({
  name: z.string(),
  joined: z.string(),
  status: z.enum([ReferralStatus.Joined, ReferralStatus.Rewarded, ReferralStatus.Purchased]),
  status_text: z.string(),
  reward: z.number().int(),
  rewarded_at: z.string().nullable(),
});
export type ReferredPerson = z.infer<typeof referredPersonSchema>;

/** GET /users/referrals.json: my link, my rewards and the people I referred. */
export const referralsAnswerShape = {
  referral: referralSettingsAnswerSchema.extend({ hash: z.string(), link: z.string() }),
  referrals: z.array(referredPersonSchema),
  count: z.number().int(),
  rewarded_count: z.number().int(),
  reward_total: z.number().int(),
  invites: z.array(z.object({ email: z.string(), created: z.string() })),
  limits: z.object({ invites_per_day: z.number().int(), reinvite_days: z.number().int() }),
};
export const referralsAnswerSchema = z.object(referralsAnswerShape);
export type ReferralsAnswer = z.infer<typeof referralsAnswerSchema>;

/** POST /users/refer.json: the same, with the confirmation. */
export const referAnswerShape = { ...referralsAnswerShape, message: z.string() };
export const referAnswerSchema = z.object(referAnswerShape);
export type ReferAnswer = z.infer<typeof referAnswerSchema>;

/** GET and POST /ops/referral_settings.json (the console). */
export const referralSettingsAnswerShape = { referral_settings: referralSettingsAnswerSchema };
export const referralSettingsPayloadSchema = z.object(referralSettingsAnswerShape);
export type ReferralSettingsAnswer = z.infer<typeof referralSettingsPayloadSchema>;
