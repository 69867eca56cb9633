/**
 * The translation namespaces of spec section 9 and the file each is served from. A namespace is
 * served from an existing file under its own name: splitting a namespace later is a new entry
 * here (a mapping), never a move of keys between files.
 */
export const NAMESPACES = ['dashboard', 'pricing'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const NAMESPACE_FILES: Record<Namespace, string> = {
  dashboard: 'dashboard.json',
  pricing: 'pricing.json',
};

export const DEFAULT_NAMESPACE: Namespace = 'dashboard';

/** Where the browser fetches a namespace: `/locales/{lng}/{ns}.json`, `?v=` its content hash. */
export const LOCALES_PREFIX = '/locales';

/** Content hashes by namespace, as the server gives them in the preloaded state. */
export type LocaleVersions = Partial<Record<Namespace, string>>;

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** The URL of one namespace's file, with its content hash when known (long-cached). */
export function localeUrl(lng: string, ns: string, versions: LocaleVersions = {}): string {
  const version = isNamespace(ns) ? versions[ns] : undefined;
  return `${LOCALES_PREFIX}/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json${version ? `?v=${version}` : ''}`;
}
