import { CertificateStatus, type CertificateStatusValue } from '../certificates/certificate-status';
import { CHARGE_APPLICATION_STATUS_TEXT, ChargeApplicationStatus, type ChargeApplicationStatusValue } from '../charge-applications/charge-application-status';
import { SHOP_ITEM_REVIEW_TEXT, SHOP_ITEM_REVIEWS, ShopItemReview } from '../shop/shop-item-status';
import { PAYOUT_BATCH_STATE_TEXT, PayoutBatchState } from '../safety-payments/payouts';
import { DISPUTE_REASON_TEMPLATES } from '../safety-payments/refunds';
import { SAFETY_PAYMENT_STATE_TEXT, SafetyPaymentState } from '../safety-payments/states';
import { SERVICE_REPORT_REASON_TEXT, SERVICE_REPORT_REASONS } from '../service-reports/service-report.schema';
import { OpsPermission, type OpsPermissionId } from './operator-roles';

/**
 * The console's review queues. A queue is a list of items operators decide one by one (a
 * certificate today; charge applications, shop items, refund disputes and payout batches later):
 * each is one definition here and one server module; the overview, assignment, paging and the
 * reject dialog are shared.
 */

/** Items one page of a queue shows. */
export const QUEUE_PAGE_SIZE = 20;

/** The queues' ids (also their path segment under /ops and /api/ops). */
export const QueueId = {
  Certificates: 'certificates',
  ChargeApplications: 'charge_applications',
  ShopItems: 'shop_items',
  RefundDisputes: 'refund_disputes',
  PayoutBatches: 'payout_batches',
  ServiceReports: 'service_reports',
} as const;
export type QueueIdValue = (typeof QueueId)[keyof typeof QueueId];
export const QUEUE_IDS = Object.values(QueueId) as QueueIdValue[];

/** Whose items a list shows: everyone's, the caller's, or those nobody has taken. */
export const QUEUE_ASSIGNED_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type QueueAssignedFilter = (typeof QUEUE_ASSIGNED_FILTERS)[number];
export const QUEUE_ASSIGNED_TEXT: Record<QueueAssignedFilter, string> = { all: '全部', mine: '我負責的', unassigned: '尚未指派' };

/** A reason an operator picks when rejecting, then edits before sending. */
export interface ReasonTemplate {
  id: string;
  text: string;
}

/** One choice of a filter: its value in the query string and its zh-TW text. */
export interface QueueFilterOption {
  value: string;
  text: string;
}

/** A filter a queue's list takes (beside `assigned`, which every queue takes). */
export interface QueueFilter {
  key: string;
  text: string;
  options: readonly QueueFilterOption[];
  /** The value used when the filter is absent; undefined: no filtering. */
  initial?: string;
}

export interface QueueDefinition {
  id: QueueIdValue;
  title: string;
  permission: OpsPermissionId;
  /** The item statuses with their texts; `open` are those still waiting for a decision (the count). */
  statuses: readonly { value: number | string; text: string; open: boolean }[];
  filters: readonly QueueFilter[];
  reasonTemplates: readonly ReasonTemplate[];
}

const CERTIFICATE_STATUS_TEXT: Record<CertificateStatusValue, string> = {
  [CertificateStatus.Pending]: '待審核',
  [CertificateStatus.Approved]: '已通過',
  [CertificateStatus.Rejected]: '已退件',
  [CertificateStatus.Withdrawn]: '已撤回',
};

/** Certificates, identity and company verifications a pro sends for review. */
export const CERTIFICATES_QUEUE: QueueDefinition = {
  id: QueueId.Certificates,
  title: '證照與身分驗證審核',
  permission: OpsPermission.ReviewCertificates,
  statuses: (Object.keys(CERTIFICATE_STATUS_TEXT).map(Number) as CertificateStatusValue[]).map((value) => ({
    value,
    text: CERTIFICATE_STATUS_TEXT[value],
    open: value === CertificateStatus.Pending,
  })),
  filters: [
    {
      key: 'status',
      text: '狀態',
      initial: String(CertificateStatus.Pending),
      options: Object.entries(CERTIFICATE_STATUS_TEXT).map(([value, text]) => ({ value, text })),
    },
    {
      key: 'type',
      text: '種類',
      options: [
        { value: 'license', text: '專業證照' },
        { value: 'company', text: '公司登記' },
        { value: 'identity', text: '身分驗證' },
        { value: 'other', text: '其他' },
      ],
    },
  ],
  reasonTemplates: [
    { id: 'blurry', text: '證明文件不清楚，請重新上傳清晰、完整的照片或掃描檔。' },
    { id: 'mismatch', text: '證號與證明文件上的內容不符，請確認後重新送出。' },
    { id: 'name_mismatch', text: '證明文件上的姓名或公司名稱與帳號資料不符。' },
    { id: 'expired', text: '證明文件已過期，請上傳有效期間內的證明文件。' },
    { id: 'incomplete', text: '缺少必要的證明文件（例如身分證反面），請補齊後重新送出。' },
    { id: 'not_certificate', text: '上傳的文件不是這項證照或驗證所需的證明文件。' },
  ],
};

