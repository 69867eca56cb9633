import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import {
  CARRIER_TYPE_TEXT,
  CARRIER_TYPES,
  type InvoiceSettings,
  type InvoiceSettingsInput,
  validateInvoiceSettings,
} from '../../../domain/invoices/invoice-settings';
import type { Database } from '../../db/schema';
import { findInvoiceSettings, saveInvoiceSettings } from './invoice.repository';

type Db = Kysely<Database>;

export interface InvoiceSettingsResponse {
  invoice_settings: InvoiceSettings & { carrier_type_text: string; is_saved: 0 | 1 };
  carrier_types: { value: string; text: string }[];
}

/** Without saved settings the member carrier applies. */
const MEMBER: InvoiceSettings = { carrier_type: 'member', carrier: null, donation_code: null, unified_number: null, title: null };

function toResponse(settings: InvoiceSettings | null): InvoiceSettingsResponse {
  const current = settings ?? MEMBER;
  return {
    invoice_settings: { ...current, carrier_type_text: CARRIER_TYPE_TEXT[current.carrier_type], is_saved: settings ? 1 : 0 },
    carrier_types: CARRIER_TYPES.map((value) => ({ value, text: CARRIER_TYPE_TEXT[value] })),
  };
}

/** GET /users/invoice_settings.json */
export async function getInvoiceSettings(db: Db, userId: number): Promise<InvoiceSettingsResponse> {
  return toResponse(await findInvoiceSettings(db, userId));
}

/** POST /users/invoice_settings.json: checks the carrier and saves it for the next purchases. */
export async function changeInvoiceSettings(db: Db, userId: number, input: InvoiceSettingsInput): Promise<InvoiceSettingsResponse> {
  const result = validateInvoiceSettings(input);
  if (!result.ok) throw AppError.invalid([{ field: result.field, message: result.message }]);
  await saveInvoiceSettings(db, userId, result.value);
  return toResponse(result.value);
}
