import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../domain/limits';
import { NAMESPACE_FILES, NAMESPACES, type Namespace } from '../../../web/i18n/namespaces';
import { TtlCache } from '../../lib/ttl-cache';

/** The translation files, beside the web app's source: src/web/i18n/{lng}/{file}. */
export const LOCALES_DIR = new URL('../../../web/i18n/', import.meta.url);

/** Spec section 9: translations reload every hour on the server. */
export const LOCALE_RELOAD_MS = 3_600_000;

export interface LocaleFile {
  /** The file's JSON, compact. */
  body: string;
  /** The first 16 hex digits of its SHA-256: the `?v=` of its URL and its ETag. */
  hash: string;
}

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Unsupported or missing languages fall back to zh-TW (spec section 9). */
export function servedLanguage(lng: string): SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lng) ? (lng as SupportedLanguage) : DEFAULT_LANGUAGE;
}

/** Reads the namespace files, each kept for the reload interval (0: read on every call). */
export class LocaleFiles {
  private readonly cache: TtlCache<LocaleFile>;

  constructor(reloadMs = LOCALE_RELOAD_MS, private readonly dir: URL = LOCALES_DIR) {
    this.cache = new TtlCache<LocaleFile>(Math.max(reloadMs, 1));
    this.reloadMs = reloadMs;
  }

  private readonly reloadMs: number;

  async get(lng: SupportedLanguage, ns: Namespace): Promise<LocaleFile> {
    const load = async () => {
      const text = await readFile(new URL(`${lng}/${NAMESPACE_FILES[ns]}`, this.dir), 'utf8');
      const body = JSON.stringify(JSON.parse(text));
      return { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) };
    };
    return this.reloadMs <= 0 ? load() : this.cache.get(`${lng}/${ns}`, load);
  }

  /** Content hashes of every namespace of a language, for the URLs the browser fetches. */
  async versions(lng: SupportedLanguage = DEFAULT_LANGUAGE): Promise<Record<Namespace, string>> {
    const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, (await this.get(lng, ns)).hash] as const));
    return Object.fromEntries(entries) as Record<Namespace, string>;
  }
}
