/** The safety payments feature as the rest of the server sees it. */
export { type EscrowPostInput, type EscrowPostResult, escrowBalance, escrowDedupeKey, postEscrow } from './escrow-ledger';
export { safetyPaymentsRoutes } from './safety-payments.routes';
export { type MayReceivePayments, SafetyPaymentsService } from './safety-payments.service';
export { safetyPaymentsCallbacksPlugin } from './safety-payments-callbacks.plugin';
export { safetyPaymentsPayRoutes } from './safety-payments-pay.routes';
export { SAFETY_PAY_CALLBACK_PATHS, type ShopOrderPaymentHooks, SafetyPaymentsPayService } from './safety-payments-pay.service';
export { type OrderDisputeDecision, type ShopOrderForPayment, ShopOrderPayments } from './safety-payments-shop-orders';
export { safetyPaymentReleaseRoutes } from './safety-payments-release.routes';
export { SafetyPaymentReleaseService } from './safety-payments-release.service';
export { proPayablesOwed, type RefundTransferOwed, refundTransfersOwed } from './refund-transfers.repository';
export { safetyPaymentRefundRoutes } from './safety-payments-refund.routes';
export { grantedAmount, type RecordDecision, SafetyPaymentRefundsService } from './safety-payments-refund.service';
export { findDispute, listDisputes } from './safety-payments-disputes';
export { paymentPageUrl, SafetyPaymentNotifier } from './safety-payment-notices';
