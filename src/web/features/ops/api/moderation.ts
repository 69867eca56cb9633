import type { z } from 'zod';
import type { SanctionKind } from '../../../../domain/ops/moderation';
import type { QuoteReportView, reportPageShape, ResolveReportBody, UserStandingView } from '../../../../domain/ops/moderation.contract';
import type { ApiClient } from '../../../api/client';

export type { QuoteReportView, UserStandingView } from '../../../../domain/ops/moderation.contract';

type Shape = typeof reportPageShape;
/** One page of quote reports, newest first. */
export type ReportPage = { [K in keyof Shape]: z.infer<Shape[K]> };
export type ReportStatus = 'open' | 'handled';

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

export const getReportsPage = (api: ApiClient, status: ReportStatus, page: number) =>
  api.request<ReportPage>(`/ops/reports/index/page:${page}.json?status=${status}`, CONSOLE);

export const resolveReport = (api: ApiClient, id: number, body: ResolveReportBody) =>
  api.request<{ quote_report: QuoteReportView }>(`/ops/reports/resolve/${id}.json`, { method: 'POST', body, ...CONSOLE });

export const getUserStanding = (api: ApiClient, userId: number) => api.request<{ user: UserStandingView }>(`/ops/users/standing/${userId}.json`, CONSOLE);

/** Warn, suspend (`until` in UTC `YYYY-MM-DD HH:mm:ss`, none for indefinitely), ban or reinstate, with a reason. */
export const sanctionUser = (api: ApiClient, kind: SanctionKind, userId: number, body: { reason: string; until?: string }) =>
  api.request<{ user: UserStandingView }>(`/ops/users/${kind}/${userId}.json`, { method: 'POST', body, ...CONSOLE });

export const setRequestHidden = (api: ApiClient, requestId: number, hide: boolean, reason: string) =>
  api.request<{ id: number; is_hidden: boolean }>(`/ops/quote_requests/${hide ? 'hide' : 'unhide'}/${requestId}.json`, { method: 'POST', body: { reason }, ...CONSOLE });

export const setMessageHidden = (api: ApiClient, messageId: number, hide: boolean, reason: string) =>
  api.request<{ id: number; is_hidden: boolean }>(`/ops/messages/${hide ? 'hide' : 'unhide'}/${messageId}.json`, { method: 'POST', body: { reason }, ...CONSOLE });
