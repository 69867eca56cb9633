import type { FileStorage } from '../../adapters/storage/storage';
import type { MessageAttachment } from '../../db/schema';
import { type CheckedAttachment, readUploads, removeAttachments, saveAttachments, type UploadRules } from '../../lib/uploads/attachments';

/** Where message attachments are stored. */
export const MESSAGE_ATTACHMENTS_FOLDER = 'messages';
export const MESSAGE_ATTACHMENTS_MAX = 5;

const MESSAGE_RULES: UploadRules = { field: 'attachments', max: MESSAGE_ATTACHMENTS_MAX, pdf: true };

/** The `attachments` files of a multipart message: at most five images or PDF files. */
export function readAttachmentUploads(value: unknown): CheckedAttachment[] {
  return readUploads(value, MESSAGE_RULES);
}

/**
 * Saves a message's files in `folder`, then stores the message with them (`store`); when storing
 * fails, the saved files are removed again, so no file outlives a message that was never written.
 */
export async function storeWithAttachments<T>(
  storage: FileStorage,
  files: readonly CheckedAttachment[],
  folder: string,
  store: (attachments: MessageAttachment[]) => Promise<T>,
): Promise<T> {
  const attachments = await saveAttachments(storage, files, folder);
  try {
    return await store(attachments);
  } catch (error) {
    await removeAttachments(storage, attachments);
    throw error;
  }
}
