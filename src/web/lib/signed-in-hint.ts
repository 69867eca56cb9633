import { type CookieJar, readCookie, serializeCookie } from './cookies';

/**
 * Public pages are cached and rendered for a guest, and the session cookie is unreadable from
 * scripts. The server sets this readable cookie beside the session cookie, with the same
 * lifetime, and clears it with it (features/auth/login-session.ts): only a browser that still
 * holds a session asks the API who is signed in. A hint that outlived its session (kept in
 * localStorage, as it once was) asked with no session at all and drew a stray 403.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
const LEGACY_STORAGE_KEY = 'signed_in';

export function hadSession(jar: CookieJar): boolean {
  return readCookie(jar.cookie, SIGNED_IN_COOKIE) === '1';
}

/**
 * A page that knows the user is signed in (a dashboard page) but finds no hint, as for a session
 * from before the hint existed: a hint for this browser session only, never longer than it.
 */
export function rememberSessionForNow(jar: CookieJar): void {
  if (!hadSession(jar)) jar.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax`;
}

/** The session ended (signed out, deleted, or the server no longer knows it): stop asking. */
export function forgetSession(jar: CookieJar): void {
  jar.cookie = serializeCookie(SIGNED_IN_COOKIE, '', { maxAgeSeconds: 0 });
}

/** The page's cookies, or undefined outside a browser (the server render). */
export function browserJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** Signs out in the browser's hints: the readable cookie, and the localStorage flag of earlier versions. */
export function forgetSignedInHint(): void {
  const jar = browserJar();
  if (jar) forgetSession(jar);
  try {
    globalThis.localStorage?.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
