import type { z } from 'zod';
import type { opsCertificateShape, opsCertificatesPageShape } from '../../../../domain/certificates/certificates.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsCertificate, OpsCertificateItem } from '../../../../domain/certificates/certificates.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
/** One page of the certificates queue. */
export type OpsCertificatesPage = Payload<typeof opsCertificatesPageShape>;
/** One certificate, numbers whole. */
export type OpsCertificateAnswer = Payload<typeof opsCertificateShape>;

const CONSOLE = { quiet: true, guestOk: true } as const;

/** The queue's URL for a page and filters (empty ones left out). */
export function certificatesPath(filters: Readonly<Record<string, string>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') query.set(key, value);
  const search = query.toString();
  return `/ops/certificates/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getCertificatesPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) =>
  api.request<OpsCertificatesPage>(certificatesPath(filters, page), CONSOLE);

/** Opening one shows the numbers whole; the server audits every call. */
export const getCertificate = (api: ApiClient, id: number) => api.request<OpsCertificateAnswer>(`/ops/certificates/view/${id}.json`, CONSOLE);

export const approveCertificate = (api: ApiClient, id: number) =>
  api.request<OpsCertificateAnswer>(`/ops/certificates/approve/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });

export const rejectCertificate = (api: ApiClient, id: number, reason: string) =>
  api.request<OpsCertificateAnswer>(`/ops/certificates/reject/${id}.json`, { method: 'POST', body: { reason }, ...CONSOLE });
