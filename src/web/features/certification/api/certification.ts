import type { certificateAnswerShape, certificatesListShape } from '../../../../domain/certificates/certificates.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

export type { Certificate, CertificateDocument, IdStatus } from '../../../../domain/certificates/certificates.contract';

const BASE = '/new/v1/cert_certificates';

export const listCertificates = (api: ApiClient) =>
  api.request<Answer<typeof certificatesListShape>>(`${BASE}/index.json`, { quiet: true });

export const viewCertificate = (api: ApiClient, id: number) => api.request<Answer<typeof certificateAnswerShape>>(`${BASE}/view/${id}.json`, { quiet: true });

/** Add (no id) or edit: the fields and new files as multipart; `removeIds` drops stored documents. */
export function saveCertificate(api: ApiClient, id: number | null, fields: Record<string, string>, files: readonly File[], removeIds: readonly number[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('documents', file, file.name);
  for (const removed of removeIds) body.append('remove_document_ids', String(removed));
  const path = id === null ? `${BASE}/add.json` : `${BASE}/edit/${id}.json`;
  return api.request<Answer<typeof certificateAnswerShape>>(path, { method: 'POST', body, quiet: true });
}

export const withdrawCertificate = (api: ApiClient, id: number) =>
  api.request<Answer<typeof certificateAnswerShape>>(`${BASE}/withdraw/${id}.json`, { method: 'POST', quiet: true });
