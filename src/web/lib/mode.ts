import { rememberedRoleOf } from '../routes/route-rules';
import type { Role } from '../routes/route-table';
import { type CookieJar, ONE_YEAR_SECONDS, readCookie, serializeCookie } from './cookies';

/**
 * The cookie the pro/consumer mode is remembered in. A plain cookie (not localStorage) so the
 * server reads it too and sends a dashboard visit of the other mode to this mode's landing.
 */
export const ROLE_COOKIE = 'user_role';

/** The remembered mode, or null when none is (the user's services decide then: route-rules.ts). */
export function rememberedMode(jar: CookieJar): Role | null {
  return rememberedRoleOf(readCookie(jar.cookie, ROLE_COOKIE));
}

export function rememberMode(jar: CookieJar, role: Role, secure: boolean): void {
  jar.cookie = serializeCookie(ROLE_COOKIE, role, { maxAgeSeconds: ONE_YEAR_SECONDS, secure });
}
