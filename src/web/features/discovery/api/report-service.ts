import type { z } from 'zod';
import type { ServiceReportInput, serviceReportSentShape } from '../../../../domain/service-reports/service-report.schema';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

type Sent = Answer<typeof serviceReportSentShape>;

/** POST the report of a pro's profile; answers the report's number in the support inbox. */
export async function reportService(api: ApiClient, serviceId: number, body: ServiceReportInput): Promise<z.infer<z.ZodObject<typeof serviceReportSentShape>>> {
  const { id } = await api.request<Sent>(`/new/v1/services/report/${serviceId}.json`, { method: 'POST', body, quiet: true });
  return { id };
}