/** Account applications: who receives a pro's payments, and into which bank account. */
export const CHARGE_APPLICATIONS_QUEUE: QueueDefinition = {
  id: QueueId.ChargeApplications,
  title: '收款帳戶申請審核',
  permission: OpsPermission.ReviewChargeApplications,
  statuses: (Object.keys(CHARGE_APPLICATION_STATUS_TEXT).map(Number) as ChargeApplicationStatusValue[]).map((value) => ({
    value,
    text: CHARGE_APPLICATION_STATUS_TEXT[value],
    open: value === ChargeApplicationStatus.Pending,
  })),
  filters: [
    {
      key: 'status',
      text: '狀態',
      initial: String(ChargeApplicationStatus.Pending),
      options: Object.entries(CHARGE_APPLICATION_STATUS_TEXT).map(([value, text]) => ({ value, text })),
    },
    {
      key: 'type',
      text: '申請身分',
      options: [
        { value: 'personal', text: '個人' },
        { value: 'company', text: '公司' },
      ],
    },
  ],
  reasonTemplates: [
    { id: 'blurry', text: '證明文件不清楚，請重新上傳清晰、完整的照片或掃描檔。' },
    { id: 'holder_mismatch', text: '存摺封面上的戶名與申請的戶名不符，請確認後重新送出。' },
    { id: 'account_mismatch', text: '存摺封面上的銀行、分行或帳號與申請內容不符，請確認後重新送出。' },
    { id: 'identity_mismatch', text: '身分證或公司登記文件上的資料與申請內容不符。' },
    { id: 'incomplete', text: '缺少必要的證明文件（身分證或公司登記，以及存摺封面），請補齊後重新送出。' },
  ],
};

/** The pros' shop items: a new or edited item is reviewed before it is public. */
export const SHOP_ITEMS_QUEUE: QueueDefinition = {
  id: QueueId.ShopItems,
  title: '商店商品審核',
  permission: OpsPermission.ReviewShopItems,
  statuses: SHOP_ITEM_REVIEWS.map((value) => ({ value, text: SHOP_ITEM_REVIEW_TEXT[value], open: value === ShopItemReview.Pending })),
  filters: [
    {
      key: 'review',
      text: '審核狀態',
      initial: String(ShopItemReview.Pending),
      options: SHOP_ITEM_REVIEWS.map((value) => ({ value: String(value), text: SHOP_ITEM_REVIEW_TEXT[value] })),
    },
  ],
  reasonTemplates: [
    { id: 'photos', text: '商品照片不清楚或與商品內容無關，請更換為實際服務的照片後重新送審。' },
    { id: 'price', text: '方案價格或內容說明不清楚，請寫明每個方案包含的服務項目與價格後重新送審。' },
    { id: 'contact', text: '商品內容含有聯絡方式（電話、LINE、網址等），請移除後重新送審。' },
    { id: 'category', text: '商品內容與所選的服務類別不符，請選擇正確的類別或修改內容後重新送審。' },
    { id: 'prohibited', text: '商品內容包含平台不允許販售的服務，無法上架。' },
  ],
};

/**
 * Safety-payment refunds the pro declined: an operator reads both sides and grants the requested
 * amount (all of the payment or part of it) or denies it. Its items are the payments.
 */
export const REFUND_DISPUTES_QUEUE: QueueDefinition = {
  id: QueueId.RefundDisputes,
  title: '退款爭議',
  permission: OpsPermission.DecideDisputes,
  statuses: [{ value: SafetyPaymentState.Disputed, text: SAFETY_PAYMENT_STATE_TEXT[SafetyPaymentState.Disputed], open: true }],
  filters: [],
  // Grant templates first, then deny; the dispute page offers those of the decision chosen.
  reasonTemplates: [...DISPUTE_REASON_TEMPLATES.grant, ...DISPUTE_REASON_TEMPLATES.deny],
};

