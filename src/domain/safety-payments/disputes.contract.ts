import { z } from 'zod';
import { queueAssignmentSchema } from '../ops/queues.contract';
import { ESCROW_ACCOUNT_KINDS, ESCROW_TRANSACTION_KINDS } from './escrow';
import { opsDisputeMessageSchema, opsDisputeSchema } from './refunds';

/**
 * The console's refund dispute calls (/api/ops/refund_disputes/...) as the disputes queue answers
 * them: each dispute with who has taken it, and one dispute with its payment's escrow ledger lines.
 */

/** zh-TW names of the escrow accounts, as a dispute's ledger lines show them. */
export const ESCROW_ACCOUNT_TEXT: Record<(typeof ESCROW_ACCOUNT_KINDS)[number], string> = {
  trust_cash: '信託專戶現金',
  trust_liability: '信託保管（消費者）',
  pro_payable: '應付專家',
  platform_fee: '平台服務費',
  refund_payable: '應退消費者（匯款）',
  partner_receivable: '應收合作夥伴（折扣補貼）',
};

/** One entry of a payment's escrow ledger: a debit is positive, a credit negative. */
export const disputeLedgerLineSchema = z.object({
  /** The entry's id (bigint, as text). */
  id: z.string(),
  transaction_id: z.string(),
  kind: z.enum(ESCROW_TRANSACTION_KINDS as [string, ...string[]]),
  kind_text: z.string(),
  account: z.enum(ESCROW_ACCOUNT_KINDS as [string, ...string[]]),
  account_text: z.string(),
  amount: z.number().int(),
  created: z.string(),
});
export type DisputeLedgerLine = z.infer<typeof disputeLedgerLineSchema>;

export const opsDisputeItemSchema = opsDisputeSchema.extend({ assignment: queueAssignmentSchema.nullable() });
export type OpsDisputeItem = z.infer<typeof opsDisputeItemSchema>;

export const opsDisputesQueuePageShape = {
  refund_disputes: z.array(opsDisputeItemSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
};

export const opsDisputeQueueViewShape = {
  refund_dispute: opsDisputeItemSchema.extend({ messages: z.array(opsDisputeMessageSchema), ledger: z.array(disputeLedgerLineSchema) }),
  reason_templates: z.object({
    grant: z.array(z.object({ id: z.string(), text: z.string() })),
    deny: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
};
export type OpsDisputeView = { [K in keyof typeof opsDisputeQueueViewShape]: z.infer<(typeof opsDisputeQueueViewShape)[K]> };
