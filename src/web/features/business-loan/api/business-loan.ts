import type { businessLoanAnswerShape, businessLoansIndexShape, businessLoanSummaryShape } from '../../../../domain/business-loans/business-loans.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

export type { BusinessLoan, RevenueSummary } from '../../../../domain/business-loans/business-loans.contract';

const BASE = '/new/v1/business_loans';

export const loadRevenueSummary = (api: ApiClient) => api.request<Answer<typeof businessLoanSummaryShape>>(`${BASE}/summary.json`, { quiet: true });
export const loadBusinessLoans = (api: ApiClient) => api.request<Answer<typeof businessLoansIndexShape>>(`${BASE}/index.json`, { quiet: true });

/** Sends an application; `consent` must be true (the revenue summary is shared only with it). */
export const submitBusinessLoan = (api: ApiClient, body: { amount: string; term_months: number; purpose: string; purpose_note: string; consent: boolean }) =>
  api.request<Answer<typeof businessLoanAnswerShape>>(`${BASE}/add.json`, { method: 'POST', body, quiet: true });

export const withdrawBusinessLoan = (api: ApiClient, id: number) =>
  api.request<Answer<typeof businessLoanAnswerShape>>(`${BASE}/withdraw/${id}.json`, { method: 'POST', body: {}, quiet: true });
