import type { InvoiceSettings } from '../../../../domain/invoices/invoice-settings';
import type { InvoiceSettingsAnswer } from '../../../../domain/invoices/invoice-settings.contract';
import type { ApiClient } from '../../../api/client';

/** GET/POST /users/invoice_settings.json */
export type { InvoiceSettingsAnswer } from '../../../../domain/invoices/invoice-settings.contract';

export const getInvoiceSettings = (api: ApiClient) => api.request<InvoiceSettingsAnswer>('/users/invoice_settings.json', { quiet: true });

export const saveInvoiceSettings = (api: ApiClient, settings: InvoiceSettings) =>
  api.request<InvoiceSettingsAnswer>('/users/invoice_settings.json', { method: 'POST', body: { ...settings }, quiet: true });
