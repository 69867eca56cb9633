import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FileStorage } from './storage';

/** The URL path under which the app serves the uploads directory. */
export const UPLOADS_URL_PATH = '/uploads';

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
// Only names this storage makes: a folder, 32 hex characters and an extension.
const SAVED_PATH = /^\/uploads\/([a-z0-9-]{1,40})\/([a-f0-9]{32}\.[a-z0-9]{1,5})$/;

/**
 * Files on the local disk under `${DATA_DIR}/uploads`, served by the app at `/uploads/...`
 * (features/uploads). Names are random, so a file never changes and can be cached for good.
 */
export class DiskStorage implements FileStorage {
  constructor(
    private readonly rootDir: string,
    private readonly publicUrl: string,
  ) {}

  async save(folder: string, data: Uint8Array, extension: string): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('unexpected folder or extension');
    const dir = join(this.rootDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(dir, name), data, { flag: 'wx' });
    return `${this.publicUrl}${UPLOADS_URL_PATH}/${folder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    // The path decides, not the host: PUBLIC_URL may have changed since the file was saved.
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return;
    }
    const match = SAVED_PATH.exec(pathname);
    if (!match) return;
    await unlink(join(this.rootDir, match[1]!, match[2]!)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/** The uploads directory of a data directory. */
export function uploadsDir(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}
