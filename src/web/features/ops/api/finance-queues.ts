import type { z } from 'zod';
import type { OpsEinvoiceFailure } from '../../../../domain/invoices/einvoice';
import type { OpsDisputeView, opsDisputesQueuePageShape } from '../../../../domain/safety-payments/disputes.contract';
import type { PayoutBatchAnswer, PayoutBatchItem } from '../../../../domain/safety-payments/payouts.contract';
import type { ApiClient } from '../../../api/client';

export type { DisputeLedgerLine, OpsDisputeItem, OpsDisputeView } from '../../../../domain/safety-payments/disputes.contract';
export type { PayoutBatchAnswer, PayoutBatchItem, PayoutLine } from '../../../../domain/safety-payments/payouts.contract';
export type { OpsEinvoiceFailure } from '../../../../domain/invoices/einvoice';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
export type OpsDisputesPage = Payload<typeof opsDisputesQueuePageShape>;
export interface PayoutBatchesPage {
  payout_batches: PayoutBatchItem[];
  page: number;
  total_pages: number;
  count: number;
}
export interface EinvoiceFailuresPage {
  failures: OpsEinvoiceFailure[];
  page: number;
  total_pages: number;
  count: number;
}

const CONSOLE = { quiet: true, guestOk: true } as const;

/** A list's URL for a page and filters (empty ones left out). */
function listPath(base: string, filters: Readonly<Record<string, string>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') query.set(key, value);
  const search = query.toString();
  return `${base}/index/page:${page}.json${search ? `?${search}` : ''}`;
}

const DISPUTES = '/ops/refund_disputes';
export const refundDisputesPath = (filters: Readonly<Record<string, string>>, page: number) => listPath(DISPUTES, filters, page);
export const getRefundDisputesPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) =>
  api.request<OpsDisputesPage>(refundDisputesPath(filters, page), CONSOLE);
export const getRefundDispute = (api: ApiClient, id: number) => api.request<OpsDisputeView>(`${DISPUTES}/view/${id}.json`, CONSOLE);
/** grant: the requested amount goes back; deny: it stays held. */
/** grant (with `amount`: a partial grant) or deny a dispute, with the reason. */
export const decideRefundDispute = (api: ApiClient, id: number, grant: boolean, reason: string, amount?: number) =>
  api.request<OpsDisputeView>(`${DISPUTES}/${grant ? 'grant' : 'deny'}/${id}.json`, { method: 'POST', body: amount === undefined ? { reason } : { reason, amount }, ...CONSOLE });

const PAYOUTS = '/ops/payout_batches';
export const payoutBatchesPath = (filters: Readonly<Record<string, string>>, page: number) => listPath(PAYOUTS, filters, page);
export const getPayoutBatchesPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) =>
  api.request<PayoutBatchesPage>(payoutBatchesPath(filters, page), CONSOLE);
export const getPayoutBatch = (api: ApiClient, id: number) => api.request<PayoutBatchAnswer>(`${PAYOUTS}/view/${id}.json`, CONSOLE);
export const approvePayoutBatch = (api: ApiClient, id: number) => api.request<PayoutBatchAnswer>(`${PAYOUTS}/approve/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });
/** The bank's result file, as text. */
export const importPayoutResults = (api: ApiClient, id: number, file: string) =>
  api.request<PayoutBatchAnswer>(`${PAYOUTS}/import/${id}.json`, { method: 'POST', body: { file }, ...CONSOLE });
/** The bank transfer file (POST: exporting moves the batch to exported). */
export const payoutCsvPath = (id: number) => `${PAYOUTS}/export/${id}.csv`;

export const getEinvoiceFailures = (api: ApiClient, page: number) => api.request<EinvoiceFailuresPage>(`/ops/einvoices/failures/page:${page}.json`, CONSOLE);
export const retryEinvoice = (api: ApiClient, id: number) =>
  api.request<{ einvoice_id: number; retry: true }>(`/ops/einvoices/retry/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });

