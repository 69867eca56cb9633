import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHARGE_APPLICATION_FILES_PATH } from '../../../domain/charge-applications/charge-applications.contract';
import { OPS_SESSION_COOKIE, OpsPermission } from '../../../domain/ops/operator-roles';
import { dataCipherOf } from '../../lib/data-encryption';
import { privateFileAsciiName, sendPrivateFile, sendPrivateFileMissing } from '../../lib/uploads/attachments';
import { chargeApplicationsRepository } from '../charge-applications';
import type { OpsCaller } from './ops-caller';
import { chargeReviewDocument } from './ops-charge-applications.service';
import { requireOperator } from './ops-session';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

/** The console operator of the request when their role reviews charge applications; anyone else is nobody here. */
async function reviewerOf(request: FastifyRequest): Promise<OpsCaller | undefined> {
  if (!request.cookies[OPS_SESSION_COOKIE]) return undefined;
  try {
    return await requireOperator(request, OpsPermission.ReviewChargeApplications);
  } catch {
    return undefined;
  }
}

/**
 * Serves a charge application document to an operator who reviews applications (by the
 * `ops_session` cookie; each read audited in the same transaction) or to its owner (by the
 * marketplace session); everyone else, guests included, gets 404. Outside the API prefix so a
 * plain link opens it. Never cached by shared caches, never run as a page.
 */
export async function chargeApplicationFilesPlugin(app: FastifyInstance): Promise<void> {
  const cipher = dataCipherOf(app.config);
  const open = async (request: FastifyRequest, id: number) => {
    const reviewer = await reviewerOf(request);
    if (reviewer) return chargeReviewDocument(app.db, cipher, reviewer, id);
    const session = await request.loadSession();
    return session ? chargeApplicationsRepository.findDocument(app.db, cipher, id, session.userId) : undefined;
  };
  app.get(`${CHARGE_APPLICATION_FILES_PATH}/:id`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const id = parsed.success ? Number(parsed.data.id) : 0;
    const doc = id > 0 && id <= 2_147_483_647 ? await open(request, id) : undefined;
    if (!doc) return sendPrivateFileMissing(reply, '找不到這份文件。');
    return sendPrivateFile(reply, { file: doc, data: doc.data, asciiName: privateFileAsciiName(`document-${doc.id}`, doc.type) });
  });
}
