import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { MessageAttachment } from '../../db/schema';
import type { UploadRules } from '../../lib/uploads/attachments';

/** Files a quote (or a quote template) carries at most. */
export const QUOTE_ATTACHMENTS_MAX = 5;
/** The storage folder of files sent with quotes and saved in templates. */
export const QUOTE_UPLOAD_FOLDER = 'quotes';
export const QUOTE_UPLOAD_RULES: UploadRules = { field: 'attachments', max: QUOTE_ATTACHMENTS_MAX, pdf: true };

const KEEP_FIELD = 'keep_attachments';
// Only files this app stored for a quote or a message: a template may name nothing else.
// Old files sit under /uploads, new ones under /private-files (docs/media.md).
const STORED_PATH = /\/(?:uploads|private-files)\/(quotes|messages)\/[a-f0-9]{32}\.(png|jpg|gif|pdf)$/;
const TYPE_BY_EXTENSION: Record<string, MessageAttachment['type']> = { png: 'png', jpg: 'jpeg', gif: 'gif', pdf: 'pdf' };

/**
 * `keep_attachments`: the URLs of files already on the quote or in the chosen template that the
 * quote keeps. Absent is undefined (keep what the quote has, plus the template's); an empty
 * string keeps none.
 */
export function readKeptUrls(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 500)) {
    throw AppError.invalid([{ field: KEEP_FIELD, message: '請提供要保留的附件網址' }], ErrorText.UnableToUpload);
  }
  return [...new Set(list)];
}

/** A stored file named by URL alone (a template's attachment), or null when it is not one of ours. */
export function attachmentFromUrl(url: string, index: number): MessageAttachment | null {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = STORED_PATH.exec(path);
  if (!match) return null;
  const type = TYPE_BY_EXTENSION[match[2]!]!;
  return { url, name: `附件${index + 1}.${match[2]}`, type, size: 0 };
}

/**
 * The files a quote ends up with: the kept ones (each must be on the quote already or in the
 * chosen template), then the new uploads; at most QUOTE_ATTACHMENTS_MAX.
 */
export function chooseQuoteAttachments(input: {
  current: readonly MessageAttachment[];
  template: readonly string[] | null;
  keep: readonly string[] | undefined;
  uploaded: readonly MessageAttachment[];
}): MessageAttachment[] {
  const pool = new Map<string, MessageAttachment>();
  for (const a of input.current) pool.set(a.url, a);
  (input.template ?? []).forEach((url, i) => {
    const file = attachmentFromUrl(url, i);
    if (file && !pool.has(url)) pool.set(url, file);
  });
  let kept: MessageAttachment[];
  if (input.keep === undefined) kept = [...pool.values()];
  else {
    kept = input.keep.map((url) => {
      const file = pool.get(url);
      if (!file) throw AppError.invalid([{ field: KEEP_FIELD, message: '要保留的附件不在這份報價或範本中' }], ErrorText.UnableToUpload);
      return file;
    });
  }
  const all = [...kept, ...input.uploaded];
  if (all.length > QUOTE_ATTACHMENTS_MAX) {
    throw AppError.invalid([{ field: 'attachments', message: `附件最多 ${QUOTE_ATTACHMENTS_MAX} 個` }], ErrorText.UnableToUpload);
  }
  return all;
}
