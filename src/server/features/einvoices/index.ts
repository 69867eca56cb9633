/** The e-invoices feature as the rest of the server sees it. */
export { createEinvoiceGateway, type EinvoiceGateway, einvoiceSandboxOf, einvoiceSandboxPlugin } from './einvoice.gateway';
export { buyerOfPurchase, queuePurchaseInvoice, queueRefundInvoice, queueSale, type Sale } from './einvoice.repository';
export { EinvoiceService, type SweepResult } from './einvoice.service';
export { listEinvoiceFailures, paymentFeeEinvoices, purchaseEinvoiceOf, type PurchaseEinvoiceRow } from './einvoice.reads';
