import type { z } from 'zod';
import type { opsChargeApplicationShape, opsChargeApplicationsPageShape } from '../../../../domain/charge-applications/charge-applications.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsChargeApplication, OpsChargeApplicationItem } from '../../../../domain/charge-applications/charge-applications.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
export type OpsChargeApplicationsPage = Payload<typeof opsChargeApplicationsPageShape>;
export type OpsChargeApplicationAnswer = Payload<typeof opsChargeApplicationShape>;

const CONSOLE = { quiet: true, guestOk: true } as const;
const BASE = '/ops/charge_applications';

/** The queue's URL for a page and filters (empty ones left out). */
export function chargeApplicationsPath(filters: Readonly<Record<string, string>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') query.set(key, value);
  const search = query.toString();
  return `${BASE}/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getChargeApplicationsPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) =>
  api.request<OpsChargeApplicationsPage>(chargeApplicationsPath(filters, page), CONSOLE);

/** Opening one shows the numbers whole; the server audits every call. */
export const getChargeApplication = (api: ApiClient, id: number) => api.request<OpsChargeApplicationAnswer>(`${BASE}/view/${id}.json`, CONSOLE);

export const approveChargeApplication = (api: ApiClient, id: number) =>
  api.request<OpsChargeApplicationAnswer>(`${BASE}/approve/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });

export const rejectChargeApplication = (api: ApiClient, id: number, reason: string) =>
  api.request<OpsChargeApplicationAnswer>(`${BASE}/reject/${id}.json`, { method: 'POST', body: { reason }, ...CONSOLE });
