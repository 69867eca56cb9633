import type { ReferAnswer, ReferralsAnswer } from '../../../../domain/referrals/referrals.contract';
import type { ApiClient } from '../../../api/client';

export type { ReferralsAnswer, ReferredPerson } from '../../../../domain/referrals/referrals.contract';

export const getReferrals = (api: ApiClient) => api.request<ReferralsAnswer>('/users/referrals.json', { quiet: true });

/** POST /users/refer.json: mails the link to a friend. */
export const referByEmail = (api: ApiClient, email: string) =>
  api.request<ReferAnswer>('/users/refer.json', { method: 'POST', body: { email }, quiet: true });
