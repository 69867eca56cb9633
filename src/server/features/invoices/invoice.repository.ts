import type { Kysely } from 'kysely';
import type { CarrierType, InvoiceSettings } from '../../../domain/invoices/invoice-settings';
import type { Database, PurchaseInvoice } from '../../db/schema';

type Db = Kysely<Database>;

/** The user's saved e-invoice settings, or null when none were saved. */
export async function findInvoiceSettings(db: Db, userId: number): Promise<InvoiceSettings | null> {
  const row = await db
    .selectFrom('user_invoice_settings')
    .select(['carrier_type', 'carrier', 'donation_code', 'unified_number', 'title'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, carrier_type: row.carrier_type as CarrierType };
}

/** Saves (replaces) the user's e-invoice settings; the caller has validated them. */
export async function saveInvoiceSettings(db: Db, userId: number, settings: InvoiceSettings): Promise<void> {
  await db
    .insertInto('user_invoice_settings')
    .values({ user_id: userId, ...settings })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, modified: new Date() }))
    .execute();
}

/** The stored copy of settings for a purchase: only the chosen type's fields. */
export function toPurchaseInvoice(settings: InvoiceSettings): PurchaseInvoice {
  const invoice: PurchaseInvoice = { type: settings.carrier_type };
  if (settings.carrier) invoice.carrier = settings.carrier;
  if (settings.donation_code) invoice.donation_code = settings.donation_code;
  if (settings.unified_number) invoice.unified_number = settings.unified_number;
  if (settings.title) invoice.title = settings.title;
  return invoice;
}

/**
 * What a new credit purchase stores in credit_purchases.invoice: the user's e-invoice
 * settings as they are now (later changes do not touch past purchases), or null when the
 * user never saved any (the member carrier then applies).
 */
export async function invoiceSnapshot(db: Db, userId: number): Promise<PurchaseInvoice | null> {
  const settings = await findInvoiceSettings(db, userId);
  return settings ? toPurchaseInvoice(settings) : null;
}
