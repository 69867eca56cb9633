import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_UPLOAD_FOLDERS } from '../../../domain/uploads/private-files';
import { UPLOADS_URL_PATH, uploadsDir } from '../../adapters/storage/disk-storage';

// Private folders are never served from here (private-files.plugin.ts), whatever the path says.
const PRIVATE_PATH = new RegExp(`^/?(${PRIVATE_UPLOAD_FOLDERS.join('|')})(/|$)`);

const ONE_YEAR = 31_536_000;

/**
 * Serves the public files of `${DATA_DIR}/uploads` at /uploads/ (service photos and logos,
 * avatars, review photos). Stored names are random and never reused, so answers are cached for
 * a year; uploads are shown as images only, never run as a page.
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const root = uploadsDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => !PRIVATE_PATH.test(pathName),
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
