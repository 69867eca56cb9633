/** The operator console (its operators, sessions and audit log) as the rest of the server sees it. */
export { type AuditInput, recordAudit } from './audit.repository';
export { type FinanceDeps, FinanceService } from './finance.service';
export { financeRoutes } from './finance.routes';
export { addOperator, type OperatorAdded, OperatorAddError, type OperatorAddInput } from './operator-add';
export { operatorAddCommand } from './operator-add.command';
export type { OpsCaller } from './ops-caller';
export type { OpsDeps } from './ops.deps';
export { opsRoutes } from './ops.routes';
export { OpsService } from './ops.service';
export { requireOperator } from './ops-session';
export { totpCodeAt, totpUri } from './totp';
