import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, type ViteManifest } from '../../src/web/routes/route-chunks';
import { fromRoot } from './paths';

/** The JavaScript a first visit to one page downloads, from the built client (dist/client). */
export interface BundleFigure {
  page: 'home' | 'category' | 'profile' | 'dashboard';
  path: string;
  /** Files under dist/client/, the entry first. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  goalBytes: number;
}

const KB = 1024;

/** The pages measured, a path of each, and the goal for their compressed first-load JavaScript. */
const PAGES: readonly Pick<BundleFigure, 'page' | 'path' | 'goalBytes'>[] = [
  { page: 'home', path: '/', goalBytes: 120 * KB },
  { page: 'category', path: '/category/aircon-cleaning', goalBytes: 120 * KB },
  { page: 'profile', path: '/service/1', goalBytes: 120 * KB },
  { page: 'dashboard', path: '/dashboard/projects', goalBytes: 200 * KB },
];

/**
 * First-load JavaScript per page, from dist/client and its Vite manifest: the entry with its
 * static imports plus the page's screen chunk with its static imports (what the page's
 * modulepreload links fetch), raw and gzip-compressed (level 6, as a server sends it).
 */
export async function firstLoadJavaScript(clientDir = fromRoot('dist/client')): Promise<BundleFigure[]> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known) return known;
    const body = await readFile(join(clientDir, file));
    const size = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    sizes.set(file, size);
    return size;
  };
  const figures: BundleFigure[] = [];
  for (const { page, path, goalBytes } of PAGES) {
    const files = firstLoadFiles(manifest, path);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    figures.push({ page, path, files, rawBytes, gzipBytes, goalBytes });
  }
  return figures;
}
