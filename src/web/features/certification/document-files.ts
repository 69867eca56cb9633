import { UPLOAD_MAX_BYTES } from '../../../domain/limits';

const ACCEPTED = /\.(png|jpe?g|gif|pdf)$/i;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'];
/** What the file picker offers; the server checks the bytes anyway. */
export const DOCUMENT_ACCEPT = ACCEPTED_TYPES.join(',');

export type FileProblem = { key: 'fileTooLarge' | 'fileType'; name: string } | null;

/** A first check in the browser, so a wrong file is named before it is sent. */
export function documentProblem(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem {
  if (file.size > UPLOAD_MAX_BYTES) return { key: 'fileTooLarge', name: file.name };
  if (!ACCEPTED_TYPES.includes(file.type) && !ACCEPTED.test(file.name)) return { key: 'fileType', name: file.name };
  return null;
}

/** A document's link: on the API's host when the API runs on a host of its own. */
export function documentHref(url: string, apiBase: string): string {
  return /^https?:\/\//.test(apiBase) ? `${new URL(apiBase).origin}${url}` : url;
}
