import { stripLanguagePrefix } from '../routes/route-table';
import { type CookieJar, readCookie, serializeCookie } from './cookies';

/** The cookie the server reads to record a partner channel on sign-up (spec section 6). */
export const PARTNER_COOKIE = 'partner_token';
/** The cookie the server reads to record who referred a new account. */
export const REFERRAL_COOKIE = 'referral_hash';
/** Attribution lasts a month: long enough to come back and sign up later. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// The same shapes the server accepts; anything else is ignored rather than stored.
const PARTNER_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The partner landing pages and the channel each stands for. */
const PARTNER_PATHS: readonly [RegExp, string][] = [
  [/^\/55688life(\/|$)/, '55688life'],
  [/^\/fet(\/|$)/, 'fet'],
  [/^\/ibon-app(\/|$)/, 'ibon'],
];

export interface Attribution {
  partner?: string;
  referral?: string;
}

/** What a visited URL says about where the visitor came from: `?partner=`, a partner page, `?ref=`. */
export function attributionOf(pathname: string, search: string): Attribution {
  const params = new URLSearchParams(search);
  const result: Attribution = {};
  const fromQuery = params.get('partner');
  const path = stripLanguagePrefix(pathname).pathname;
  const fromPath = PARTNER_PATHS.find(([pattern]) => pattern.test(path))?.[1];
  const partner = fromQuery && PARTNER_PATTERN.test(fromQuery) ? fromQuery : fromPath;
  if (partner) result.partner = partner;
  const referral = params.get('ref');
  if (referral && REFERRAL_PATTERN.test(referral)) result.referral = referral;
  return result;
}

/** Stores the attribution of a visited URL in the cookies the server reads at sign-up. */
export function rememberAttribution(jar: CookieJar, pathname: string, search: string, secure: boolean): Attribution {
  const found = attributionOf(pathname, search);
  const options = { maxAgeSeconds: ATTRIBUTION_MAX_AGE_SECONDS, secure };
  if (found.partner && readCookie(jar.cookie, PARTNER_COOKIE) !== found.partner) jar.cookie = serializeCookie(PARTNER_COOKIE, found.partner, options);
  if (found.referral && readCookie(jar.cookie, REFERRAL_COOKIE) !== found.referral) jar.cookie = serializeCookie(REFERRAL_COOKIE, found.referral, options);
  return found;
}
