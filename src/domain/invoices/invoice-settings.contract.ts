import { z } from 'zod';
import { CARRIER_TYPES } from './invoice-settings';
import { zeroOne } from '../http/refs';

const optionalText = z.string().max(200).nullish();

/** POST /users/invoice_settings.json: the carrier as the form sends it (checked by validateInvoiceSettings). */
export const invoiceSettingsBodySchema = z.object({
  carrier_type: z.string().max(20),
  carrier: optionalText,
  donation_code: optionalText,
  unified_number: optionalText,
  title: optionalText,
});

const carrierType = z.enum(CARRIER_TYPES);

/** GET and POST /users/invoice_settings.json: the saved carrier (統一編號 masked) and the choices. */
export const invoiceSettingsAnswerShape = {
  invoice_settings: z.object({
    carrier_type: carrierType,
    carrier: z.string().nullable(),
    donation_code: z.string().nullable(),
    unified_number: z.string().nullable(),
    title: z.string().nullable(),
    carrier_type_text: z.string(),
    is_saved: zeroOne,
  }),
  carrier_types: z.array(z.object({ value: carrierType, text: z.string() })),
};
export const invoiceSettingsAnswerSchema = z.object(invoiceSettingsAnswerShape);
export type InvoiceSettingsAnswer = z.infer<typeof invoiceSettingsAnswerSchema>;
