import type { StorageConfig } from '../../config';
import { DiskStorage, uploadsDir } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The storage STORAGE_DRIVER names: the data directory (default) or an S3-compatible bucket. */
export function createStorage(config: { storage: StorageConfig; dataDir: string; publicUrl: string }): FileStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage);
  return new DiskStorage(uploadsDir(config.dataDir), config.publicUrl);
}
