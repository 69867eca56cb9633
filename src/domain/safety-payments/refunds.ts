import { z } from 'zod';
import { isKnownBankCode } from '../payments/bank-codes';

/**
 * Refunds of safety payments: what the consumer asks (apply_refund), the bank account a CVS/ATM
 * payment is given back to (edit_refund_info), the pro's refusal (decline_refund) and the
 * operator's decision on a dispute. Error messages are zh-TW and name the field.
 */

/** Taiwan bank codes (金融機構代號): the same list a charge application chooses from. */
export { bankName, isKnownBankCode } from '../payments/bank-codes';

/** The encryption context of the transfer account number (`third_party_payments.refund_bank_account_encrypted`). */
export const REFUND_BANK_ACCOUNT_CONTEXT = 'third_party_payments.refund_bank_account_encrypted';

export const REFUND_REASON_MAX = 500;
export const REFUND_DECISION_REASON_MAX = 500;

const reason = (label: string, max: number) =>
  z
    .string({ error: `請填寫${label}` })
    .trim()
    .min(2, `${label}至少 2 個字`)
    .max(max, `${label}最多 ${max} 個字`);

/** POST change_status/apply_refund/{pid}.json: all still held (no amount) or part of it, or one milestone. */
export const applyRefundSchema = z.object({
  amount: z
    .number({ error: '退款金額必須是整數' })
    .int('退款金額必須是整數')
    .positive('退款金額必須大於 0'),
  reason: reason('退款原因', REFUND_REASON_MAX),
  milestone_id: z.number({ error: '分期必須是數字' }).int('分期必須是數字').positive('分期必須是數字').optional(),
});
export type ApplyRefundInput = z.infer<typeof applyRefundSchema>;

/** POST change_status/edit_refund_info/{pid}.json: where a CVS/ATM payment's refund is transferred. */
export const refundBankSchema = z.object({
  bank_code: z
    .string({ error: '請填寫銀行代碼' })
    .trim()
    .regex(/^\d{3}$/, '銀行代碼必須是 3 位數字')
    .refine(isKnownBankCode, '銀行代碼不正確'),
  bank_branch: z
    .string({ error: '請填寫分行代碼' })
    .trim()
    .regex(/^\d{4}$/, '分行代碼必須是 4 位數字'),
  bank_account: z
    .string({ error: '請填寫帳號' })
    .trim()
    .regex(/^\d{6,16}$/, '帳號必須是 6 到 16 位數字'),
  holder_name: z.string({ error: '請填寫戶名' }).trim().min(1, '請填寫戶名').max(50, '戶名最多 50 個字'),
});
export type RefundBankInput = z.infer<typeof refundBankSchema>;

/** apply_refund's body: the request, and for a CVS/ATM payment the transfer account too (required then). */
export const applyRefundBodySchema = applyRefundSchema.extend(refundBankSchema.partial().shape);
export type ApplyRefundBody = z.infer<typeof applyRefundBodySchema>;

/** The pro's refusal (decline_refund) and an operator's decision (grant/deny): a reason. */
export const refundDecisionSchema = z.object({ reason: reason('理由', REFUND_DECISION_REASON_MAX) });
export type RefundDecisionInput = z.infer<typeof refundDecisionSchema>;

/**
 * An operator's grant: the reason, and the NT$ given back (whole TWD, 1 up to the requested
 * amount; absent: all that was requested). The upper bound is the payment's, checked by the server.
 */
export const grantDecisionSchema = refundDecisionSchema.extend({
  amount: z
    .number({ error: '核准退款金額必須是整數' })
    .int('核准退款金額必須是整數')
    .positive('核准退款金額必須大於 0')
    .optional(),
});
export type GrantDecisionInput = z.infer<typeof grantDecisionSchema>;

/** The grant's amount over the request (400 naming `amount`). */
export const grantTooMuchText = (requested: number) => `核准退款金額不能超過申請的 NT$${requested.toLocaleString('en-US')}`;

