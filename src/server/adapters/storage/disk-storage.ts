import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ReadableStorage } from './storage';

/** The URL path under which the app serves the uploads directory. */
export const UPLOADS_URL_PATH = '/uploads';

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
const NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

/**
 * Files on the local disk. Public ones under `${DATA_DIR}/uploads`, served at `/uploads/...`
 * (features/uploads); names are random, so a file never changes and can be cached for good.
 * Private ones under `${DATA_DIR}/private-uploads` with URLs under `/private-files/...`, served
 * only through the access check of features/uploads/private-files.plugin.ts.
 * URLs are site-relative (`/uploads/avatars/….png`): the files live on this server, so every
 * page shows them whatever address or port it is reached at. E-mails, read elsewhere, make them
 * absolute with `absoluteUrl` (lib/absolute-url.ts).
 */
export class DiskStorage implements ReadableStorage {
  // Only names this storage makes: its URL path, a folder, 32 hex characters and an extension.
  private readonly savedPath: RegExp;

  constructor(
    private readonly rootDir: string,
    private readonly urlPath: string = UPLOADS_URL_PATH,
  ) {
    this.savedPath = new RegExp(`^${urlPath.replace(/[/-]/g, '\\$&')}\\/([a-z0-9-]{1,40})\\/([a-f0-9]{32}\\.[a-z0-9]{1,5})$`);
  }

  async save(folder: string, data: Uint8Array, extension: string): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('unexpected folder or extension');
    const dir = join(this.rootDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(dir, name), data, { flag: 'wx' });
    return `${this.urlPath}/${folder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    // The path decides, not the host: older rows hold absolute URLs of whatever PUBLIC_URL was.
    let pathname: string;
    try {
      pathname = new URL(url, 'http://site.invalid').pathname;
    } catch {
      return;
    }
    const match = this.savedPath.exec(pathname);
    if (!match) return;
    await unlink(join(this.rootDir, match[1]!, match[2]!)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async read(folder: string, name: string): Promise<Buffer | undefined> {
    if (!FOLDER.test(folder) || !NAME.test(name)) return undefined;
    return readFile(join(this.rootDir, folder, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }
}

/** The uploads directory of a data directory. */
export function uploadsDir(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/** The private uploads directory of a data directory: never served as static files. */
export function privateUploadsDir(dataDir: string): string {
  return resolve(dataDir, 'private-uploads');
}