/** The payout batch states still waiting for finance (approve, export, import the bank's result). */
export const OPEN_PAYOUT_BATCH_STATES: readonly string[] = [PayoutBatchState.Draft, PayoutBatchState.Approved, PayoutBatchState.Exported];

/** The daily payout batches: finance approves, exports the bank file and imports the bank's result. */
export const PAYOUT_BATCHES_QUEUE: QueueDefinition = {
  id: QueueId.PayoutBatches,
  title: '撥款批次',
  permission: OpsPermission.ApprovePayouts,
  statuses: Object.entries(PAYOUT_BATCH_STATE_TEXT).map(([value, text]) => ({ value, text, open: OPEN_PAYOUT_BATCH_STATES.includes(value) })),
  filters: [
    {
      key: 'state',
      text: '狀態',
      options: Object.entries(PAYOUT_BATCH_STATE_TEXT).map(([value, text]) => ({ value, text })),
    },
  ],
  reasonTemplates: [],
};

/** A service report's state: waiting, dismissed, or the service was hidden for it. */
export const SERVICE_REPORT_STATUSES = ['open', 'dismissed', 'hidden'] as const;
export type ServiceReportStatus = (typeof SERVICE_REPORT_STATUSES)[number];
export const SERVICE_REPORT_STATUS_TEXT: Record<ServiceReportStatus, string> = { open: '待處理', dismissed: '已駁回', hidden: '已隱藏服務' };

/**
 * Reports on services from the public "report this service" action: trust & safety dismisses a
 * report or hides the service (the pro is told why), and may show a hidden service again.
 */
export const SERVICE_REPORTS_QUEUE: QueueDefinition = {
  id: QueueId.ServiceReports,
  title: '服務檢舉',
  permission: OpsPermission.ModerateUsers,
  statuses: SERVICE_REPORT_STATUSES.map((value) => ({ value, text: SERVICE_REPORT_STATUS_TEXT[value], open: value === 'open' })),
  filters: [
    {
      key: 'status',
      text: '狀態',
      initial: 'open',
      options: SERVICE_REPORT_STATUSES.map((value) => ({ value, text: SERVICE_REPORT_STATUS_TEXT[value] })),
    },
    {
      key: 'reason',
      text: '檢舉原因',
      options: SERVICE_REPORT_REASONS.map((value) => ({ value, text: SERVICE_REPORT_REASON_TEXT[value] })),
    },
  ],
  // The reason the pro reads when the service is hidden (edited before sending).
  reasonTemplates: [
    { id: 'fake', text: '經查證，這項服務的店家資料不實或冒用他人名義，已暫時隱藏。請更正資料並聯絡客服申請恢復。' },
    { id: 'scam', text: '這項服務收到多位顧客檢舉可疑的收費方式，已暫時隱藏。請聯絡客服說明。' },
    { id: 'offensive', text: '這項服務的內容含有不當或冒犯的文字或圖片，已暫時隱藏。請修改後聯絡客服申請恢復。' },
    { id: 'off_platform', text: '這項服務要求顧客私下交易或在服務內容中留下聯絡方式，已暫時隱藏。請移除後聯絡客服申請恢復。' },
    { id: 'prohibited', text: '這項服務提供平台不允許的服務內容，已隱藏。' },
  ],
};

/** Every queue, in the order the overview shows them. */
export const QUEUES: readonly QueueDefinition[] = [
  CERTIFICATES_QUEUE,
  CHARGE_APPLICATIONS_QUEUE,
  SHOP_ITEMS_QUEUE,
  REFUND_DISPUTES_QUEUE,
  PAYOUT_BATCHES_QUEUE,
  SERVICE_REPORTS_QUEUE,
];

export function queueById(id: string): QueueDefinition | undefined {
  return QUEUES.find((q) => q.id === id);
}

/** The zh-TW text of a queue item's status. */
export function queueStatusText(queue: QueueDefinition, status: number | string): string {
  return queue.statuses.find((s) => s.value === status)?.text ?? String(status);
}

/** Messages of the queue calls. */
export const QueueText = {
  ItemNotFound: '找不到這筆待審項目，可能已被刪除。',
  ItemClosed: '這筆項目已經處理完成，不需要再指派。',
  HeldByOther: (name: string) => `這筆項目已由 ${name} 負責處理，請先請對方釋出。`,
} as const;
