import type { z } from 'zod';
import type { opsBusinessLoanShape, opsBusinessLoansPageShape } from '../../../../domain/business-loans/business-loans.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsBusinessLoan } from '../../../../domain/business-loans/business-loans.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
export type OpsBusinessLoansPage = Payload<typeof opsBusinessLoansPageShape>;
export type OpsBusinessLoanAnswer = Payload<typeof opsBusinessLoanShape>;

const CONSOLE = { quiet: true, guestOk: true } as const;
const BASE = '/ops/business_loans';

export const getBusinessLoansPage = (api: ApiClient, status: string, page: number) =>
  api.request<OpsBusinessLoansPage>(`${BASE}/index/page:${page}.json${status ? `?status=${encodeURIComponent(status)}` : ''}`, CONSOLE);

/** Opening one shows the revenue the pro shared; the server audits every call. */
export const getBusinessLoan = (api: ApiClient, id: number) => api.request<OpsBusinessLoanAnswer>(`${BASE}/view/${id}.json`, CONSOLE);

export const decideBusinessLoan = (api: ApiClient, id: number, body: { decision: string; partner_reference?: string; note?: string }) =>
  api.request<OpsBusinessLoanAnswer>(`${BASE}/decide/${id}.json`, { method: 'POST', body, ...CONSOLE });
