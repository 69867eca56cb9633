import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PATH, uploadsDir } from '../../adapters/storage/disk-storage';

const ONE_YEAR = 31_536_000;

/**
 * Serves `${DATA_DIR}/uploads` at /uploads/. Stored names are random and never reused, so
 * answers are cached for a year; uploads are shown as images only, never run as a page.
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
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
