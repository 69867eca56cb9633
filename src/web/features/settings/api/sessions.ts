import type { Answer } from '../../../../domain/http/envelope';
import type { reauthCodeShape, revokeAnswerShape, SessionsAnswer, socialLinksShape } from '../../../../domain/users/auth.contract';
import type { ApiClient } from '../../../api/client';

/** One signed-in device of GET /users/sessions.json. */
export type SignedInSession = SessionsAnswer['sessions'][number];

/** The error code of a sensitive change asked from a session that has not re-confirmed lately. */
export const REAUTH_REQUIRED = 'reauth required';

const post = <T>(api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<T>(path, { method: 'POST', body, quiet: true });

export const listSessions = (api: ApiClient) => api.request<SessionsAnswer>('/users/sessions.json', { quiet: true });

export const revokeSession = (api: ApiClient, id: number) => post<Answer<typeof revokeAnswerShape>>(api, `/users/sessions/revoke/${id}.json`);

export const reauthWithPassword = (api: ApiClient, password: string) => post<object>(api, '/users/reauth.json', { password });

export const reauthWithCode = (api: ApiClient, hash: string, otp: string) => post<object>(api, '/users/reauth.json', { hash, otp });

export const sendReauthCode = (api: ApiClient) => post<Answer<typeof reauthCodeShape>>(api, '/users/reauth/send_code.json', { channel: 'email' });

export const disconnectSocial = (api: ApiClient, provider: string) =>
  post<Answer<typeof socialLinksShape>>(api, `/users/disconnect_social/${encodeURIComponent(provider)}.json`);
