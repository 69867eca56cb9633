/** The trust fund query and the escrow's daily reconciliation, as the rest of the server sees them. */
export { escrowReconciliationSource, reconcileEscrowDay, recordEscrowReconciliation } from './escrow-reconciliation';
export { trustFundRoutes } from './trust-fund.routes';
export { TrustFundService } from './trust-fund.service';
