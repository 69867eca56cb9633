/** The safety payments feature as the rest of the server sees it. */
export { type EscrowPostInput, type EscrowPostResult, escrowBalance, escrowDedupeKey, postEscrow } from './escrow-ledger';
export { safetyPaymentsRoutes } from './safety-payments.routes';
export { type MayReceivePayments, noApprovedChargeApplication, SafetyPaymentsService } from './safety-payments.service';
export { safetyPaymentRefundRoutes } from './safety-payments-refund.routes';
export { type RecordDecision, SafetyPaymentRefundsService } from './safety-payments-refund.service';
export { findDispute, listDisputes } from './safety-payments-disputes';
