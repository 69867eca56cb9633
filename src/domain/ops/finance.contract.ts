import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { PAY_TYPES, PURCHASE_STATUSES } from '../payments/pay-type';

/** The finance calls of the operator console: purchases and their refunds, the reconciliation, the totals. */

/** A calendar day that exists (`2025-02-30` does not). */
const realDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(realDay);
const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .refine((s) => realDay(`${s}-01`));

/** Purchases per page of the console's purchase list. */
export const OPS_PURCHASES_PAGE_SIZE = 50;
/** The longest range of the totals: a year of days, or ten years of months. */
export const FINANCE_TOTALS_MAX_DAYS = 366;
export const FINANCE_TOTALS_MAX_MONTHS = 120;

/** GET /ops/purchases/index/page:{n}.json, newest first; filters in the query string (Taipei days, both ends included). */
export const purchaseFilterSchema = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(PURCHASE_STATUSES).optional(),
  pay_type: z.enum(PAY_TYPES).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PurchaseFilter = z.infer<typeof purchaseFilterSchema>;

/** One purchase as the console lists it. */
export const opsPurchaseSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  order_number: z.string(),
  amount: z.number().int(),
  credit: z.number().int(),
  pay_type: z.enum(PAY_TYPES),
  provider: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  provider_reference: z.string().nullable(),
  created: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_method: z.enum(['gateway', 'transfer']).nullable(),
  refund_reason: z.string().nullable(),
  /** NT$ given back so far (partial refunds leave the purchase `paid` until all of it is back). */
  refunded_amount: z.number().int(),
  /** Credit taken back so far. */
  refunded_credit: z.number().int(),
});
export type OpsPurchase = z.infer<typeof opsPurchaseSchema>;
export const opsPurchasePageShape = pagedShape('purchases', opsPurchaseSchema);

/**
 * POST /ops/purchases/refund/{id}.json: why (kept in the audit log and on the purchase) and, for
 * part of it, how much: whole NT$ up to what is left (checked by the refund, which names the
 * field); without `amount`, everything left.
 */
export const purchaseRefundBodySchema = z.object({ reason: z.string().trim().min(2).max(200), amount: z.number().optional() });
export type PurchaseRefundBody = z.infer<typeof purchaseRefundBodySchema>;

/** The answer of a refund: the ledger entry (type 38), how the money goes back, the balance after it. */
export const purchaseRefundShape = {
  purchase_id: z.number().int(),
  transaction_id: z.number().int(),
  refund_method: z.enum(['gateway', 'transfer']),
  amount: z.number().int(),
  credit: z.number().int(),
  balance: z.number().int(),
  /** NT$ given back in all, and what is left to refund (0: refunded in full). */
  refunded_amount: z.number().int(),
  refundable_amount: z.number().int(),
};

/** GET /ops/finance/reconciliation.json?date=YYYY-MM-DD (a Taipei day). */
export const reconciliationQuerySchema = z.object({ date: day });

/** What one source's gateway says for the day beside what the ledger has for it. */
export const reconciliationLineSchema = z.object({
  /** The source: `card`, `cvs`, `atm` (purchases); later modules add theirs. */
  source: z.string(),
  /** `paid` or `refunded`. */
  kind: z.string(),
  gateway_count: z.number().int(),
  /** Money the gateway took or gave back, TWD. */
  gateway_amount: z.number().int(),
  /** Credit the ledger should have moved for it. */
  expected_credit: z.number().int(),
  ledger_count: z.number().int(),
  ledger_credit: z.number().int(),
  /** expected_credit - ledger_credit: anything but 0 is a difference. */
  difference: z.number().int(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

/** One record that does not match: a payment without its entry, an entry without its payment, a different amount, a payment without the gateway's reference. */
export const reconciliationMismatchSchema = z.object({
  source: z.string(),
  kind: z.string(),
  problem: z.enum(['no_ledger_entry', 'no_payment', 'amount_differs', 'no_gateway_reference']),
  reference_id: z.number().int(),
  expected: z.number().int(),
  ledger: z.number().int(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

/** The ledger's entries of the day by type (fees, adjustments, grants...). */
export const ledgerDayTotalSchema = z.object({ transaction_type: z.number().int(), count: z.number().int(), amount: z.number().int() });

/** A wallet whose balance is not the sum of its ledger entries. */
export const walletMismatchSchema = z.object({ user_id: z.number().int(), balance: z.number().int(), ledger_sum: z.number().int(), difference: z.number().int() });
export type WalletMismatch = z.infer<typeof walletMismatchSchema>;

export const reconciliationShape = {
  date: z.string(),
  lines: z.array(reconciliationLineSchema),
  mismatches: z.array(reconciliationMismatchSchema),
  ledger_totals: z.array(ledgerDayTotalSchema),
  wallets: z.object({
    checked: z.number().int(),
    balance_total: z.number().int(),
    ledger_total: z.number().int(),
    mismatched: z.array(walletMismatchSchema),
  }),
  /** True when no line, record or wallet differs. */
  balanced: z.boolean(),
};
export type Reconciliation = { [K in keyof typeof reconciliationShape]: z.infer<(typeof reconciliationShape)[K]> };

/** GET /ops/finance/totals.json and totals.csv: per Taipei day (`from`/`to` days) or month (`from`/`to` months), both ends included. */
export const totalsQuerySchema = z
  .object({ period: z.enum(['day', 'month']), from: z.string(), to: z.string() })
  .refine((q) => (q.period === 'day' ? day : month).safeParse(q.from).success && (q.period === 'day' ? day : month).safeParse(q.to).success, {
    message: '日期格式不正確',
    path: ['from'],
  })
  .refine((q) => q.from <= q.to, { message: '起日不可晚於迄日', path: ['to'] });
export type TotalsQuery = z.infer<typeof totalsQuerySchema>;

/** One column of the totals: its key in the rows and its zh-TW header. */
export const totalsColumnSchema = z.object({ key: z.string(), label: z.string() });
export type TotalsColumn = z.infer<typeof totalsColumnSchema>;

/** One period's totals: the period (`YYYY-MM-DD` or `YYYY-MM`) and a whole number per column key. */
export const totalsRowSchema = z.object({ period: z.string(), values: z.record(z.string(), z.number().int()) });
export type TotalsRow = z.infer<typeof totalsRowSchema>;

export const totalsShape = {
  period: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  columns: z.array(totalsColumnSchema),
  rows: z.array(totalsRowSchema),
  /** The sum of every column over the range. */
  sums: z.record(z.string(), z.number().int()),
};
export type Totals = { [K in keyof typeof totalsShape]: z.infer<(typeof totalsShape)[K]> };
