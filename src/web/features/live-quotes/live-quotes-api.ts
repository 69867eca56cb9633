import type { ApiClient } from '../../api/client';

/** Mails the activation link again to the signed-in user's unconfirmed address. */
export function resendActivation(api: ApiClient): Promise<{ email: string }> {
  return api.request<{ email: string }>('/users/resend_activation.json', { method: 'POST', body: {}, quiet: true });
}
