import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import {
  CARRIER_TYPE_TEXT,
  CARRIER_TYPES,
  type InvoiceSettings,
  type InvoiceSettingsInput,
  validateInvoiceSettings,
} from '../../../domain/invoices/invoice-settings';
import type { InvoiceSettingsAnswer } from '../../../domain/invoices/invoice-settings.contract';
import type { Database } from '../../db/schema';
import { isMaskedValue } from '../../../domain/certificates/certificate.schema';
import { maskBusinessNumber } from '../../../domain/invoices/business-number';
import type { DataCipher } from '../../lib/data-encryption';
import { findInvoiceNumber, findInvoiceSettings, saveInvoiceSettings } from './invoice.repository';

type Db = Kysely<Database>;

/** Without saved settings the member carrier applies. */
const MEMBER: InvoiceSettings = { carrier_type: 'member', carrier: null, donation_code: null, unified_number: null, title: null };

function toResponse(settings: InvoiceSettings | null): InvoiceSettingsAnswer {
  const current = settings ?? MEMBER;
  return {
    invoice_settings: { ...current, carrier_type_text: CARRIER_TYPE_TEXT[current.carrier_type], is_saved: settings ? 1 : 0 },
    carrier_types: CARRIER_TYPES.map((value) => ({ value, text: CARRIER_TYPE_TEXT[value] })),
  };
}

/** GET /users/invoice_settings.json */
export async function getInvoiceSettings(db: Db, userId: number): Promise<InvoiceSettingsAnswer> {
  return toResponse(await findInvoiceSettings(db, userId));
}

/**
 * POST /users/invoice_settings.json: checks the carrier and saves it for the next purchases.
 * The 統一編號 is shown back masked; sending the masked value again keeps the saved number,
 * typing a new one replaces it.
 */
export async function changeInvoiceSettings(db: Db, cipher: DataCipher, userId: number, input: InvoiceSettingsInput): Promise<InvoiceSettingsAnswer> {
  const kept = isMaskedValue(input.unified_number) ? await findInvoiceNumber(db, cipher, userId) : null;
  // A masked value that is not the saved one's mask is a typo, and fails validation as one.
  const unified = kept && maskBusinessNumber(kept) === input.unified_number?.trim() ? kept : input.unified_number;
  const result = validateInvoiceSettings({ ...input, unified_number: unified });
  if (!result.ok) throw AppError.invalid([{ field: result.field, message: result.message }]);
  await saveInvoiceSettings(db, userId, result.value, cipher);
  return toResponse({ ...result.value, unified_number: maskBusinessNumber(result.value.unified_number) });
}
