import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/limits';
import type { Language } from './language';
import { DEFAULT_NAMESPACE, LOCALES_PREFIX, type LocaleVersions, localeUrl, type Namespace } from './namespaces';

export interface BrowserI18nOptions {
  /** Content hashes by namespace (preloaded by the server): each file's URL is long-cached. */
  versions?: LocaleVersions | undefined;
  /** Namespaces to have before the first render (a server-rendered page needs its texts to hydrate). */
  preload?: readonly Namespace[];
  /** Development: keys the page asks for and no file has are POSTed back and collected. */
  saveMissing?: boolean;
}

/**
 * The browser's i18next instance: each namespace is fetched by URL (/locales/{lng}/{ns}.json)
 * through i18next's HTTP backend, the default one before the first render and the others when
 * a screen first asks for them (react-i18next suspends the screen until then). The options are
 * the server's (separators, fallback to zh-TW).
 */
export async function createBrowserI18n(language: Language = DEFAULT_LANGUAGE, options: BrowserI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(HttpBackend);
  const preload = [...new Set<Namespace>([DEFAULT_NAMESPACE, ...(options.preload ?? [])])];
  await instance.init({
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    lng: language,
    load: 'currentOnly',
    ns: preload,
    defaultNS: DEFAULT_NAMESPACE,
    keySeparator: '>',
    nsSeparator: '|',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: options.saveMissing ?? false,
    backend: {
      loadPath: (lngs: string[], namespaces: string[]) => localeUrl(lngs[0] ?? DEFAULT_LANGUAGE, namespaces[0] ?? DEFAULT_NAMESPACE, options.versions),
      addPath: `${LOCALES_PREFIX}/add/{{lng}}/{{ns}}`,
    },
    react: { useSuspense: true },
  });
  return instance;
}
