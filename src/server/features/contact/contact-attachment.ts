import { CONTACT_ATTACHMENT_FIELD, ContactFieldMessage as M } from '../../../domain/contact/contact-topics';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import type { FileStorage } from '../../adapters/storage/storage';
import type { MessageAttachment } from '../../db/schema';
import { type CheckedAttachment, detectAttachmentType, isUpload, saveAttachments } from '../../lib/uploads/attachments';

/** The private storage folder of the contact page's attachments (served to operators only). */
export const CONTACT_UPLOAD_FOLDER = 'contact';

const refused = (message: string) => AppError.invalid([{ field: CONTACT_ATTACHMENT_FIELD, message }], ErrorText.UnableToUpload);

/**
 * The form's `attachment`: none (absent, blank, or the empty part a browser sends for an
 * untouched file input), or one image (png, jpeg, gif) or PDF told by its bytes, never by its
 * name or declared type. Refusals name the field in zh-TW.
 */
export function readContactAttachment(value: unknown): CheckedAttachment | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) throw refused(M.AttachmentOne);
  if (!isUpload(value)) throw refused(M.AttachmentType);
  if (value.data.length === 0 && value.filename === '') return undefined;
  if (value.data.length > UPLOAD_MAX_BYTES) throw new AppError('too_large', ErrorText.FileTooLarge, M.AttachmentTooLarge, { fields: [{ field: CONTACT_ATTACHMENT_FIELD, message: M.AttachmentTooLarge }] });
  const type = detectAttachmentType(value.data);
  if (!type) throw refused(M.AttachmentType);
  return { file: value, type };
}

/** Stores the checked attachment in the private `contact` folder (pictures lose their metadata). */
export async function saveContactAttachment(storage: FileStorage, attachment: CheckedAttachment): Promise<MessageAttachment> {
  const [saved] = await saveAttachments(storage, [attachment], CONTACT_UPLOAD_FOLDER);
  return saved!;
}
