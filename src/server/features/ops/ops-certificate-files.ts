import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { OPS_SESSION_COOKIE, OpsPermission } from '../../../domain/ops/operator-roles';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { type CertificateDocument, certificatesRepository } from '../certificates';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { CERTIFICATE_TARGET } from './ops-certificates.service';
import { requireOperator } from './ops-session';

/** The console operator of the request when their role reviews certificates; anyone else is nobody here. */
async function reviewerOf(request: FastifyRequest): Promise<OpsCaller | undefined> {
  if (!request.cookies[OPS_SESSION_COOKIE]) return undefined;
  try {
    return await requireOperator(request, OpsPermission.ReviewCertificates);
  } catch {
    return undefined;
  }
}

/**
 * The certificate files plugin's `readAsReviewer`: a console operator who reviews certificates
 * (by the `ops_session` cookie) opens any document, and each read is audited in the same
 * transaction; anyone else is left to the owner's own access.
 */
export function certificateDocumentsForReviewers(db: Kysely<Database>, cipher: DataCipher) {
  return async (request: FastifyRequest, documentId: number): Promise<{ doc: CertificateDocument | undefined } | undefined> => {
    const reviewer = await reviewerOf(request);
    if (!reviewer) return undefined;
    const doc = await db.transaction().execute(async (trx) => {
      const found = await certificatesRepository.findDocument(trx, cipher, documentId, 0, true);
      if (found) {
        await recordAudit(trx, {
          by: reviewer,
          action: OpsAction.CertificateDocumentView,
          targetType: CERTIFICATE_TARGET,
          targetId: found.service_certificate_id,
          after: { document_id: found.id },
        });
      }
      return found;
    });
    return { doc };
  };
}
