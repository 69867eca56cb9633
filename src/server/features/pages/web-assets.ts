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

const REMEMBERED_PATHS = 1000;

/**
 * A pure function of the path, remembered for the paths asked lately: matching a path against
 * the route table compiles every route's pattern, and a signed-in page asks on every request.
 */
export function rememberedByPath(compute: (pathname: string) => string): (pathname: string) => string {
  const remembered = new Map<string, string>();
  return (pathname) => {
    let value = remembered.get(pathname);
    if (value === undefined) {
      value = compute(pathname);
      if (remembered.size >= REMEMBERED_PATHS) remembered.delete(remembered.keys().next().value as string);
      remembered.set(pathname, value);
    }
    return value;
  };
}

async function readWebAssets(distDir: string): Promise<WebAssets> {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const mod = (await import(pathToFileURL(join(distDir, 'server/server-render.js')).href)) as { render: RenderFn };
  const manifestFile = join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined;
  const preloadTags = manifest ? rememberedByPath((pathname) => routePreloadTags(manifest, pathname)) : undefined;
  return { clientDir, template, render: mod.render, ...(preloadTags ? { preloadTags } : {}) };
}
