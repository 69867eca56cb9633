/** The safety payments feature as the rest of the server sees it. */
export { type EscrowPostInput, type EscrowPostResult, escrowBalance, escrowDedupeKey, postEscrow } from './escrow-ledger';
export { safetyPaymentsRoutes } from './safety-payments.routes';
export { type MayReceivePayments, noApprovedChargeApplication, SafetyPaymentsService } from './safety-payments.service';
export { safetyPaymentReleaseRoutes } from './safety-payments-release.routes';
export { SafetyPaymentReleaseService } from './safety-payments-release.service';
export { proPayablesOwed, type RefundTransferOwed, refundTransfersOwed } from './refund-transfers.repository';
