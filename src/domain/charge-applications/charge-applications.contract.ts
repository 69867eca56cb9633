import { z } from 'zod';
import { pagedShape, zeroOne } from '../http/refs';
import { reviewDocumentSchema, reviewQueueFilterSchema, reviewQueueItemSchema, reviewViewSchema } from '../ops/review-queue.contract';
import { CHARGE_APPLICATION_STATUSES, CHARGE_APPLICATION_TYPES, ChargeApplicationStatus } from './charge-application-status';

/** The answers of the charge application calls (the pro's own and the console's review), shared by the server and the web. */

/** Where an application document is served (outside the API prefix, so a link opens it with the session or console cookie). */
export const CHARGE_APPLICATION_FILES_PATH = '/charge-application-files';

/** An application's document, served to the owner (session) and to operators reviewing applications (console cookie) only. */
export const chargeApplicationDocumentSchema = reviewDocumentSchema;

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

/** One application as the console's queue lists it: numbers masked, its owner and who has taken it. */
export const opsChargeApplicationItemSchema = reviewQueueItemSchema(chargeApplicationSchema);
export type OpsChargeApplicationItem = z.infer<typeof opsChargeApplicationItemSchema>;
/** GET /ops/charge_applications/index/page:{n}.json */
export const opsChargeApplicationsPageShape = pagedShape('charge_applications', opsChargeApplicationItemSchema);
/** An operator's view of one application (numbers whole), and the answers of approve and reject. */
export const opsChargeApplicationShape = { charge_application: reviewViewSchema(chargeApplicationSchema) };
export type OpsChargeApplication = z.infer<(typeof opsChargeApplicationShape)['charge_application']>;

/** The queue's filters: a status (pending by default), a type, and whose items. */
export const opsChargeApplicationsFilterSchema = reviewQueueFilterSchema(
  CHARGE_APPLICATION_STATUSES,
  ChargeApplicationStatus.Pending,
  '狀態應為 1（審核中）、2（已通過）或 3（已退件）',
  CHARGE_APPLICATION_TYPES,
);
export type OpsChargeApplicationsFilter = z.infer<typeof opsChargeApplicationsFilterSchema>;
