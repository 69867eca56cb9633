import { matchAppRoute } from './route-table';
import { screenModule } from './screen-modules';

/** The fields of a Vite build manifest entry (dist/client/.vite/manifest.json) used here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest key of the page template's entry. */
export const ENTRY_KEY = 'index.html';

/** A manifest key and every chunk it imports statically, in load order (each once). */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The manifest key of the screen a path shows first, or undefined (unknown path). */
export function screenKeyForPath(pathname: string): string | undefined {
  const match = matchAppRoute(pathname);
  if (!match) return undefined;
  return `src/web/${screenModule(match.route.screen, match.route.area).file}`;
}

/** The JavaScript files (under dist/client/) a first visit to `pathname` loads: the entry and its imports, then the screen's own chunks. */
export function firstLoadFiles(manifest: ViteManifest, pathname: string): string[] {
  const screen = screenKeyForPath(pathname);
  const keys = staticClosure(manifest, screen ? [ENTRY_KEY, screen] : [ENTRY_KEY]);
  return keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * `<link rel="modulepreload">` tags for the chunks a path's screen needs beyond what the page
 * template already loads, so they download alongside the entry and the page hydrates at once.
 */
export function routePreloadTags(manifest: ViteManifest, pathname: string): string {
  const screen = screenKeyForPath(pathname);
  if (!screen) return '';
  const inTemplate = new Set(staticClosure(manifest, [ENTRY_KEY]));
  return staticClosure(manifest, [screen])
    .filter((key) => !inTemplate.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}
