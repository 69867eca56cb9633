/** The referrals feature as the rest of the server sees it. */
export { rewardReferralOnFirstPurchase } from './referral-reward';
export { referralsRoutes } from './referrals.routes';
export { editSettings as editReferralSettings, getSettings as getReferralSettings } from './referrals.service';
