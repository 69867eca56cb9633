import type { ApiClient } from '../../api/client';

export interface ReferredPerson {
  name: string;
  joined: string;
  status: 'joined' | 'rewarded' | 'purchased';
  status_text: string;
  reward: number;
  rewarded_at: string | null;
}

/** GET /users/referrals.json */
export interface ReferralsAnswer {
  referral: { hash: string; link: string; referrer_reward: number; referred_reward: number; is_active: 0 | 1 };
  referrals: ReferredPerson[];
  count: number;
  rewarded_count: number;
  reward_total: number;
  invites: { email: string; created: string }[];
  limits: { invites_per_day: number; reinvite_days: number };
}

export const getReferrals = (api: ApiClient) => api.request<ReferralsAnswer>('/users/referrals.json', { quiet: true });

/** POST /users/refer.json: mails the link to a friend. */
export const referByEmail = (api: ApiClient, email: string) =>
  api.request<ReferralsAnswer & { message: string }>('/users/refer.json', { method: 'POST', body: { email }, quiet: true });
