import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { SERVICE_REPORT_REASONS } from '../service-reports/service-report.schema';
import { requiredText } from '../validation/text';
import { queueAssignedSchema, queueAssignmentSchema } from './queues.contract';
import { SERVICE_REPORT_STATUSES } from './queues';

/** The console's service reports queue (GET/POST /api/ops/service_reports/...), shared by the server and the console. */

/** Longest reason an operator writes (the pro reads it when the service is hidden). */
export const SERVICE_HIDE_REASON_MAX = 500;

/** The service a report is about, as the console shows it (hidden: since when and why). */
export const opsReportedServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  user_id: z.number().int(),
  owner_name: z.string(),
  is_public: z.boolean(),
  is_archived: z.boolean(),
  hidden: z.object({ since: z.string(), reason: z.string() }).nullable(),
  /** Reports on the service still open (this one included when open). */
  open_reports: z.number().int(),
});

export const opsServiceReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(SERVICE_REPORT_REASONS),
  text: z.string(),
  status: z.enum(SERVICE_REPORT_STATUSES),
  created: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  service: opsReportedServiceSchema,
  decided: z.string().nullable(),
  decision_reason: z.string().nullable(),
  assignment: queueAssignmentSchema.nullable(),
});
export type OpsServiceReport = z.infer<typeof opsServiceReportSchema>;

/** GET /ops/service_reports/index/page:{n}.json */
export const opsServiceReportsPageShape = pagedShape('service_reports', opsServiceReportSchema);
/** GET /ops/service_reports/view/{id}.json and the answers of the actions. */
export const opsServiceReportShape = { service_report: opsServiceReportSchema };

/** The queue's filters: the report's state (open by default), its reason, whose items. */
export const opsServiceReportsFilterSchema = z.object({
  status: z.enum(SERVICE_REPORT_STATUSES, { error: '狀態應為 open、dismissed 或 hidden' }).default('open'),
  reason: z.enum(SERVICE_REPORT_REASONS, { error: '檢舉原因不正確' }).optional(),
  assigned: queueAssignedSchema,
});
export type OpsServiceReportsFilter = z.infer<typeof opsServiceReportsFilterSchema>;

/** POST /ops/service_reports/hide|unhide|dismiss/{id}.json: why (hide: the text the pro reads). */
export const serviceReportActionSchema = z.object({
  reason: requiredText('請填寫原因', SERVICE_HIDE_REASON_MAX, `原因最多 ${SERVICE_HIDE_REASON_MAX} 個字`),
});
export type ServiceReportActionBody = z.infer<typeof serviceReportActionSchema>;
