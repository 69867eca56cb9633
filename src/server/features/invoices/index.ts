/** The invoices feature as the rest of the server sees it. */
export { INVOICE_NUMBER_CONTEXT, invoiceSnapshot, sealInvoiceNumber } from './invoice.repository';
export { invoiceRoutes } from './invoice.routes';
