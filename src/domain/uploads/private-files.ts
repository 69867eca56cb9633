/**
 * Storage folders whose files are private (docs/media.md "Public and private files"): message
 * and quote attachments (templates too), request photos and contact-page attachments. They are
 * served only by the app, to the people who may see them, never from the public uploads.
 */
export const PRIVATE_UPLOAD_FOLDERS = ['messages', 'quotes', 'requests', 'contact'] as const;
export type PrivateUploadFolder = (typeof PRIVATE_UPLOAD_FOLDERS)[number];

/** The app path that serves private files: `/private-files/{folder}/{name}`. */
export const PRIVATE_FILES_PATH = '/private-files';

/** A stored file's name: 128 random bits in hex and the extension of its detected type. */
export const STORED_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|pdf)$/;

export function isPrivateFolder(folder: string): folder is PrivateUploadFolder {
  return (PRIVATE_UPLOAD_FOLDERS as readonly string[]).includes(folder);
}
