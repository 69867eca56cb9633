import type { ApiClient } from '../../api/client';

export interface FreeCreditEvent {
  id: number;
  code: string;
  title: string;
  description: string;
  reward_amount: number;
  /** Where the task is done, in the app. */
  link: string | null;
  is_done: 0 | 1;
  is_claimed: 0 | 1;
  claimed_at: string | null;
}

/** GET /free_credits/index.json */
export interface FreeCreditsAnswer {
  free_credit_events: FreeCreditEvent[];
  claimed_total: number;
  claimable_total: number;
  available_wallet_amount: number;
  /** Tasks done, claimed or not. */
  done_count: number;
  /** The pro's profile, counted as the lead list and the editor count it. */
  profile_completion: { done: number; total: number; missing: string[] };
  /** Days free credit lasts from the day it was given. */
  free_credit_valid_days: number;
  /** Unexpired free credit left, soonest to expire first (UTC times). */
  expiring_free_credits: { amount: number; expires_at: string }[];
}

/** POST /free_credits/claim/{code}.json */
export interface ClaimAnswer extends FreeCreditsAnswer {
  claimed: { code: string; amount: number };
}

export const getFreeCredits = (api: ApiClient) => api.request<FreeCreditsAnswer>('/free_credits/index.json', { quiet: true });

export const claimFreeCredit = (api: ApiClient, code: string) =>
  api.request<ClaimAnswer>(`/free_credits/claim/${encodeURIComponent(code)}.json`, { method: 'POST', body: {}, quiet: true });
