import type { ClaimAnswer, FreeCreditsAnswer } from '../../../../domain/free-credits/free-credits.contract';
import type { ApiClient } from '../../../api/client';

export type { ClaimAnswer, FreeCreditEvent, FreeCreditsAnswer } from '../../../../domain/free-credits/free-credits.contract';

export const getFreeCredits = (api: ApiClient) => api.request<FreeCreditsAnswer>('/free_credits/index.json', { quiet: true });

export const claimFreeCredit = (api: ApiClient, code: string) =>
  api.request<ClaimAnswer>(`/free_credits/claim/${encodeURIComponent(code)}.json`, { method: 'POST', body: {}, quiet: true });