/** A transfer account as answers show it: the last 4 digits only (`********1234`). */
export function maskBankAccount(account: string | null): string | null {
  if (!account) return null;
  return `${'*'.repeat(Math.max(account.length - 4, 0))}${account.slice(-4)}`;
}

/** The refund request of a payment as the parties and the console see it. */
export const safetyPaymentRefundSchema = z.object({
  amount: z.number().int(),
  reason: z.string(),
  milestone_id: z.number().int().nullable(),
  requested_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  decision: z.enum(['granted', 'denied']).nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** What the operator's grant gave back (the requested amount or less); null until granted. */
  granted_amount: z.number().int().nullable(),
  /** Whether the refund is given back by bank transfer (CVS/ATM): the account is then needed. */
  needs_bank_account: z.boolean(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_branch: z.string().nullable(),
  bank_account: z.string().nullable(),
  holder_name: z.string().nullable(),
});
export type SafetyPaymentRefund = z.infer<typeof safetyPaymentRefundSchema>;

export const REFUND_MESSAGES = {
  bankNeeded: '超商代碼或 ATM 付款的退款以匯款退回，請先填寫退款帳戶。',
  bankNotNeeded: '信用卡付款的退款會退回原卡，不需要填寫帳戶。',
  milestoneNotFound: '找不到這一期款項。',
  milestoneNotOpen: '這一期款項已撥款或已退款。',
  milestoneAmount: '退款金額須等於這一期的金額。',
  milestonePartGrant: '分期款項的退款只能全額核准或駁回。',
  gatewayFailed: '刷卡退款沒有成功，款項沒有變動，請稍後再試。',
  noCardReference: '找不到這筆刷卡付款的交易紀錄，無法刷卡退款。',
} as const;

/** The reasons an operator picks from when deciding a dispute, then edits (the console's reason dialog). */
export const DISPUTE_REASON_TEMPLATES = {
  grant: [
    { id: 'not_done', text: '專家未能提出已完成工作的證明，依消費者的申請退款。' },
    { id: 'partly_done', text: '雙方訊息顯示工作只完成一部分，退還未完成部分的款項。' },
    { id: 'quality', text: '消費者提出的證據顯示施工品質未達約定，依申請退款。' },
  ],
  deny: [
    { id: 'done', text: '專家已提出完工證明，款項維持保管，依約定撥款。' },
    { id: 'no_evidence', text: '消費者未提出足以支持退款的證據，款項維持保管。' },
    { id: 'agreed', text: '雙方訊息顯示消費者已同意施工結果，款項維持保管。' },
  ],
} as const;

/** The console's list and view of refund disputes. */
export const opsDisputeSchema = z.object({
  id: z.number().int(),
  pid: z.string(),
  state: z.string(),
  state_text: z.string(),
  amount: z.number().int(),
  released_amount: z.number().int(),
  refunded_amount: z.number().int(),
  pay_type: z.string().nullable(),
  /** Null for a shop order's payment. */
  quote_bid_id: z.number().int().nullable(),
  /** The shop order the payment pays for (its messages are the order's), or null for a bid's payment. */
  nshop_order_id: z.number().int().nullable(),
  pro: z.object({ id: z.number().int(), full_name: z.string() }),
  consumer: z.object({ id: z.number().int(), full_name: z.string() }),
  refund: safetyPaymentRefundSchema,
});
export type OpsDispute = z.infer<typeof opsDisputeSchema>;

export const opsDisputeMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['pro', 'consumer']),
  body: z.string(),
  attachments: z.array(z.object({ url: z.string(), name: z.string(), type: z.string(), size: z.number() })),
  created: z.string(),
});

export const opsDisputesPageShape = {
  refund_disputes: z.array(opsDisputeSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
};
export const opsDisputeViewShape = {
  refund_dispute: opsDisputeSchema.extend({ messages: z.array(opsDisputeMessageSchema) }),
  reason_templates: z.object({
    grant: z.array(z.object({ id: z.string(), text: z.string() })),
    deny: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
};
