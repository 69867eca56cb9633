import type { FastifyReply } from 'fastify';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { detectImageType, IMAGE_EXTENSIONS } from '../../../domain/uploads/image-type';
import type { FileStorage } from '../../adapters/storage/storage';
import type { MessageAttachment } from '../../db/schema';
import type { UploadedFile } from '../../plugins/body-parsing';
import { stripImageMetadata } from './image-metadata';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/** png, jpeg, gif or pdf, told by the file's first bytes, never by its name. */
export function detectAttachmentType(data: Uint8Array): MessageAttachment['type'] | null {
  const image = detectImageType(data);
  if (image) return image;
  return data.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, i) => data[i] === byte) ? 'pdf' : null;
}

export interface CheckedAttachment {
  file: UploadedFile;
  type: MessageAttachment['type'];
}

export interface UploadRules {
  /** The form field the files come in, named in errors. */
  field: string;
  /** Files at most. */
  max: number;
  /** Whether a PDF is accepted beside images. */
  pdf: boolean;
}

/**
 * Files of a multipart field (one or several), checked by their bytes: images (png, jpeg, gif)
 * and, where allowed, PDF. The 10,000,000-byte limit per file is the upload plugin's (413); a
 * file over it that came some other way is 413 too.
 */
export function readUploads(value: unknown, rules: UploadRules): CheckedAttachment[] {
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const invalid = (message: string) => AppError.invalid([{ field: rules.field, message }], ErrorText.UnableToUpload);
  if (!list.every(isUpload)) throw invalid('請上傳檔案');
  if (list.length > rules.max) throw invalid(`附件最多 ${rules.max} 個`);
  return list.map((file) => {
    if (file.data.length > UPLOAD_MAX_BYTES) throw new AppError('too_large', ErrorText.FileTooLarge, ERROR_TEXT_MESSAGES[ErrorText.FileTooLarge]!);
    const type = rules.pdf ? detectAttachmentType(file.data) : detectImageType(file.data);
    if (!type) throw invalid(rules.pdf ? `「${file.filename}」不是 png、jpeg、gif 圖片或 PDF 檔案` : `「${file.filename}」不是 png、jpeg 或 gif 圖片`);
    return { file, type };
  });
}

/** Display name of an uploaded file: its base name without control characters, at most 120 characters. */
function displayName(filename: string, type: MessageAttachment['type']): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return clean || `附件.${type === 'jpeg' ? 'jpg' : type}`;
}

/** Saves checked attachments in a folder of the storage; removes what was saved when one fails. */
export async function saveAttachments(storage: FileStorage, attachments: readonly CheckedAttachment[], folder: string): Promise<MessageAttachment[]> {
  const saved: MessageAttachment[] = [];
  try {
    for (const { file, type } of attachments) {
      const extension = type === 'pdf' ? 'pdf' : IMAGE_EXTENSIONS[type];
      // Pictures lose their metadata; a PDF is stored as sent (docs/media.md "Metadata").
      const data = type === 'pdf' ? file.data : await stripImageMetadata('attachments', file.data, type);
      const url = await storage.save(folder, data, extension);
      saved.push({ url, name: displayName(file.filename, type), type, size: data.length });
    }
  } catch (error) {
    await removeAttachments(storage, saved);
    throw error;
  }
  return saved;
}

export async function removeAttachments(storage: FileStorage, attachments: readonly MessageAttachment[]): Promise<void> {
  await Promise.allSettled(attachments.map((a) => storage.remove(a.url)));
}

const PRIVATE_FILE_CONTENT_TYPES: Record<MessageAttachment['type'], string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' };

/** The ASCII name a private file is sent under beside its own: `{base}.{png|jpg|gif|pdf}`. */
export function privateFileAsciiName(base: string, type: MessageAttachment['type']): string {
  return `${base}.${type === 'jpeg' ? 'jpg' : type}`;
}

function privateNoStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * Sends a private stored file to the browser: shown inline in a sandbox, never cached nor sniffed,
 * named `asciiName` for old browsers and by its own name (RFC 5987 `filename*`) for the others.
 */
export function sendPrivateFile(reply: FastifyReply, { file, data, asciiName }: { file: { name: string; type: MessageAttachment['type'] }; data: Uint8Array; asciiName: string }) {
  privateNoStore(reply);
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  reply.header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  return reply.type(PRIVATE_FILE_CONTENT_TYPES[file.type]).send(Buffer.from(data));
}

/** The 404 of a private file that is not there or not the caller's, in zh-TW, never cached. */
export function sendPrivateFileMissing(reply: FastifyReply, text: string) {
  privateNoStore(reply);
  return reply.code(404).type('text/plain; charset=utf-8').send(text);
}
