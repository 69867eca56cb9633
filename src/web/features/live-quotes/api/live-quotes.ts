import type { Answer } from '../../../../domain/http/envelope';
import type { NewHashResponse } from '../../../../domain/requests/requests.contract';
import type { resendActivationAnswerShape } from '../../../../domain/users/auth.contract';
import type { ApiClient } from '../../../api/client';

type ResendAnswer = Answer<typeof resendActivationAnswerShape>;

/** Mails the activation link again to the signed-in user's unconfirmed address. */
export function resendActivation(api: ApiClient): Promise<ResendAnswer> {
  return api.request<ResendAnswer>('/users/resend_activation.json', { method: 'POST', body: {}, quiet: true });
}

/** A new guest link for the caller's request; the previous link stops working at once. */
export function renewGuestLink(api: ApiClient, requestId: number): Promise<NewHashResponse> {
  return api.request<NewHashResponse>(`/quote_requests/new_hash/${requestId}.json`, { method: 'POST', body: {}, quiet: true });
}
