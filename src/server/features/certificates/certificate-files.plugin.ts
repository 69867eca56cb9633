import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { OPS_SESSION_COOKIE } from '../../../domain/ops/operator-roles';
import { dataCipherOf } from '../../lib/data-encryption';
import { recordAudit } from '../ops/audit.repository';
import type { OpsCaller } from '../ops/ops-caller';
import { requireOperator } from '../ops/ops-session';
import { CERTIFICATE_FILES_PATH } from './certificates.mappers';
import { findDocument } from './certificates.repository';
import { CERTIFICATE_TARGET } from './certificates.review.service';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' } as const;
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

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
 * Serves a certificate document to its owner (by the marketplace session, cookie or header) or to
 * a console operator who reviews certificates (the `ops_session` cookie; each such read is
 * audited); everyone else, guests included, gets 404. Outside the API prefix so a plain link
 * opens it. Never cached by shared caches, never run as a page.
 */
export async function certificateFilesPlugin(app: FastifyInstance): Promise<void> {
  const cipher = dataCipherOf(app.config);
  app.get(`${CERTIFICATE_FILES_PATH}/:id`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const id = parsed.success ? Number(parsed.data.id) : 0;
    const valid = id > 0 && id <= 2_147_483_647;
    const reviewer = valid ? await reviewerOf(request) : undefined;
    const session = valid && !reviewer ? await request.loadSession() : undefined;
    let doc: Awaited<ReturnType<typeof findDocument>>;
    if (reviewer) {
      doc = await app.db.transaction().execute(async (trx) => {
        const found = await findDocument(trx, cipher, id, 0, true);
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
    } else if (session) {
      doc = await findDocument(app.db, cipher, id, session.userId, false);
    }
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('找不到這份文件。');
    const extension = doc.type === 'jpeg' ? 'jpg' : doc.type;
    const asciiName = `document-${doc.id}.${extension}`;
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`);
    return reply.type(CONTENT_TYPES[doc.type]).send(Buffer.from(doc.data));
  });
}
