import type { z } from 'zod';
import type { opsServiceReportShape, opsServiceReportsPageShape } from '../../../../domain/ops/service-reports.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsServiceReport } from '../../../../domain/ops/service-reports.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
export type OpsServiceReportsPage = Payload<typeof opsServiceReportsPageShape>;
export type OpsServiceReportAnswer = Payload<typeof opsServiceReportShape>;

const CONSOLE = { quiet: true, guestOk: true } as const;
const BASE = '/ops/service_reports';

/** The console's page of one report. */
export const opsServiceReportPath = (id: number) => `/ops/service_reports/${id}`;

/** The queue's URL for a page and filters (empty ones left out). */
export function serviceReportsPath(filters: Readonly<Record<string, string>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') query.set(key, value);
  const search = query.toString();
  return `${BASE}/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getServiceReportsPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) =>
  api.request<OpsServiceReportsPage>(serviceReportsPath(filters, page), CONSOLE);

export const getServiceReport = (api: ApiClient, id: number) => api.request<OpsServiceReportAnswer>(`${BASE}/view/${id}.json`, CONSOLE);

/** What an operator does with a report: close it, hide its service, show the service again. */
export type ServiceReportAction = 'dismiss' | 'hide' | 'unhide';

export const actOnServiceReport = (api: ApiClient, id: number, action: ServiceReportAction, reason: string) =>
  api.request<OpsServiceReportAnswer>(`${BASE}/${action}/${id}.json`, { method: 'POST', body: { reason }, ...CONSOLE });
