import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTACT_ATTACHMENTS_PATH } from '../../../domain/contact/contact-topics';
import { OPS_SESSION_COOKIE, OpsPermission } from '../../../domain/ops/operator-roles';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { STORED_FILE_NAME } from '../../../domain/uploads/private-files';
import type { ReadableStorage } from '../../adapters/storage/storage';
import type { MessageAttachment } from '../../db/schema';
import { privateFileAsciiName, sendPrivateFile, sendPrivateFileMissing } from '../../lib/uploads/attachments';
import { recordAudit } from './audit.repository';
import { findContactAttachment } from './contact-inbox.repository';
import type { OpsCaller } from './ops-caller';
import { requireOperator } from './ops-session';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
/** The storage folder of contact attachments (contact-attachment.ts saves there). */
const FOLDER = 'contact';

/** The console operator of the request when their role answers contact messages; anyone else is nobody here. */
async function answererOf(request: FastifyRequest): Promise<OpsCaller | undefined> {
  if (!request.cookies[OPS_SESSION_COOKIE]) return undefined;
  try {
    return await requireOperator(request, OpsPermission.AnswerContact);
  } catch {
    return undefined;
  }
}

/**
 * Serves a contact message's attachment to a console operator who answers contact messages (by
 * the `ops_session` cookie), each read audited in the same transaction that finds it; everyone
 * else, the sender and guests included, gets 404. Outside the API prefix so a plain link opens
 * it; never cached by shared caches, never run as a page.
 */
export async function contactAttachmentFilesPlugin(app: FastifyInstance, { storage }: { storage: Pick<ReadableStorage, 'read'> }): Promise<void> {
  const open = async (request: FastifyRequest, id: number): Promise<{ file: MessageAttachment; data: Buffer } | undefined> => {
    const operator = await answererOf(request);
    if (!operator) return undefined;
    const file = await app.db.transaction().execute(async (trx) => {
      const found = await findContactAttachment(trx, id);
      if (found) {
        await recordAudit(trx, { by: operator, action: OpsAction.ContactAttachmentView, targetType: 'contact_message', targetId: id, after: { name: found.name } });
      }
      return found;
    });
    const name = file?.url.split('/').pop() ?? '';
    const data = file && STORED_FILE_NAME.test(name) ? await storage.read(FOLDER, name) : undefined;
    return file && data ? { file, data } : undefined;
  };
  app.get(`${CONTACT_ATTACHMENTS_PATH}/:id`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const id = parsed.success ? Number(parsed.data.id) : 0;
    const found = id > 0 && id <= 2_147_483_647 ? await open(request, id) : undefined;
    if (!found) return sendPrivateFileMissing(reply, '找不到這個附件。');
    const { file, data } = found;
    return sendPrivateFile(reply, { file, data, asciiName: privateFileAsciiName(`contact-${id}`, file.type) });
  });
}
