import type { ApiClient } from '../../../api/client';

/** One signed-in device of GET /users/sessions.json. */
export interface SignedInSession {
  id: number;
  browser: string | null;
  device: string | null;
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created: string;
  last_seen: string;
  current: boolean;
}

/** The error code of a sensitive change asked from a session that has not re-confirmed lately. */
export const REAUTH_REQUIRED = 'reauth required';

const post = <T>(api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<T>(path, { method: 'POST', body, quiet: true });

export const listSessions = (api: ApiClient) => api.request<{ sessions: SignedInSession[] }>('/users/sessions.json', { quiet: true });

export const revokeSession = (api: ApiClient, id: number) => post<{ current: boolean }>(api, `/users/sessions/revoke/${id}.json`);

export const reauthWithPassword = (api: ApiClient, password: string) => post<object>(api, '/users/reauth.json', { password });

export const reauthWithCode = (api: ApiClient, hash: string, otp: string) => post<object>(api, '/users/reauth.json', { hash, otp });

export const sendReauthCode = (api: ApiClient) => post<{ hash: string; destination_hint: string }>(api, '/users/reauth/send_code.json', { channel: 'email' });

export const disconnectSocial = (api: ApiClient, provider: string) =>
  post<{ social: Record<string, 0 | 1> }>(api, `/users/disconnect_social/${encodeURIComponent(provider)}.json`);
