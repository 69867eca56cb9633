import type { Certificate, CertificateDocument, IdStatus } from '../../../domain/certificates/certificates.contract';
import { maskRealId } from '../../../domain/certificates/certificate.schema';
import { maskBusinessNumber } from '../../../domain/invoices/business-number';
import { CertificateStatus, idVerificationStatusOf } from '../../../domain/certificates/certificate-status';
import { fullName } from '../../../domain/users/full-name';
import { toUtcString } from '../../../domain/time';
import type { CertificateRow, DocumentMeta } from './certificates.repository';

/** Where a certificate document is served (outside the API prefix, so a link opens it with the session cookie). */
export const CERTIFICATE_FILES_PATH = '/certificate-files';

export function toDocumentResponse(doc: DocumentMeta): CertificateDocument {
  return { id: doc.id, name: doc.name, type: doc.type, size: doc.size, url: `${CERTIFICATE_FILES_PATH}/${doc.id}`, created: toUtcString(doc.created) };
}

/**
 * Who is looking: an operator reviewing one certificate sees the numbers whole; the owner and
 * the operators' lists see them masked (`A12****789`, `04****57`).
 */
export type CertificateAudience = 'masked' | 'reviewer';

export function toCertificateResponse(row: CertificateRow, documents: readonly DocumentMeta[], audience: CertificateAudience = 'masked'): Certificate {
  const whole = audience === 'reviewer';
  return {
    service_certificate_id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    reference_identity: row.reference_identity,
    unified_number: whole ? row.unified_number : maskBusinessNumber(row.unified_number),
    card_type: row.card_type,
    real_id: whole ? row.real_id : maskRealId(row.real_id),
    reject_reason: row.reject_reason,
    reviewed_at: row.reviewed_at ? toUtcString(row.reviewed_at) : null,
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
    documents: documents.filter((d) => d.service_certificate_id === row.id).map(toDocumentResponse),
  };
}

export function toIdStatus(identity: { id: number; status: CertificateRow['status']; card_type: CertificateRow['card_type'] } | undefined): IdStatus {
  const status = idVerificationStatusOf(identity?.status);
  return { status, is_verified: identity?.status === CertificateStatus.Approved ? 1 : 0, card_type: identity?.card_type ?? null, service_certificate_id: identity?.id ?? null };
}

/** One entry of the user state's `qualificationStatusList`. */
export interface QualificationStatus {
  service_certificate_id: number;
  name: string;
  type: CertificateRow['type'];
  status: CertificateRow['status'];
}

export function ownerResponse(owner: { id: number; username: string; first_name: string; last_name: string }) {
  return { id: owner.id, username: owner.username, full_name: fullName(owner) };
}
