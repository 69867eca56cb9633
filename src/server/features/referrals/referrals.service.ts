import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import {
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_MESSAGES,
  REFERRAL_REINVITE_DAYS,
  REFERRAL_STATUS_TEXT,
  type ReferralSettingsInput,
  ReferralStatus,
  referralLink,
  referredName,
} from '../../../domain/referrals/referrals';
import type { ReferralSettingsAnswer, ReferralsAnswer } from '../../../domain/referrals/referrals.contract';
import { mailSafeName } from '../../../domain/abuse-limits';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import * as repo from './referrals.repository';

type Db = Kysely<Database>;
type ReferralSettings = ReferralSettingsAnswer['referral_settings'];
const DAY_MS = 86_400_000;

function toSettingsResponse(s: repo.ReferralSettingsRow): ReferralSettings {
  return { referrer_reward: s.referrer_reward, referred_reward: s.referred_reward, is_active: s.is_active ? 1 : 0 };
}

/** GET /users/referrals.json: my link, my rewards and the people I referred. */
export async function myReferrals(db: Db, publicUrl: string, userId: number): Promise<ReferralsAnswer> {
  const hash = await repo.ensureReferralCode(db, userId);
  const [settings, people, invites] = await Promise.all([repo.referralSettings(db), repo.referredUsers(db, hash, userId), repo.recentInvites(db, userId)]);
  const referrals = people.map((p) => {
    const status = p.reward_id === null ? ReferralStatus.Joined : (p.referrer_amount ?? 0) > 0 ? ReferralStatus.Rewarded : ReferralStatus.Purchased;
    return {
      name: referredName(p.last_name, p.username),
      joined: toUtcString(p.created),
      status,
      status_text: REFERRAL_STATUS_TEXT[status],
      reward: p.referrer_amount ?? 0,
      rewarded_at: p.rewarded_at ? toUtcString(p.rewarded_at) : null,
    };
  });
  return {
    referral: { hash, link: referralLink(publicUrl, hash), ...toSettingsResponse(settings) },
    referrals,
    count: referrals.length,
    rewarded_count: referrals.filter((r) => r.status === ReferralStatus.Rewarded).length,
    reward_total: referrals.reduce((sum, r) => sum + r.reward, 0),
    invites: invites.map((i) => ({ email: i.email, created: toUtcString(i.created) })),
    limits: { invites_per_day: REFERRAL_INVITES_PER_DAY, reinvite_days: REFERRAL_REINVITE_DAYS },
  };
}

export interface InviteMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * POST /users/refer.json: records an invitation and returns the mail to send. Limits: not
 * oneself, the same address once in REFERRAL_REINVITE_DAYS days, at most
 * REFERRAL_INVITES_PER_DAY a day (counted under a lock on the user's row). An address that
 * already has an account is answered the same but not mailed (null), so the form cannot be
 * used to learn who is a member.
 */
export async function invite(db: Db, publicUrl: string, userId: number, email: string, at: Date): Promise<InviteMail | null> {
  // emailSchema gives the address lower-cased.
  const me = await repo.userContact(db, userId);
  if (me.email && me.email.toLowerCase() === email) throw AppError.invalid([{ field: 'email', message: REFERRAL_MESSAGES.ownEmail }]);
  const settings = await repo.referralSettings(db);
  if (!settings.is_active) throw new AppError('conflict', ErrorText.ActionNotAllowed, REFERRAL_MESSAGES.paused);
  const hash = await repo.ensureReferralCode(db, userId);
  const quiet = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const now = at.getTime();
    if ((await repo.invitesSince(trx, userId, new Date(now - DAY_MS))) >= REFERRAL_INVITES_PER_DAY) {
      throw new AppError('rate_limited', ErrorText.RateLimited, REFERRAL_MESSAGES.tooMany, { retryAfterSeconds: 3600 });
    }
    if ((await repo.invitesSince(trx, userId, new Date(now - REFERRAL_REINVITE_DAYS * DAY_MS), email)) > 0) {
      throw new AppError('conflict', ErrorText.ActionNotAllowed, REFERRAL_MESSAGES.invitedRecently);
    }
    // One invitation mail per address in REFERRAL_REINVITE_DAYS days, whoever sends it; a later
    // one is recorded and answered the same, but not mailed.
    await repo.lockAddress(trx, email);
    const mailedLately = (await repo.invitesToSince(trx, email, new Date(now - REFERRAL_REINVITE_DAYS * DAY_MS))) > 0;
    await repo.addInvite(trx, userId, email, at);
    return mailedLately;
  });
  if (quiet || (await repo.isMemberEmail(db, email))) return null;
  // The inviter's name is user-written: only a short name, nothing that reads as a link.
  const name = mailSafeName(fullName(me)) || '好幫手的朋友';
  const link = referralLink(publicUrl, hash);
  const gift = settings.referred_reward > 0 ? `透過這個連結註冊成為專家，第一次購買點數後即可獲得 ${settings.referred_reward} 點免費點數。\n` : '';
  return {
    to: email,
    subject: `${name} 邀請您加入好幫手接案`,
    text: `您好：\n\n${name} 邀請您在好幫手上接案，讓附近的客戶找到您。\n${gift}\n立即加入：${link}\n\n好幫手`,
  };
}

export async function getSettings(db: Db): Promise<ReferralSettingsAnswer> {
  return { referral_settings: toSettingsResponse(await repo.referralSettings(db)) };
}

/**
 * Saves the rewards inside the caller's transaction (the console records its audit entry in the
 * same one), with the settings row locked; the settings before and after.
 */
export async function editSettings(trx: Db, input: ReferralSettingsInput): Promise<{ before: ReferralSettings; after: ReferralSettings }> {
  const before = toSettingsResponse(await repo.referralSettings(trx, { forUpdate: true }));
  const after = toSettingsResponse(await repo.saveReferralSettings(trx, input));
  return { before, after };
}
