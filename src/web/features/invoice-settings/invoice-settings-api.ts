import type { CarrierType, InvoiceSettings } from '../../../domain/invoices/invoice-settings';
import type { ApiClient } from '../../api/client';

/** GET/POST /users/invoice_settings.json */
export interface InvoiceSettingsAnswer {
  invoice_settings: InvoiceSettings & { carrier_type_text: string; is_saved: 0 | 1 };
  carrier_types: { value: CarrierType; text: string }[];
}

export const getInvoiceSettings = (api: ApiClient) => api.request<InvoiceSettingsAnswer>('/users/invoice_settings.json', { quiet: true });

export const saveInvoiceSettings = (api: ApiClient, settings: InvoiceSettings) =>
  api.request<InvoiceSettingsAnswer>('/users/invoice_settings.json', { method: 'POST', body: { ...settings }, quiet: true });
