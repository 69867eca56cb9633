import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { queueAssignmentSchema } from '../ops/queues.contract';
import { PAYOUT_BATCH_STATES } from './payouts';

/** The console's payout batch calls (/api/ops/payout_batches/...): what they answer. */

const batchStateSchema = z.enum(PAYOUT_BATCH_STATES as ['draft', 'approved', 'exported', 'settled']);

export const payoutBatchSchema = z.object({
  id: z.number().int(),
  /** The Taiwan day it was made for, YYYY-MM-DD. */
  day: z.string(),
  state: batchStateSchema,
  state_text: z.string(),
  line_count: z.number().int(),
  total_amount: z.number().int(),
  paid_amount: z.number().int(),
  failed_amount: z.number().int(),
  approved_by: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  exported_at: z.string().nullable(),
  settled_at: z.string().nullable(),
  created: z.string(),
});

export const payoutLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['payout', 'refund']),
  kind_text: z.string(),
  user: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  /** A refund line's payment. */
  third_party_payment_id: z.number().int().nullable(),
  amount: z.number().int(),
  bank_code: z.string(),
  bank_branch: z.string(),
  /** All but the last 4 digits masked. */
  bank_account: z.string(),
  holder_name: z.string(),
  reference: z.string(),
  state: z.enum(['pending', 'paid', 'failed']),
  state_text: z.string(),
  bank_message: z.string(),
  settled_at: z.string().nullable(),
});

/** A batch as the payout batches queue shows it: with who has taken it. */
export const payoutBatchItemSchema = payoutBatchSchema.extend({ assignment: queueAssignmentSchema.nullable() });
export type PayoutBatchItem = z.infer<typeof payoutBatchItemSchema>;
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutBatchesPageShape = pagedShape('payout_batches', payoutBatchItemSchema);
export const payoutBatchAnswerShape = { payout_batch: payoutBatchItemSchema.extend({ lines: z.array(payoutLineSchema) }) };
export type PayoutBatchAnswer = { payout_batch: z.infer<typeof payoutBatchAnswerShape.payout_batch> };
