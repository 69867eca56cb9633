import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataCipherOf } from '../../lib/data-encryption';
import { CERTIFICATE_FILES_PATH } from './certificates.mappers';
import { findDocument, isOperator } from './certificates.repository';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' } as const;
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

/**
 * Serves a certificate document to its owner or an operator, by the session (cookie or
 * header); everyone else, guests included, gets 404. Outside the API prefix so a plain link
 * opens it. Never cached by shared caches, never run as a page.
 */
export async function certificateFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get(`${CERTIFICATE_FILES_PATH}/:id`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const session = await request.loadSession();
    const id = parsed.success ? Number(parsed.data.id) : 0;
    const doc =
      session && id > 0 && id <= 2_147_483_647 ? await findDocument(app.db, dataCipherOf(app.config), id, session.userId, await isOperator(app.db, session.userId)) : undefined;
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
