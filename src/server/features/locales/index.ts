/** The locales feature as the rest of the server sees it. */
export { LOCALE_RELOAD_MS, LocaleFiles } from './locale-files';
export { localesRoutes } from './locales.routes';
