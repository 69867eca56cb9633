import type { Kysely } from 'kysely';
import { maskBusinessNumber } from '../../../domain/invoices/business-number';
import type { CarrierType, InvoiceSettings } from '../../../domain/invoices/invoice-settings';
import type { Database, PurchaseInvoice } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';

type Db = Kysely<Database>;

/** The context the 統一編號 of invoice settings is encrypted and hashed under. */
export const INVOICE_NUMBER_CONTEXT = 'user_invoice_settings.unified_number';

/**
 * The user's saved e-invoice settings as they are shown back, or null when none were saved:
 * the 統一編號 masked (`04****57`); no key is needed to read them.
 */
export async function findInvoiceSettings(db: Db, userId: number): Promise<InvoiceSettings | null> {
  const row = await db
    .selectFrom('user_invoice_settings')
    .select(['carrier_type', 'carrier', 'donation_code', 'unified_number', 'unified_number_masked', 'title'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { unified_number_masked: masked, unified_number: legacy, ...rest } = row;
  return { ...rest, carrier_type: row.carrier_type as CarrierType, unified_number: masked ?? maskBusinessNumber(legacy) };
}

/** The saved 統一編號 whole, for an edit that keeps it; null when none is saved. */
export async function findInvoiceNumber(db: Db, cipher: DataCipher, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user_invoice_settings')
    .select(['unified_number', 'unified_number_encrypted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.unified_number_encrypted) return cipher.decryptText(row.unified_number_encrypted, INVOICE_NUMBER_CONTEXT);
  return row?.unified_number ?? null;
}

/** The stored form of a 統一編號: encrypted, with a keyed hash and the masked copy, no plaintext. */
export function sealInvoiceNumber(cipher: DataCipher | undefined, number: string | null) {
  if (number && !cipher) throw new Error('a unified business number is stored only encrypted: pass the data cipher');
  return {
    unified_number: null,
    unified_number_encrypted: number && cipher ? cipher.encryptText(number, INVOICE_NUMBER_CONTEXT) : null,
    unified_number_hash: number && cipher ? cipher.lookupHash(number, INVOICE_NUMBER_CONTEXT) : null,
    unified_number_masked: maskBusinessNumber(number),
  };
}

/**
 * Saves (replaces) the user's e-invoice settings; the caller has validated them. The cipher
 * is needed only for a company's 統一編號, which is stored encrypted.
 */
export async function saveInvoiceSettings(db: Db, userId: number, settings: InvoiceSettings, cipher?: DataCipher): Promise<void> {
  const stored = { ...settings, ...sealInvoiceNumber(cipher, settings.unified_number) };
  await db
    .insertInto('user_invoice_settings')
    .values({ user_id: userId, ...stored })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...stored, modified: new Date() }))
    .execute();
}

/** The stored copy of settings for a purchase: only the chosen type's fields, the 統一編號 masked. */
export function toPurchaseInvoice(settings: InvoiceSettings): PurchaseInvoice {
  const invoice: PurchaseInvoice = { type: settings.carrier_type };
  if (settings.carrier) invoice.carrier = settings.carrier;
  if (settings.donation_code) invoice.donation_code = settings.donation_code;
  if (settings.unified_number) invoice.unified_number = maskBusinessNumber(settings.unified_number) ?? undefined;
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
