/** Cookie helpers that take the cookie string as input, so they work in tests and effects alike. */

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed value is treated as missing rather than crashing the start-up.
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure?: boolean;
}

/** A `document.cookie` assignment for a site-wide, SameSite=Lax cookie. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure = false }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The slice of `document` the cookie helpers need. */
export interface CookieJar {
  cookie: string;
}

export const ONE_YEAR_SECONDS = 31_536_000;
