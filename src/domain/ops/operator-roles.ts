/**
 * The operator console's roles and what each may do. Operators are not marketplace users: they
 * are made by `npm run operator:add`, never through a public call, and every console call checks
 * the caller's role against the permission it needs here.
 */
export const OPERATOR_ROLES = ['support', 'trust_safety', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** zh-TW names of the roles, as the console shows them. */
export const OPERATOR_ROLE_TEXT: Record<OperatorRole, string> = {
  support: '客服',
  trust_safety: '信任與安全',
  finance: '財務',
  admin: '管理員',
};

/** Things a console call does; each names the roles allowed (admin may do everything). */
export const OpsPermission = {
  /** Read the audit log. */
  ReadAudit: 'read_audit',
  /** Find users and see their records. */
  ReadUsers: 'read_users',
  /** Review certificates and identity/company verifications. */
  ReviewCertificates: 'review_certificates',
  /** Review the pros' account applications (who receives their payments, the bank account). */
  ReviewChargeApplications: 'review_charge_applications',
  /** Review the pros' shop items before they are public (approve, reject with a reason). */
  ReviewShopItems: 'review_shop_items',
  /** Handle reports: hide content, warn, suspend or ban a user. */
  ModerateUsers: 'moderate_users',
  /** Adjust a wallet with a reason, refund purchases. */
  AdjustWallets: 'adjust_wallets',
  /** End a user's sessions, clear their login/code throttles, resend their verification. */
  ManageUsers: 'manage_users',
  /** Read the contact page's messages, answer them by e-mail and set their status. */
  AnswerContact: 'answer_contact',
  /** See the dashboard's figures and the background jobs' health. */
  ReadDashboard: 'read_dashboard',
  /** Read the daily reconciliation and the money totals (and download them). */
  ReadFinance: 'read_finance',
  /** Edit the free-credit events and the referral rewards the marketplace offers. */
  EditContent: 'edit_content',
  /** Edit categories and their question forms. */
  EditCatalogue: 'edit_catalogue',
  /** Approve the daily payout batches, export their bank transfer file and import the bank's results. */
  ApprovePayouts: 'approve_payouts',
  /** Decide safety-payment refund disputes: give the money back or keep it held. */
  DecideDisputes: 'decide_disputes',
  /** See the pros' business loan applications (their revenue shared with consent) and record the partner bank's answers. */
  RecordBusinessLoans: 'record_business_loans',
} as const;
export type OpsPermissionId = (typeof OpsPermission)[keyof typeof OpsPermission];

const ALLOWED: Record<OpsPermissionId, readonly OperatorRole[]> = {
  read_audit: ['support', 'trust_safety', 'finance'],
  read_users: ['support', 'trust_safety', 'finance'],
  review_certificates: ['trust_safety'],
  review_charge_applications: ['trust_safety', 'finance'],
  review_shop_items: ['trust_safety'],
  moderate_users: ['trust_safety'],
  adjust_wallets: ['finance'],
  manage_users: ['support', 'trust_safety'],
  answer_contact: ['support', 'trust_safety'],
  read_dashboard: ['support', 'trust_safety', 'finance'],
  read_finance: ['finance'],
  edit_content: ['support'],
  edit_catalogue: ['support'],
  approve_payouts: ['finance'],
  decide_disputes: ['trust_safety', 'finance'],
  record_business_loans: ['finance'],
};

/** Whether an operator of `role` may do `permission`. */
export function operatorMay(role: OperatorRole, permission: OpsPermissionId): boolean {
  return role === 'admin' || ALLOWED[permission].includes(role);
}

/** Hours a console session lasts from its login (sessions are short and never renewed). */
export const OPS_SESSION_HOURS = 8;
/** The console's own session cookie (never the marketplace's `session_token`). */
export const OPS_SESSION_COOKIE = 'ops_session';
/** Recovery codes made for a new operator, each usable once instead of a TOTP code. */
export const OPS_RECOVERY_CODE_COUNT = 10;
/** Audit entries per page of the audit log. */
export const OPS_AUDIT_PAGE_SIZE = 50;
