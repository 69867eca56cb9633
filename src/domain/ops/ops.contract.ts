import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { OPERATOR_ROLES } from './operator-roles';

/** The answers of the operator console's calls under /api/ops, shared by the server and the console. */

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /ops/login.json: `email`, `password` and `code` (a 6-digit TOTP code or a recovery code). */
export const opsLoginBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  code: z.string().trim().min(1).max(20),
});
export type OpsLoginBody = z.infer<typeof opsLoginBodySchema>;

/** POST /ops/login.json and GET /ops/me.json: who is signed in to the console, and until when. */
export const opsSessionShape = { operator: operatorSchema, expires: z.string() };

/** One audit entry: what an operator did, on which record, before/after, why, when, from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: operatorSchema.pick({ id: true, email: true, full_name: true, role: true }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /ops/audit/index/page:{n}.json, newest first; filters in the query string. */
export const auditFilterSchema = z.object({
  operator_id: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80).optional(),
  target_type: z.string().trim().max(80).optional(),
  target_id: z.string().trim().max(80).optional(),
  /** Dates `YYYY-MM-DD`, Taipei days, both ends included. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export const auditPageShape = pagedShape('audit_entries', auditEntrySchema);

/** POST /ops/wallet_adjustments/add.json: whole TWD either way, never 0, with a reason. */
export const walletAdjustmentBodySchema = z.object({
  user_id: z.coerce.number().int().positive(),
  amount: z.coerce.number().int().refine((n) => n !== 0),
  reason: z.string().trim().min(2).max(500),
});
export type WalletAdjustmentBody = z.infer<typeof walletAdjustmentBodySchema>;

/** The answer of POST /ops/wallet_adjustments/add.json: the ledger entry written (type 37) and the balance after it. */
export const walletAdjustmentShape = {
  transaction_id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
};
