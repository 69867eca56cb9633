import { z } from 'zod';
import { pagedShape } from '../http/refs';
import {
  BUSINESS_LOAN_DECISION_NOTE_MAX,
  BUSINESS_LOAN_DECISIONS,
  BUSINESS_LOAN_PARTNER_REFERENCE_MAX,
  BUSINESS_LOAN_PURPOSES,
  BUSINESS_LOAN_STATUSES,
  type BusinessLoanStatusValue,
} from './business-loan';

/** The answers of the business loan calls (the pro's and the console's), shared by the server and the web. */

/** One month of the revenue summary: `YYYY-MM` (Taipei), NT$ released to the pro that month (after the platform fee), and how many releases. */
export const revenueMonthSchema = z.object({ month: z.string(), amount: z.number().int(), releases: z.number().int() });
/** What is shared with the partner bank: the last 12 months of released safety payments, oldest month first. */
export const revenueSummarySchema = z.object({
  months: z.array(revenueMonthSchema),
  total: z.number().int(),
  releases: z.number().int(),
  currency: z.literal('TWD'),
  /** When it was computed (the snapshot of an application: when it was sent). */
  computed_at: z.string(),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

const statusSchema = z.number().int().refine((n) => BUSINESS_LOAN_STATUSES.includes(n as BusinessLoanStatusValue)) as unknown as z.ZodType<BusinessLoanStatusValue>;

export const businessLoanSchema = z.object({
  business_loan_id: z.number().int(),
  amount: z.number().int(),
  term_months: z.number().int(),
  purpose: z.enum(BUSINESS_LOAN_PURPOSES),
  purpose_note: z.string().nullable(),
  status: statusSchema,
  /** When the pro agreed to share the revenue summary (always set: nothing is sent without it). */
  consent_at: z.string(),
  revenue_summary: revenueSummarySchema,
  partner_reference: z.string().nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type BusinessLoan = z.infer<typeof businessLoanSchema>;

/** GET /new/v1/business_loans/summary.json: what would be shared if the pro applied now. */
export const businessLoanSummaryShape = { revenue_summary: revenueSummarySchema };
/** GET /new/v1/business_loans/index.json: the pro's applications, newest first. */
export const businessLoansIndexShape = { business_loans: z.array(businessLoanSchema) };
/** POST /new/v1/business_loans/add.json and withdraw/{id}.json */
export const businessLoanAnswerShape = { business_loan: businessLoanSchema };

const ownerSchema = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });
export const opsBusinessLoanSchema = businessLoanSchema.extend({ user: ownerSchema });
export type OpsBusinessLoan = z.infer<typeof opsBusinessLoanSchema>;
/** GET /ops/business_loans/index/page:{n}.json */
export const opsBusinessLoansPageShape = pagedShape('business_loans', opsBusinessLoanSchema);
/** GET /ops/business_loans/view/{id}.json and POST decide/{id}.json */
export const opsBusinessLoanShape = { business_loan: opsBusinessLoanSchema };

/** The console list's filter: one status, or every application (the default: the open ones first). */
export const opsBusinessLoansFilterSchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((n) => BUSINESS_LOAN_STATUSES.includes(n as BusinessLoanStatusValue), { message: '狀態應為 1 到 5 之間的整數' })
    .optional(),
});

/** POST /ops/business_loans/decide/{id}.json: forwarded to the partner, or the partner's answer. */
export const businessLoanDecisionSchema = z
  .object({
    decision: z.enum(BUSINESS_LOAN_DECISIONS, { message: 'decision：請選擇 sent_to_partner（已送交銀行）、approved（銀行核准）或 declined（銀行未核准）' }),
    partner_reference: z
      .string()
      .trim()
      .max(BUSINESS_LOAN_PARTNER_REFERENCE_MAX, { message: `partner_reference：銀行案件編號最多 ${BUSINESS_LOAN_PARTNER_REFERENCE_MAX} 字` })
      .optional(),
    note: z.string().trim().max(BUSINESS_LOAN_DECISION_NOTE_MAX, { message: `note：說明最多 ${BUSINESS_LOAN_DECISION_NOTE_MAX} 字` }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'sent_to_partner' && !body.partner_reference) {
      ctx.addIssue({ code: 'custom', path: ['partner_reference'], message: 'partner_reference：記錄銀行的答覆時，請填寫銀行的案件編號' });
    }
  });
export type BusinessLoanDecisionBody = z.infer<typeof businessLoanDecisionSchema>;
