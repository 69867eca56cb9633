/** The operator console (its operators, sessions and audit log) as the rest of the server sees it. */
export { type AuditInput, recordAudit } from './audit.repository';
export { contactInboxRoutes } from './contact-inbox.routes';
export { ContactInboxService } from './contact-inbox.service';
export { dashboardRoutes } from './dashboard.routes';
export { DashboardService } from './dashboard.service';
export { jobsRoutes } from './jobs.routes';
export { addOperator, type OperatorAdded, OperatorAddError, type OperatorAddInput } from './operator-add';
export { operatorAddCommand } from './operator-add.command';
export { operatorDisableCommand } from './operator-disable.command';
export type { OpsCaller } from './ops-caller';
export type { OpsDeps } from './ops.deps';
export { opsRoutes } from './ops.routes';
export { moderationRoutes } from './moderation.routes';
export { ModerationService } from './moderation.service';
export { OpsService } from './ops.service';
export { requireOperator } from './ops-session';
export { totpCodeAt, totpUri } from './totp';
