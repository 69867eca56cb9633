import { CertificateStatus } from '../../../domain/certificates/certificate-status';
import { CERTIFICATES_QUEUE, queueStatusText } from '../../../domain/ops/queues';
import type { OpsCertificateItem } from './api/certificates';

/** The zh-TW name of a certificate's type, as the queue's type filter names it. */
export function certificateTypeText(type: OpsCertificateItem['type']): string {
  return CERTIFICATES_QUEUE.filters.find((f) => f.key === 'type')?.options.find((o) => o.value === type)?.text ?? type;
}

export const certificateStatusText = (status: number) => queueStatusText(CERTIFICATES_QUEUE, status);

/** The number a certificate carries (ID or unified business number), as the answer gives it (masked in lists). */
export const certificateNumber = (c: Pick<OpsCertificateItem, 'real_id' | 'unified_number' | 'reference_identity'>) =>
  c.real_id ?? c.unified_number ?? c.reference_identity ?? '';

export const isPending = (c: Pick<OpsCertificateItem, 'status'>) => c.status === CertificateStatus.Pending;
