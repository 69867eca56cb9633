import type { z } from 'zod';
import type {
  clearThrottlesShape,
  endSessionShape,
  endSessionsShape,
  OpsUserTab,
  OpsUserTabRow,
  opsUserViewShape,
  resendVerificationShape,
  UserActionBody,
  userSearchPageShape,
} from '../../../../domain/ops/users.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsUserProfile, OpsUserRow, OpsUserTab, OpsUserTabRow } from '../../../../domain/ops/users.contract';

type Infer<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.infer<S[K]> };

export type UserSearchPage = Infer<typeof userSearchPageShape>;
export type OpsUserView = Infer<typeof opsUserViewShape>;
export interface UserTabPage<T extends OpsUserTab> {
  rows: OpsUserTabRow<T>[];
  page: number;
  total_pages: number;
  count: number;
}

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

export const searchOpsUsers = (api: ApiClient, q: string, page: number) =>
  api.request<UserSearchPage>(`/ops/users/search.json?${new URLSearchParams({ q, page: String(page) }).toString()}`, CONSOLE);

export const getOpsUser = (api: ApiClient, userId: number) => api.request<OpsUserView>(`/ops/users/view/${userId}.json`, CONSOLE);

export const getOpsUserTab = <T extends OpsUserTab>(api: ApiClient, tab: T, userId: number, page: number) =>
  api.request<UserTabPage<T>>(`/ops/users/${tab}/${userId}.json?page=${page}`, CONSOLE);

const post = <T>(api: ApiClient, path: string, body: UserActionBody) => api.request<T>(path, { method: 'POST', body, ...CONSOLE });

export const endOpsUserSession = (api: ApiClient, sessionId: number, body: UserActionBody) =>
  post<Infer<typeof endSessionShape>>(api, `/ops/users/end_session/${sessionId}.json`, body);

export const endOpsUserSessions = (api: ApiClient, userId: number, body: UserActionBody) =>
  post<Infer<typeof endSessionsShape>>(api, `/ops/users/end_sessions/${userId}.json`, body);

export const clearOpsUserThrottles = (api: ApiClient, userId: number, body: UserActionBody) =>
  post<Infer<typeof clearThrottlesShape>>(api, `/ops/users/clear_throttles/${userId}.json`, body);

export const resendOpsUserVerification = (api: ApiClient, userId: number, body: UserActionBody) =>
  post<Infer<typeof resendVerificationShape>>(api, `/ops/users/resend_verification/${userId}.json`, body);
