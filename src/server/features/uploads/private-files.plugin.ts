import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateFolder, PRIVATE_FILES_PATH, PRIVATE_UPLOAD_FOLDERS, STORED_FILE_NAME } from '../../../domain/uploads/private-files';
import { UPLOADS_URL_PATH } from '../../adapters/storage/disk-storage';
import type { ReadableStorage } from '../../adapters/storage/storage';
import { mayReadPrivateFile } from './private-files.repository';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' };

/** Where private files are read: the private storage, then the public uploads directory (read only). */
export interface PrivateFilesOptions {
  storage: ReadableStorage;
  /** Files stored before private storage existed, in `DATA_DIR/uploads`; never written to. */
  legacy: Pick<ReadableStorage, 'read'>;
}

/**
 * Serves private files (message and quote attachments, request photos) to those who may see
 * them, by the session (cookie or X-Session-Token): the access rule is private-files.repository.ts.
 * Everyone else, guests included, gets 404. `/private-files/{folder}/{name}` is where new files
 * live; `/uploads/{folder}/{name}` of those folders answers for files stored before, under the
 * same rule, so old rows keep working for their parties. Never cached by shared caches, never
 * run as a page.
 */
export async function privateFilesPlugin(app: FastifyInstance, { storage, legacy }: PrivateFilesOptions): Promise<void> {

  const serve = async (request: FastifyRequest, reply: FastifyReply, folder: string, name: string) => {
    reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    const session = await request.loadSession();
    const allowed = session !== undefined && isPrivateFolder(folder) && STORED_FILE_NAME.test(name) && (await mayReadPrivateFile(app.db, session.userId, folder, name));
    const data = allowed ? ((await storage.read(folder, name)) ?? (await legacy.read(folder, name))) : undefined;
    if (!data) return reply.code(404).type('text/plain; charset=utf-8').send('找不到這個檔案。');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('content-disposition', `inline; filename="${name}"`);
    return reply.type(CONTENT_TYPES[name.split('.').pop()!]!).send(data);
  };

  app.get(`${PRIVATE_FILES_PATH}/:folder/:name`, async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    return serve(request, reply, folder, name);
  });
  // Contact attachments came after private storage: they never had an /uploads path.
  for (const folder of PRIVATE_UPLOAD_FOLDERS.filter((f) => f !== 'contact')) {
    app.get(`${UPLOADS_URL_PATH}/${folder}/:name`, async (request, reply) => serve(request, reply, folder, (request.params as { name: string }).name));
  }
}
