import type { LimitRule } from '../users/auth-limits';

/**
 * Abuse limits and zh-TW texts of the operator console's login. Tighter than the marketplace's:
 * there are few operators, and each can do much.
 */

/** Failed console logins for one e-mail address (known or not), from anywhere. */
export const OPS_LOGIN_FAILURES_PER_EMAIL: LimitRule = { scope: 'ops-login-email', limit: 5, windowSeconds: 15 * 60 };
/** Failed console logins from one IP address, for any e-mail. */
export const OPS_LOGIN_FAILURES_PER_IP: LimitRule = { scope: 'ops-login-ip', limit: 20, windowSeconds: 15 * 60 };

/** One answer for a wrong e-mail, password or code, so a guess learns nothing about which part was right. */
export const OPS_LOGIN_FAILED_MESSAGE = '電子郵件、密碼或驗證碼錯誤，請再試一次。';

/** A negative adjustment larger than the balance is refused, naming the balance. */
export function adjustmentBelowZeroMessage(balance: number, amount: number): string {
  const twd = (n: number) => `NT$${n.toLocaleString('en-US')}`;
  return `目前餘額為 ${twd(balance)}，無法扣除 ${twd(Math.abs(amount))}，調整後餘額不可小於 0。`;
}

/** The audit log's action names (what an operator did). */
export const OpsAction = {
  Login: 'login',
  LoginFailed: 'login_failed',
  Logout: 'logout',
  WalletAdjustment: 'wallet_adjustment',
  QueueAssign: 'queue_assign',
  QueueRelease: 'queue_release',
  CertificateView: 'certificate_view',
  CertificateDocumentView: 'certificate_document_view',
  CertificateApprove: 'certificate_approve',
  CertificateReject: 'certificate_reject',
  ChargeApplicationView: 'charge_application_view',
  ChargeApplicationDocumentView: 'charge_application_document_view',
  ChargeApplicationApprove: 'charge_application_approve',
  ChargeApplicationReject: 'charge_application_reject',
  ShopItemApprove: 'shop_item_approve',
  ShopItemReject: 'shop_item_reject',
  ServiceReportDismiss: 'service_report_dismiss',
  ServiceHide: 'service_hide',
  ServiceUnhide: 'service_unhide',
  UserSearch: 'user_search',
  UserView: 'user_view',
  LoginRiskList: 'login_risk_list',
  UserViewRequests: 'user_view_requests',
  UserViewBids: 'user_view_bids',
  UserViewServices: 'user_view_services',
  UserViewPayments: 'user_view_payments',
  UserViewLedger: 'user_view_ledger',
  UserViewSessions: 'user_view_sessions',
  UserViewThrottles: 'user_view_throttles',
  UserViewBlocks: 'user_view_blocks',
  UserViewMessages: 'user_view_messages',
  UserEndSession: 'user_end_session',
  UserEndSessions: 'user_end_sessions',
  UserClearThrottles: 'user_clear_throttles',
  UserResendVerification: 'user_resend_verification',
  ContactReply: 'contact_reply',
  ContactStatus: 'contact_status',
  ContactAttachmentView: 'contact_attachment_view',
  UserWarn: 'user_warn',
  UserSuspend: 'user_suspend',
  UserBan: 'user_ban',
  UserReinstate: 'user_reinstate',
  MessageHide: 'message_hide',
  MessageUnhide: 'message_unhide',
  RequestHide: 'quote_request_hide',
  RequestUnhide: 'quote_request_unhide',
  ReportResolve: 'report_resolve',
  PurchaseRefund: 'purchase_refund',
  FinanceExport: 'finance_export',
  FreeCreditEventEdit: 'free_credit_event_edit',
  ReferralSettingsEdit: 'referral_settings_edit',
  CategoryEdit: 'catalogue_category_edit',
  QuestionAdd: 'catalogue_question_add',
  QuestionEdit: 'catalogue_question_edit',
  QuestionReorder: 'catalogue_question_reorder',
  QuestionDeactivate: 'catalogue_question_deactivate',
  QuestionActivate: 'catalogue_question_activate',
  GenreAdd: 'catalogue_genre_add',
  GenreEdit: 'catalogue_genre_edit',
  GenreReorder: 'catalogue_genre_reorder',
  GenreDeactivate: 'catalogue_genre_deactivate',
  GenreActivate: 'catalogue_genre_activate',
  GenreDelete: 'catalogue_genre_delete',
  CityEdit: 'catalogue_city_edit',
  CityDeactivate: 'catalogue_city_deactivate',
  CityActivate: 'catalogue_city_activate',
  DistrictAdd: 'catalogue_district_add',
  DistrictEdit: 'catalogue_district_edit',
  DistrictDeactivate: 'catalogue_district_deactivate',
  DistrictActivate: 'catalogue_district_activate',
  ContentAdd: 'content_page_add',
  ContentDraftSave: 'content_page_draft_save',
  ContentPublish: 'content_page_publish',
  ContentUnpublish: 'content_page_unpublish',
  ContentCoverUpload: 'content_cover_upload',
  PayoutBatchView: 'payout_batch_view',
  PayoutBatchApprove: 'payout_batch_approve',
  PayoutBatchExport: 'payout_batch_export',
  PayoutBatchImport: 'payout_batch_import',
  RefundDisputeGrant: 'refund_dispute_grant',
  RefundDisputeDeny: 'refund_dispute_deny',
  BusinessLoanView: 'business_loan_view',
  BusinessLoanDecide: 'business_loan_decide',
  EinvoiceRetry: 'einvoice_retry',
} as const;
export type OpsActionName = (typeof OpsAction)[keyof typeof OpsAction];
