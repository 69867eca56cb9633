import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routePreloadTags, type ViteManifest } from '../../../web/routes/route-chunks';
import type { RenderFn } from '../../../web/ssr-contract';

/** The built web app: static files, the page template and the server render. */
export interface WebAssets {
  clientDir: string;
  template: string;
  render: RenderFn;
  /** `<link rel="modulepreload">` tags for the chunks a path's first screen needs (none without a manifest). */
  preloadTags?: (pathname: string) => string;
}

export const DEFAULT_DIST_DIR = resolve(import.meta.dirname, '../../../../dist');

/** Whether `npm run build` has produced what the server needs. */
export function isWebBuilt(distDir = DEFAULT_DIST_DIR): boolean {
  return existsSync(join(distDir, 'client/index.html')) && existsSync(join(distDir, 'server/server-render.js'));
}

const loaded = new Map<string, Promise<WebAssets>>();

/**
 * Loads the built client template and the server render bundle, once per process and folder:
 * every server built in this process (tests build many) shares them.
 */
export function loadWebAssets(distDir = DEFAULT_DIST_DIR): Promise<WebAssets> {
  let assets = loaded.get(distDir);
  if (!assets) {
    assets = readWebAssets(distDir);
    loaded.set(distDir, assets);
    // A failed load is tried again by the next caller.
    assets.catch(() => loaded.delete(distDir));
  }
  return assets;
}

async function readWebAssets(distDir: string): Promise<WebAssets> {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const mod = (await import(pathToFileURL(join(distDir, 'server/server-render.js')).href)) as { render: RenderFn };
  const manifestFile = join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined;
  const preloadTags = manifest ? (pathname: string) => routePreloadTags(manifest, pathname) : undefined;
  return { clientDir, template, render: mod.render, ...(preloadTags ? { preloadTags } : {}) };
}
