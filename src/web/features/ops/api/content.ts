import type { FreeCreditEventEdit } from '../../../../domain/free-credits/free-credit-event.schema';
import type { AdminFreeCreditEvent } from '../../../../domain/free-credits/free-credits.contract';
import type { ReferralSettingsInput } from '../../../../domain/referrals/referrals';
import type { ReferralSettingsAnswer } from '../../../../domain/referrals/referrals.contract';
import type { ApiClient } from '../../../api/client';

export type { AdminFreeCreditEvent } from '../../../../domain/free-credits/free-credits.contract';
export type ReferralSettings = ReferralSettingsAnswer['referral_settings'];

// Console calls handle their own 403 (not signed in to the console) and show refusals in place.
const CONSOLE = { quiet: true, guestOk: true } as const;

export const getFreeCreditEvents = (api: ApiClient) => api.request<{ free_credit_events: AdminFreeCreditEvent[] }>('/ops/free_credit_events/index.json', CONSOLE);

export const editFreeCreditEvent = (api: ApiClient, id: number, body: FreeCreditEventEdit) =>
  api.request<{ free_credit_event: AdminFreeCreditEvent }>(`/ops/free_credit_events/edit/${id}.json`, { ...CONSOLE, method: 'POST', body });

export const getReferralSettings = (api: ApiClient) => api.request<ReferralSettingsAnswer>('/ops/referral_settings.json', CONSOLE);

export const saveReferralSettings = (api: ApiClient, body: ReferralSettingsInput) =>
  api.request<ReferralSettingsAnswer>('/ops/referral_settings.json', { ...CONSOLE, method: 'POST', body });
