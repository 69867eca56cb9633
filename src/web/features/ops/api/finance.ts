import type { z } from 'zod';
import type {
  opsPurchasePageShape,
  PurchaseFilter,
  PurchaseRefundBody,
  purchaseRefundShape,
  Reconciliation,
  Totals,
  TotalsQuery,
} from '../../../../domain/ops/finance.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsPurchase, PurchaseFilter, Reconciliation, ReconciliationLine, ReconciliationMismatch, Totals, TotalsQuery } from '../../../../domain/ops/finance.contract';

type PageShape = typeof opsPurchasePageShape;
/** One page of purchases, newest first. */
export type OpsPurchasePage = { [K in keyof PageShape]: z.infer<PageShape[K]> };
type RefundShape = typeof purchaseRefundShape;
export type PurchaseRefundResult = { [K in keyof RefundShape]: z.infer<RefundShape[K]> };

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;
const FILTER_KEYS = ['user_id', 'status', 'pay_type', 'from', 'to'] as const;

function queryOf(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && String(value) !== '') query.set(key, String(value));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The purchase list's URL for a page and filters; empty filters are left out. */
export function purchasesPath(filter: PurchaseFilter, page: number): string {
  return `/ops/purchases/index/page:${page}.json${queryOf(Object.fromEntries(FILTER_KEYS.map((k) => [k, filter[k]])))}`;
}

export const getPurchasesPage = (api: ApiClient, filter: PurchaseFilter, page: number) => api.request<OpsPurchasePage>(purchasesPath(filter, page), CONSOLE);

export const refundPurchase = (api: ApiClient, purchaseId: number, body: PurchaseRefundBody) =>
  api.request<PurchaseRefundResult>(`/ops/purchases/refund/${purchaseId}.json`, { method: 'POST', body, ...CONSOLE });

export const getReconciliation = (api: ApiClient, date: string) => api.request<Reconciliation>(`/ops/finance/reconciliation.json${queryOf({ date })}`, CONSOLE);

export const totalsQueryString = (query: TotalsQuery) => queryOf({ period: query.period, from: query.from, to: query.to });

export const getTotals = (api: ApiClient, query: TotalsQuery) => api.request<Totals>(`/ops/finance/totals.json${totalsQueryString(query)}`, CONSOLE);

/** The CSV's path (under the API base); it is fetched with the API key, so it is not a plain link. */
export const totalsCsvPath = (query: TotalsQuery) => `/ops/finance/totals.csv${totalsQueryString(query)}`;

/** The file name the server gives a download (Content-Disposition), or the fallback. */
export function downloadName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}
