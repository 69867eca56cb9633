/** What other parts of the app may use of the safety-payments feature; its other files are its own. */
// Its screens load on demand through src/web/routes/screen-modules.ts (a re-export here would put them in the main chunk).
export { guestPaymentPath, newPaymentPath, paymentPath, SAFETY_PAYMENTS_PATH } from './paths';
export { BidPayments } from './bid-payments';
export { PaymentPage } from './payment-page';
export { getPayment, type SafetyPayment } from './api/safety-payments';
export { RefundBankForm } from './refund-forms';
