import { z } from 'zod';
import type { LimitRule } from '../users/auth-limits';

/** Why someone reports a pro's public profile, in the order the form lists them. */
export const SERVICE_REPORT_REASONS = ['fake', 'scam', 'offensive', 'off_platform', 'other'] as const;
export type ServiceReportReason = (typeof SERVICE_REPORT_REASONS)[number];

/** zh-TW names of the reasons, as the console's service reports queue reads them (the web has the same texts in its translations). */
export const SERVICE_REPORT_REASON_TEXT: Record<ServiceReportReason, string> = {
  fake: '假冒或不實的店家',
  scam: '詐騙或可疑的收費',
  offensive: '不當或冒犯的內容',
  off_platform: '要求私下交易或留聯絡方式',
  other: '其他',
};

export const SERVICE_REPORT_TEXT_MAX = 1000;

/** Reports one user may send in an hour: enough for honest use, too few to flood the inbox. */
export const SERVICE_REPORTS_PER_USER: LimitRule = { scope: 'service-report-user', limit: 5, windowSeconds: 60 * 60 };

/** POST /new/v1/services/report/{serviceId}.json: a reason from the list and, for "other", what is wrong. */
export const serviceReportBodySchema = z
  .object({
    reason: z.enum(SERVICE_REPORT_REASONS, { error: '請選擇檢舉原因。' }),
    text: z.string().trim().max(SERVICE_REPORT_TEXT_MAX, `說明最多 ${SERVICE_REPORT_TEXT_MAX} 個字。`).default(''),
  })
  .refine((b) => b.reason !== 'other' || b.text.length > 0, { message: '選擇「其他」時請說明原因。', path: ['text'] });
export type ServiceReportBody = z.infer<typeof serviceReportBodySchema>;
export type ServiceReportInput = z.input<typeof serviceReportBodySchema>;

/** The answer: the report's number in the support inbox. */
export const serviceReportSentShape = { id: z.number().int() };
