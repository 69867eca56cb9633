/** The referrals feature as the rest of the server sees it. */
export { rewardReferralOnFirstPurchase } from './referral-reward';
export { referralsRoutes } from './referrals.routes';
