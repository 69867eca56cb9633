import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { CERTIFICATE_DOCUMENTS_MAX } from '../../../domain/certificates/certificate-status';
import { readUploads } from '../../lib/uploads/attachments';
import type { NewDocument } from './certificates.repository';

/** The form field the documents come in. */
export const DOCUMENTS_FIELD = 'documents';

/** Display name of a document: its base name without control characters, at most 120 characters. */
function displayName(filename: string, type: NewDocument['type']): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return clean || `證明文件.${type === 'jpeg' ? 'jpg' : type}`;
}

/**
 * The uploaded documents of an add or edit: png, jpeg, gif or PDF by their bytes (400 naming
 * `documents` otherwise), each at most 10,000,000 bytes (413), at most five per call.
 */
export function readDocuments(value: unknown): NewDocument[] {
  return readUploads(value, { field: DOCUMENTS_FIELD, max: CERTIFICATE_DOCUMENTS_MAX, pdf: true }).map(({ file, type }) => ({
    name: displayName(file.filename, type),
    type,
    data: file.data,
  }));
}

/** The ids of documents to drop (`remove_document_ids`), as a list of positive integers. */
export function readRemovedIds(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((v) => Number(v));
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) {
    throw AppError.invalid([{ field: 'remove_document_ids', message: '要移除的文件編號不正確' }], ErrorText.InvalidInput);
  }
  return [...new Set(ids)];
}

/** A certificate needs something to look at: at least one and at most five documents in all. */
export function checkDocumentCount(count: number): void {
  if (count < 1) throw AppError.invalid([{ field: DOCUMENTS_FIELD, message: '請上傳至少 1 份證明文件（圖片或 PDF）' }], ErrorText.UnableToUpload);
  if (count > CERTIFICATE_DOCUMENTS_MAX) {
    throw AppError.invalid([{ field: DOCUMENTS_FIELD, message: `每張證照最多 ${CERTIFICATE_DOCUMENTS_MAX} 份證明文件` }], ErrorText.UnableToUpload);
  }
}
