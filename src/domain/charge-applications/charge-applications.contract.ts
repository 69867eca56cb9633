import { z } from 'zod';
import { pagedShape, zeroOne } from '../http/refs';
import { queueAssignedSchema, queueAssignmentSchema } from '../ops/queues.contract';
import { CHARGE_APPLICATION_STATUSES, CHARGE_APPLICATION_TYPES, ChargeApplicationStatus, type ChargeApplicationStatusValue } from './charge-application-status';

/** The answers of the charge application calls (the pro's own and the console's review), shared by the server and the web. */

/** Where an application document is served (outside the API prefix, so a link opens it with the session or console cookie). */
export const CHARGE_APPLICATION_FILES_PATH = '/charge-application-files';

export const chargeApplicationDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['png', 'jpeg', 'gif', 'pdf']),
  size: z.number().int(),
  /** Served to the owner (session) and to operators reviewing applications (console cookie) only. */
  url: z.string(),
  created: z.string(),
});

/**
 * One application. `real_id` (personal) or `unified_number` (company) and `bank_account` are
 * masked to their last four characters, except in the view of an operator reviewing it.
 */
export const chargeApplicationSchema = z.object({
  charge_application_id: z.number().int(),
  type: z.enum(CHARGE_APPLICATION_TYPES),
  status: z.literal([1, 2, 3]),
  real_id: z.string().nullable(),
  unified_number: z.string().nullable(),
  company_name: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string().nullable(),
  bank_branch: z.string(),
  bank_account: z.string(),
  holder_name: z.string(),
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string(),
  created: z.string(),
  modified: z.string(),
  documents: z.array(chargeApplicationDocumentSchema),
});
export type ChargeApplication = z.infer<typeof chargeApplicationSchema>;

/** GET /new/v1/charge_applications/index.json: the pro's application (null before the first) and whether payments may reach them. */
export const chargeApplicationsIndexShape = { charge_application: chargeApplicationSchema.nullable(), may_receive_payments: zeroOne };
/** POST /new/v1/charge_applications/add.json */
export const chargeApplicationAnswerShape = { charge_application: chargeApplicationSchema };

const ownerSchema = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });

/** One application as the console's queue lists it: numbers masked, its owner and who has taken it. */
export const opsChargeApplicationItemSchema = chargeApplicationSchema.extend({ user: ownerSchema, assignment: queueAssignmentSchema.nullable() });
export type OpsChargeApplicationItem = z.infer<typeof opsChargeApplicationItemSchema>;
/** GET /ops/charge_applications/index/page:{n}.json */
export const opsChargeApplicationsPageShape = pagedShape('charge_applications', opsChargeApplicationItemSchema);
/** An operator's view of one application (numbers whole), and the answers of approve and reject. */
export const opsChargeApplicationShape = {
  charge_application: chargeApplicationSchema.extend({ user: ownerSchema.nullable(), assignment: queueAssignmentSchema.nullable() }),
};
export type OpsChargeApplication = z.infer<(typeof opsChargeApplicationShape)['charge_application']>;

/** The queue's filters: a status (pending by default), a type, and whose items. */
export const opsChargeApplicationsFilterSchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((n) => CHARGE_APPLICATION_STATUSES.includes(n as ChargeApplicationStatusValue), { message: '狀態應為 1（審核中）、2（已通過）或 3（已退件）' })
    .transform((n) => n as ChargeApplicationStatusValue)
    .default(ChargeApplicationStatus.Pending),
  type: z.enum(CHARGE_APPLICATION_TYPES).optional(),
  assigned: queueAssignedSchema,
});
export type OpsChargeApplicationsFilter = z.infer<typeof opsChargeApplicationsFilterSchema>;
