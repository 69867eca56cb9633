/**
 * The uniform e-invoice of a sale as its buyer sees it (0077): issued by the e-invoice provider
 * after the sale, voided (作廢) when it is refunded in full within the invoice's period, given an
 * allowance (折讓) otherwise.
 */
import { z } from 'zod';

export const EINVOICE_STATUSES = ['pending', 'issued', 'voided', 'cancelled', 'off'] as const;
export type EinvoiceStatusId = (typeof EINVOICE_STATUSES)[number];

export const EINVOICE_STATUS_TEXT: Record<EinvoiceStatusId, string> = {
  pending: '電子發票開立中',
  issued: '電子發票已開立',
  voided: '電子發票已作廢',
  cancelled: '已退款，未開立電子發票',
  off: '未開立電子發票',
};

/** The note a purchase carries when no e-invoice provider was configured at its sale. */
export const EINVOICE_OFF_NOTE = '本站尚未啟用電子發票開立服務，這筆購買未開立電子發票；如需發票請聯絡客服。';

/** The e-invoice of a purchase (GET /purchases/...). */
export const purchaseEinvoiceSchema = z.object({
  status: z.enum(EINVOICE_STATUSES),
  status_text: z.string(),
  /** Two letters and eight digits, once issued. */
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  /** The four-digit random code printed with the number (隨機碼). */
  random_number: z.string().nullable(),
  /** NT$ given back by allowances (折讓) issued so far. */
  allowance_amount: z.number().int(),
  /** zh-TW: why it is not issued (no provider), or null. */
  note: z.string().nullable(),
});
export type PurchaseEinvoice = z.infer<typeof purchaseEinvoiceSchema>;

const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;

/**
 * The invoice period (期別) of an instant: Taiwan's uniform invoices run in two-month periods
 * (Jan-Feb, Mar-Apr, ...), in Taiwan time; e.g. `2026-11` for November and December 2026.
 */
export function invoicePeriod(at: Date): string {
  const t = new Date(at.getTime() + TAIPEI_OFFSET_MS);
  const firstMonth = t.getUTCMonth() - (t.getUTCMonth() % 2) + 1;
  return `${t.getUTCFullYear()}-${String(firstMonth).padStart(2, '0')}`;
}

/** Whether an invoice of `issued` may still be voided at `now`: only within its own period; later a refund is an allowance. */
export function mayVoidAt(issued: Date, now: Date): boolean {
  return invoicePeriod(issued) === invoicePeriod(now);
}

/** The console's list of e-invoice work that failed at the provider. */
export const OPS_EINVOICE_FAILURES_PAGE_SIZE = 50;
export const opsEinvoiceFailureSchema = z.object({
  einvoice_id: z.number().int(),
  /** 'issue' | 'void' | 'allowance' */
  action: z.enum(['issue', 'void', 'allowance']),
  user_id: z.number().int(),
  credit_purchase_id: z.number().int().nullable(),
  relate_number: z.string(),
  amount: z.number().int(),
  attempts: z.number().int(),
  last_error: z.string(),
  /** null: at the job's next run. */
  next_attempt_at: z.string().nullable(),
  modified: z.string(),
});
export type OpsEinvoiceFailure = z.infer<typeof opsEinvoiceFailureSchema>;
