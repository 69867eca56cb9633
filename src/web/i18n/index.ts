import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/limits';
import type { Language } from './language';
import { NAMESPACES } from './namespaces';
import dashboard from './zh-TW/dashboard.json';
import pricing from './zh-TW/pricing.json';

export { NAMESPACES } from './namespaces';

/**
 * Bundled resources, for the server render (the namespaces preloaded, so server-rendered pages
 * carry every text) and tests. The browser fetches them per namespace instead (./browser.ts).
 */
export const RESOURCES = { 'zh-TW': { dashboard, pricing } } as const;

/** The options the server's and the browser's instances share (spec section 9). */
export const SHARED_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'dashboard',
  keySeparator: '>',
  nsSeparator: '|',
  // React escapes text already; escaping here would show &amp; in titles.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * A ready i18next instance (synchronous init: resources are bundled), used through
 * <I18nextProvider>. The server makes one per process; tests one each.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...SHARED_OPTIONS,
    lng: language,
    resources: RESOURCES,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
