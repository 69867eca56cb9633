import { isPrivateFolder, PRIVATE_FILES_PATH } from '../../../domain/uploads/private-files';
import type { StorageConfig } from '../../config';
import { DiskStorage, privateUploadsDir, uploadsDir } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage, ReadableStorage } from './storage';

type StorageSettings = { storage: StorageConfig; dataDir: string };

/** The key prefix of private files in a bucket; the bucket policy must keep it unreadable. */
export const S3_PRIVATE_PREFIX = 'private/';

/**
 * Saves each folder's files where they belong: private folders (message and quote attachments,
 * request photos) to the private storage, every other folder to the public one. Removing tries
 * both; each ignores URLs it did not make.
 */
export class FolderRoutedStorage implements FileStorage {
  constructor(
    private readonly publicFiles: FileStorage,
    private readonly privateFiles: FileStorage,
  ) {}

  save(folder: string, data: Uint8Array, extension: string): Promise<string> {
    return (isPrivateFolder(folder) ? this.privateFiles : this.publicFiles).save(folder, data, extension);
  }

  async remove(url: string): Promise<void> {
    await this.privateFiles.remove(url);
    await this.publicFiles.remove(url);
  }
}

/** Public files where STORAGE_DRIVER says: the data directory (default) or an S3-compatible bucket. */
function createPublicStorage(config: StorageSettings): FileStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new DiskStorage(uploadsDir(config.dataDir));
}

/**
 * Private files: `DATA_DIR/private-uploads`, or the bucket's `private/` keys; either way this
 * server serves them, under the site-relative /private-files.
 */
export function createPrivateStorage(config: StorageSettings): ReadableStorage {
  if (config.storage.driver === 's3') return new S3Storage({ ...config.storage, publicUrl: PRIVATE_FILES_PATH, privatePrefix: S3_PRIVATE_PREFIX });
  return new DiskStorage(privateUploadsDir(config.dataDir), PRIVATE_FILES_PATH);
}

/** The storage every upload goes through: public or private by its folder (docs/media.md). */
export function createStorage(config: StorageSettings): FileStorage {
  return new FolderRoutedStorage(createPublicStorage(config), createPrivateStorage(config));
}
