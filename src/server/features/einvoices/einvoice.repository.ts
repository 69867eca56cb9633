import { type Kysely, sql } from 'kysely';
import { mayVoidAt } from '../../../domain/invoices/einvoice';
import type { Database, EinvoiceBuyer, EinvoiceItem, EinvoiceTaxType, PurchaseInvoice } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * A sale to invoice: who bought, how they receive the invoice, what and for how much. A credit
 * purchase is one; a platform fee can be another, with one call of queueSale.
 */
export interface Sale {
  userId: number;
  /** Our number of the sale at the provider: at most 30 letters and digits, unique. */
  relateNumber: string;
  creditPurchaseId: number | null;
  /** A safety payment's platform fee: the payment (0085). */
  thirdPartyPaymentId?: number | null;
  buyer: EinvoiceBuyer;
  /** A company's 統一編號, encrypted under INVOICE_NUMBER_CONTEXT (invoices feature). */
  unifiedNumberEncrypted: string | null;
  items: EinvoiceItem[];
  amount: number;
  taxType: EinvoiceTaxType;
}

/** Writes the invoice of a sale, to be issued by the job's next run; inside the transaction that completes the sale. Once per relate number. */
export async function queueSale(trx: Db, sale: Sale): Promise<void> {
  await trx
    .insertInto('einvoices')
    .values({
      user_id: sale.userId,
      credit_purchase_id: sale.creditPurchaseId,
      third_party_payment_id: sale.thirdPartyPaymentId ?? null,
      relate_number: sale.relateNumber,
      buyer: JSON.stringify(sale.buyer),
      unified_number_encrypted: sale.unifiedNumberEncrypted,
      items: JSON.stringify(sale.items),
      amount: sale.amount,
      tax_type: sale.taxType,
    })
    .onConflict((oc) => oc.column('relate_number').doNothing())
    .execute();
}

/** The buyer of a purchase from the settings it kept (none kept: the member carrier). */
export function buyerOfPurchase(invoice: PurchaseInvoice | null): EinvoiceBuyer {
  const type = invoice?.type;
  const carrierType: EinvoiceBuyer['carrier_type'] =
    type === 'mobile' || type === 'certificate' || type === 'donation' || type === 'company' ? type : 'member';
  return {
    carrier_type: carrierType,
    carrier: invoice?.carrier ?? null,
    donation_code: invoice?.donation_code ?? null,
    unified_number: invoice?.unified_number ?? null,
    title: invoice?.title ?? null,
  };
}

/**
 * A paid credit purchase's invoice, queued in the transaction that credits it. A company's
 * 統一編號 is taken encrypted from the buyer's settings when it is still the one the purchase
 * kept (masked); otherwise the issue fails and shows in the console's failures.
 */
export async function queuePurchaseInvoice(trx: Db, purchaseId: number): Promise<void> {
  const purchase = await trx
    .selectFrom('credit_purchases')
    .select(['id', 'user_id', 'order_number', 'amount', 'credit', 'invoice'])
    .where('id', '=', purchaseId)
    .executeTakeFirstOrThrow();
  const buyer = buyerOfPurchase(purchase.invoice);
  let encrypted: string | null = null;
  if (buyer.carrier_type === 'company') {
    const settings = await trx
      .selectFrom('user_invoice_settings')
      .select(['unified_number_encrypted', 'unified_number_masked'])
      .where('user_id', '=', purchase.user_id)
      .executeTakeFirst();
    if (settings?.unified_number_masked && settings.unified_number_masked === buyer.unified_number) encrypted = settings.unified_number_encrypted;
  }
  await queueSale(trx, {
    userId: purchase.user_id,
    relateNumber: purchase.order_number,
    creditPurchaseId: purchase.id,
    buyer,
    unifiedNumberEncrypted: encrypted,
    items: [{ name: `平台點數 ${purchase.credit} 點`, count: 1, word: '式', price: purchase.amount, amount: purchase.amount }],
    amount: purchase.amount,
    taxType: '1',
  });
}

/**
 * A refund of `amount` NT$ of a purchase, in the refund's transaction: an invoice not issued yet
 * and refunded in full is not issued at all; an issued one refunded in full within its period is
 * voided; anything else is an allowance (折讓), sent once the invoice is issued.
 */
export async function queueRefundInvoice(trx: Db, refund: { creditPurchaseId: number; amount: number; reason: string; now: Date }): Promise<void> {
  const invoice = await trx.selectFrom('einvoices').selectAll().where('credit_purchase_id', '=', refund.creditPurchaseId).forUpdate().executeTakeFirst();
  if (!invoice || invoice.status === 'off' || invoice.status === 'voided' || invoice.status === 'cancelled') return;
  const allowed = await trx
    .selectFrom('einvoice_allowances')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('einvoice_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  const whole = Number(allowed.total) === 0 && refund.amount >= invoice.amount;
  const now = refund.now;
  if (whole && invoice.status === 'pending') {
    await trx.updateTable('einvoices').set({ status: 'cancelled', last_error: null, modified: now }).where('id', '=', invoice.id).execute();
    return;
  }
  if (whole && invoice.invoice_date && mayVoidAt(invoice.invoice_date, now)) {
    await trx
      .updateTable('einvoices')
      .set({ void_requested_at: now, void_reason: refund.reason.slice(0, 20), next_attempt_at: null, attempts: 0, modified: now })
      .where('id', '=', invoice.id)
      .execute();
    return;
  }
  // Never more than what is left of the invoice after the allowances before.
  const amount = Math.min(refund.amount, invoice.amount - Number(allowed.total));
  if (amount <= 0) return;
  await trx.insertInto('einvoice_allowances').values({ einvoice_id: invoice.id, amount, reason: refund.reason, created: now, modified: now }).execute();
}
