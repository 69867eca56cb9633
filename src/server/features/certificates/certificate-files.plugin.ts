import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataCipherOf } from '../../lib/data-encryption';
import { privateFileAsciiName, sendPrivateFile, sendPrivateFileMissing } from '../../lib/uploads/attachments';
import { CERTIFICATE_FILES_PATH } from './certificates.mappers';
import { findDocument } from './certificates.repository';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

export type CertificateDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export interface CertificateFilesOptions {
  /**
   * Opens a document for someone who reviews certificates (the operator console gives this):
   * `{ doc }` when the request is a reviewer's (doc undefined when there is no such document),
   * undefined when it is not, and the owner's own access applies.
   */
  readAsReviewer?: (request: FastifyRequest, documentId: number) => Promise<{ doc: CertificateDocument | undefined } | undefined>;
}

/**
 * Serves a certificate document to its owner (by the marketplace session, cookie or header) or to
 * a reviewer (readAsReviewer); everyone else, guests included, gets 404. Outside the API prefix so
 * a plain link opens it. Never cached by shared caches, never run as a page.
 */
export async function certificateFilesPlugin(app: FastifyInstance, { readAsReviewer }: CertificateFilesOptions): Promise<void> {
  const cipher = dataCipherOf(app.config);
  const open = async (request: FastifyRequest, id: number): Promise<CertificateDocument | undefined> => {
    const reviewed = await readAsReviewer?.(request, id);
    if (reviewed) return reviewed.doc;
    const session = await request.loadSession();
    return session ? findDocument(app.db, cipher, id, session.userId, false) : undefined;
  };
  app.get(`${CERTIFICATE_FILES_PATH}/:id`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const id = parsed.success ? Number(parsed.data.id) : 0;
    const doc = id > 0 && id <= 2_147_483_647 ? await open(request, id) : undefined;
    if (!doc) return sendPrivateFileMissing(reply, '找不到這份文件。');
    return sendPrivateFile(reply, { file: doc, data: doc.data, asciiName: privateFileAsciiName(`document-${doc.id}`, doc.type) });
  });
}
