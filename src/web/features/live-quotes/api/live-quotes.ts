import type { ApiClient } from '../../../api/client';

/** Mails the activation link again to the signed-in user's unconfirmed address. */
export function resendActivation(api: ApiClient): Promise<{ email: string }> {
  return api.request<{ email: string }>('/users/resend_activation.json', { method: 'POST', body: {}, quiet: true });
}

/** A new guest link for the caller's request; the previous link stops working at once. */
export function renewGuestLink(api: ApiClient, requestId: number): Promise<{ hash: string; hash_expires: string }> {
  return api.request<{ hash: string; hash_expires: string }>(`/quote_requests/new_hash/${requestId}.json`, { method: 'POST', body: {}, quiet: true });
}
