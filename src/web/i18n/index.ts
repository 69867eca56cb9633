import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/limits';
import type { Language } from './language';
import dashboard from './zh-TW/dashboard.json';
import pricing from './zh-TW/pricing.json';

export const NAMESPACES = ['dashboard', 'pricing'] as const;

/** Bundled resources: the one language ships with the app, so nothing loads at run time. */
export const RESOURCES = { 'zh-TW': { dashboard, pricing } } as const;

/**
 * A ready i18next instance (synchronous init: resources are bundled), used through
 * <I18nextProvider>. The server makes one per process, the browser one per page.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'dashboard',
    keySeparator: '>',
    nsSeparator: '|',
    resources: RESOURCES,
    initAsync: false,
    // React escapes text already; escaping here would show &amp; in titles.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
