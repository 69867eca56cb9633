import { type CheckedAttachment, readUploads, type UploadRules } from '../../lib/uploads/attachments';

/** Where message attachments are stored. */
export const MESSAGE_ATTACHMENTS_FOLDER = 'messages';
export const MESSAGE_ATTACHMENTS_MAX = 5;

const MESSAGE_RULES: UploadRules = { field: 'attachments', max: MESSAGE_ATTACHMENTS_MAX, pdf: true };

/** The `attachments` files of a multipart message: at most five images or PDF files. */
export function readAttachmentUploads(value: unknown): CheckedAttachment[] {
  return readUploads(value, MESSAGE_RULES);
}
