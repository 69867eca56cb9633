import type { Kysely } from 'kysely';
import { CertificateStatus, canReview } from '../../../domain/certificates/certificate-status';
import type { OpsCertificatesFilter } from '../../../domain/certificates/certificates.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QueueId } from '../../../domain/ops/queues';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { holderOf, toQueueAssignment } from './queue-assignments.repository';
import { reviewQueueQuery, toReviewQueuePage } from './review-queue-page';
import { certificatesRepository as repo, ownerResponse, toCertificateResponse } from '../certificates';

type Db = Kysely<Database>;

/** The audit log's target type of a certificate. */
export const CERTIFICATE_TARGET = 'service_certificate';

const notFound = () => AppError.notFound('找不到這張證照。');

/** A page of the console's certificate queue (numbers masked), with owners and who has taken each. */
export async function reviewPage(db: Db, cipher: DataCipher, caller: OpsCaller, filter: OpsCertificatesFilter, page: number) {
  const query = reviewQueueQuery(caller, filter, page);
  const list = await repo.listForReview(db, cipher, query.filter, query.limit, query.offset);
  const documents = await repo.documentsOf(
    db,
    list.rows.map((r) => r.id),
  );
  return toReviewQueuePage('service_certificates', page, list, (row) => toCertificateResponse(row, documents));
}

/** One certificate with its numbers whole: the one place they are shown. */
async function wholeView(db: Db, cipher: DataCipher, id: number) {
  const row = await repo.findById(db, cipher, id);
  if (!row) throw notFound();
  const [documents, owner, holder] = await Promise.all([repo.documentsOf(db, [id]), repo.ownerOf(db, row.user_id), holderOf(db, QueueId.Certificates, id)]);
  return {
    service_certificate: { ...toCertificateResponse(row, documents, 'reviewer'), user: owner ? ownerResponse(owner) : null, assignment: toQueueAssignment(holder) },
  };
}

/** An operator opens a certificate: the numbers are shown whole, so every view is audited (in the transaction that reads it). */
export async function reviewView(db: Db, cipher: DataCipher, caller: OpsCaller, id: number) {
  return db.transaction().execute(async (trx) => {
    const answer = await wholeView(trx, cipher, id);
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.CertificateView,
      targetType: CERTIFICATE_TARGET,
      targetId: id,
      after: { status: answer.service_certificate.status, type: answer.service_certificate.type, user_id: answer.service_certificate.user?.id ?? null },
    });
    return answer;
  });
}

/**
 * Approves or rejects a pending certificate, with its audit entry (status before and after, the
 * reason) in the same transaction; an approved identity or company certificate marks the pro's
 * services verified. Anything but pending (decided, withdrawn, or decided by another operator a
 * moment ago: the row is locked first) is 409 and stays as it is. The pro sees the decision and
 * the reason in their certificates and user state.
 */
export async function reviewDecide(db: Db, cipher: DataCipher, caller: OpsCaller, id: number, decision: { approve: true } | { approve: false; reason: string }) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockStatus(trx, id);
    if (!row) throw notFound();
    if (!canReview(row.status)) {
      throw new AppError(
        'conflict',
        ErrorText.ActionNotAllowed,
        row.status === CertificateStatus.Withdrawn ? '這張證照已被專家撤回，無法審核。' : '這張證照不是待審核狀態，無法再次審核。',
      );
    }
    const status = decision.approve ? CertificateStatus.Approved : CertificateStatus.Rejected;
    const reason = decision.approve ? null : decision.reason;
    await repo.review(trx, id, { status, reason, operatorId: caller.operator.id });
    if (decision.approve) await repo.refreshVerified(trx, row.user_id);
    await recordAudit(trx, {
      by: caller,
      action: decision.approve ? OpsAction.CertificateApprove : OpsAction.CertificateReject,
      targetType: CERTIFICATE_TARGET,
      targetId: id,
      before: { status: row.status, reject_reason: row.reject_reason },
      after: { status, reject_reason: reason },
      reason,
    });
    return wholeView(trx, cipher, id);
  });
}

/** A certificate's status for the queue framework (undefined: no such certificate). */
export function certificateReviewState(db: Db, id: number) {
  return db.selectFrom('service_certificates').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

export const countPendingCertificates = repo.countPending;
