import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { REPORT_OUTCOMES, SANCTION_KINDS, USER_STANDINGS } from './moderation';

/** The moderation calls of the operator console (reports, standing, hidden content). */

const reasonSchema = z.string().trim().min(2).max(500);

/** POST /ops/users/{warn,ban,reinstate}/{id}.json. */
export const sanctionBodySchema = z.object({ reason: reasonSchema });
export type SanctionBody = z.infer<typeof sanctionBodySchema>;

/** POST /ops/users/suspend/{id}.json: `until` (`YYYY-MM-DD HH:mm:ss` UTC, or ISO) optional: indefinite without it. */
export const suspendBodySchema = z.object({
  reason: reasonSchema,
  until: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** POST /ops/{messages,quote_requests}/{hide,unhide}/{id}.json. */
export const hideBodySchema = z.object({ reason: reasonSchema });
export type HideBody = z.infer<typeof hideBodySchema>;

/** POST /ops/reports/resolve/{id}.json. */
export const resolveReportBodySchema = z.object({ outcome: z.enum(REPORT_OUTCOMES), reason: reasonSchema });
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

/** GET /ops/reports/index/page:{n}.json?status=open|handled (open by default). */
export const reportFilterSchema = z.object({ status: z.enum(['open', 'handled']).default('open') });
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const sanctionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SANCTION_KINDS),
  until: z.string().nullable(),
  reason: z.string(),
  operator_name: z.string(),
  created: z.string(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

/** A user's standing now, and their sanctions newest first. */
export const userStandingSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  standing: z.enum(USER_STANDINGS),
  standing_until: z.string().nullable(),
  sanctions: z.array(sanctionSchema),
});
export type UserStandingView = z.infer<typeof userStandingSchema>;
export const userStandingShape = { user: userStandingSchema };

export const quoteReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  created: z.string(),
  reporter: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  quote_request: z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    description: z.string(),
    category_name: z.string(),
    is_hidden: z.boolean(),
    report_count: z.number().int(),
  }),
  handled_at: z.string().nullable(),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
});
export type QuoteReportView = z.infer<typeof quoteReportSchema>;
export const reportPageShape = pagedShape('quote_reports', quoteReportSchema);

/** The answer of hide/unhide: whether the thing is hidden now. */
export const hiddenShape = { id: z.number().int(), is_hidden: z.boolean() };
export const resolvedShape = { quote_report: quoteReportSchema };
