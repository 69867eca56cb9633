import type { Kysely } from 'kysely';
import { CERTIFICATE_STATUSES, CertificateStatus, type CertificateStatusValue, canReview, REVIEW_PAGE_SIZE } from '../../../domain/certificates/certificate-status';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { ownerResponse, toCertificateResponse } from './certificates.mappers';
import * as repo from './certificates.repository';

type Db = Kysely<Database>;

const notFound = () => AppError.notFound('找不到這張證照。');

/** Operators only (users.is_operator); anyone else is told there is no such page (a 403 would end their session). */
export async function requireOperator(db: Db, userId: number): Promise<void> {
  if (!(await repo.isOperator(db, userId))) throw AppError.notFound();
}

function statusOf(value: unknown): CertificateStatusValue {
  if (value === undefined || value === '') return CertificateStatus.Pending;
  const status = Number(value);
  if (!CERTIFICATE_STATUSES.includes(status as CertificateStatusValue)) {
    throw AppError.invalid([{ field: 'status', message: '狀態應為 0（待審核）、1（已通過）、2（已退件）或 3（已撤回）' }]);
  }
  return status as CertificateStatusValue;
}

/** GET /admin/certificates/index.json: a page of certificates in a status (pending by default), oldest first; numbers masked. */
export async function adminListCertificates(db: Db, cipher: DataCipher, operatorId: number, query: { status?: unknown; page?: unknown }) {
  await requireOperator(db, operatorId);
  const status = statusOf(query.status);
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const { rows, count } = await repo.listByStatus(db, cipher, status, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE);
  const documents = await repo.documentsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    service_certificates: rows.map((row) => ({
      ...toCertificateResponse(row, documents),
      user: { id: row.user_id, username: row.username, full_name: fullName(row) },
    })),
    page,
    total_pages: Math.max(1, Math.ceil(count / REVIEW_PAGE_SIZE)),
    count,
  };
}

/** The one place a number is shown whole: an operator reviewing this certificate. */
async function adminView(db: Db, cipher: DataCipher, id: number) {
  const row = await repo.findById(db, cipher, id);
  if (!row) throw notFound();
  const [documents, owner] = await Promise.all([repo.documentsOf(db, [id]), repo.ownerOf(db, row.user_id)]);
  return { service_certificate: { ...toCertificateResponse(row, documents, 'reviewer'), user: owner ? ownerResponse(owner) : null } };
}

export async function adminViewCertificate(db: Db, cipher: DataCipher, operatorId: number, id: number) {
  await requireOperator(db, operatorId);
  return adminView(db, cipher, id);
}

/**
 * Approves or rejects a pending certificate. Anything else (approved, rejected, withdrawn,
 * or decided by another operator a moment ago) is 409 and stays as it is.
 */
export async function reviewCertificate(
  db: Db,
  cipher: DataCipher,
  operatorId: number,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  await requireOperator(db, operatorId);
  const row = await repo.findById(db, cipher, id);
  if (!row) throw notFound();
  const refused = () =>
    new AppError(
      'conflict',
      ErrorText.ActionNotAllowed,
      row.status === CertificateStatus.Withdrawn ? '這張證照已被專家撤回，無法審核。' : '這張證照不是待審核狀態，無法再次審核。',
    );
  if (!canReview(row.status)) throw refused();
  const done = await db.transaction().execute(async (trx) => {
    const status = decision.approve ? CertificateStatus.Approved : CertificateStatus.Rejected;
    if (!(await repo.review(trx, id, { status, reason: decision.approve ? null : decision.reason, operatorId }))) return false;
    if (decision.approve) await repo.refreshVerified(trx, row.user_id);
    return true;
  });
  if (!done) throw refused();
  return adminView(db, cipher, id);
}
