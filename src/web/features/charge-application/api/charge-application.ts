import type { chargeApplicationAnswerShape, chargeApplicationsIndexShape } from '../../../../domain/charge-applications/charge-applications.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

export type { ChargeApplication } from '../../../../domain/charge-applications/charge-applications.contract';

const BASE = '/new/v1/charge_applications';

export const loadChargeApplication = (api: ApiClient) => api.request<Answer<typeof chargeApplicationsIndexShape>>(`${BASE}/index.json`, { quiet: true });

/** The application's fields and documents as multipart (the first one, or a rejected one sent again). */
export function submitChargeApplication(api: ApiClient, fields: Record<string, string>, files: readonly File[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('documents', file, file.name);
  return api.request<Answer<typeof chargeApplicationAnswerShape>>(`${BASE}/add.json`, { method: 'POST', body, quiet: true });
}
