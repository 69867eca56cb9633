/** What other screens may use of the referrals feature. */
export { ReferralSection } from './referral-section';
