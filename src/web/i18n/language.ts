import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../domain/limits';
import { type CookieJar, ONE_YEAR_SECONDS, readCookie, serializeCookie } from '../lib/cookies';

/** The cookie the language is kept in (spec section 9). */
export const LANGUAGE_COOKIE = 'i18next';

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Any unsupported or missing value falls back to zh-TW. */
export function resolveLanguage(value: string | null | undefined): Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The language remembered in the cookie, resolved to a supported one. */
export function languageFromCookie(jar: CookieJar): Language {
  return resolveLanguage(readCookie(jar.cookie, LANGUAGE_COOKIE));
}

/**
 * Entering a language-prefixed route switches the language when it differs: the cookie is
 * rewritten and the new language returned; undefined when nothing changes.
 */
export function syncLanguageCookie(jar: CookieJar, prefixLanguage: string | undefined, secure: boolean): Language | undefined {
  if (prefixLanguage === undefined) return undefined;
  const wanted = resolveLanguage(prefixLanguage);
  if (readCookie(jar.cookie, LANGUAGE_COOKIE) === wanted) return undefined;
  jar.cookie = serializeCookie(LANGUAGE_COOKIE, wanted, { maxAgeSeconds: ONE_YEAR_SECONDS, secure });
  return wanted;
}
