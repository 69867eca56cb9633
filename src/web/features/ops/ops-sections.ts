import { type OperatorRole, OpsPermission, type OpsPermissionId, operatorMay } from '../../../domain/ops/operator-roles';
import {
  OPS_AUDIT_PATH,
  OPS_BUSINESS_LOANS_PATH,
  OPS_CATALOGUE_PATH,
  OPS_CHARGE_APPLICATIONS_PATH,
  OPS_CONTENT_PAGES_PATH,
  OPS_CONTACT_MESSAGES_PATH,
  OPS_EINVOICE_FAILURES_PATH,
  OPS_PAYOUT_BATCHES_PATH,
  OPS_REFUND_DISPUTES_PATH,
  OPS_FINANCE_PATH,
  OPS_FREE_CREDIT_EVENTS_PATH,
  OPS_JOBS_PATH,
  OPS_LOGIN_RISK_PATH,
  OPS_PURCHASES_PATH,
  OPS_QUEUES_PATH,
  OPS_REFERRAL_SETTINGS_PATH,
  OPS_REPORTS_PATH,
  OPS_USERS_PATH,
  OPS_WALLET_ADJUSTMENTS_PATH,
} from './ops-paths';

export interface OpsSection {
  path: string;
  /** i18n key prefix: `${key}>title`, `${key}>body`. */
  key: string;
  permission: OpsPermissionId;
}

/** The console's sections and the permission each needs; a new screen is one more entry. */
export const OPS_SECTIONS: readonly OpsSection[] = [
  // The review queues; the overview shows each queue the role may open (certificates today).
  { path: OPS_QUEUES_PATH, key: 'ops>sections>queues', permission: OpsPermission.ReviewCertificates },
  // Finance reviews charge applications without the other queues: the queue itself is a section.
  { path: OPS_CHARGE_APPLICATIONS_PATH, key: 'ops>sections>chargeApplications', permission: OpsPermission.ReviewChargeApplications },
  { path: OPS_REFUND_DISPUTES_PATH, key: 'ops>sections>refundDisputes', permission: OpsPermission.DecideDisputes },
  { path: OPS_PAYOUT_BATCHES_PATH, key: 'ops>sections>payoutBatches', permission: OpsPermission.ApprovePayouts },
  { path: OPS_REPORTS_PATH, key: 'ops>sections>reports', permission: OpsPermission.ModerateUsers },
  { path: OPS_USERS_PATH, key: 'ops>sections>users', permission: OpsPermission.ReadUsers },
  { path: OPS_CONTACT_MESSAGES_PATH, key: 'ops>sections>contactMessages', permission: OpsPermission.AnswerContact },
  { path: OPS_WALLET_ADJUSTMENTS_PATH, key: 'ops>sections>walletAdjustments', permission: OpsPermission.AdjustWallets },
  { path: OPS_PURCHASES_PATH, key: 'ops>purchases>section', permission: OpsPermission.AdjustWallets },
  { path: OPS_FINANCE_PATH, key: 'ops>finance>section', permission: OpsPermission.ReadFinance },
  { path: OPS_BUSINESS_LOANS_PATH, key: 'ops>sections>businessLoans', permission: OpsPermission.RecordBusinessLoans },
  { path: OPS_EINVOICE_FAILURES_PATH, key: 'ops>sections>einvoiceFailures', permission: OpsPermission.ReadFinance },
  { path: OPS_CATALOGUE_PATH, key: 'ops>catalogue>section', permission: OpsPermission.EditCatalogue },
  { path: OPS_FREE_CREDIT_EVENTS_PATH, key: 'ops>content>eventsSection', permission: OpsPermission.EditContent },
  { path: OPS_REFERRAL_SETTINGS_PATH, key: 'ops>content>referralSection', permission: OpsPermission.EditContent },
  { path: OPS_CONTENT_PAGES_PATH, key: 'ops>contentPages>section', permission: OpsPermission.EditContent },
  { path: OPS_AUDIT_PATH, key: 'ops>sections>audit', permission: OpsPermission.ReadAudit },
  { path: OPS_JOBS_PATH, key: 'ops>jobs>section', permission: OpsPermission.ReadDashboard },
  { path: OPS_LOGIN_RISK_PATH, key: 'ops>loginRisk>section', permission: OpsPermission.ReadUsers },
];

/** The sections an operator of this role may open. */
export function sectionsFor(role: OperatorRole): OpsSection[] {
  return OPS_SECTIONS.filter((section) => operatorMay(role, section.permission));
}
