import { LANDING } from '../routes/route-rules';
import { type Role, stripLanguagePrefix } from '../routes/route-table';

const ORIGIN = 'http://same-site.invalid';
// Going back to these after signing in would loop or sign the visitor straight out again.
const NEVER_RETURN_TO = /^\/(login|logout|signup)(\/|$)/;

/**
 * The `from` path if it is safe to go to after signing in: a same-site relative path
 * ('/dashboard/x?y=1'), never another site ('//evil.example', 'https://...', '/\\evil').
 */
export function safeReturnPath(from: string | null | undefined): string | undefined {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(from)) return undefined;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  if (NEVER_RETURN_TO.test(stripLanguagePrefix(url.pathname).pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a visitor goes after signing in: the page they wanted, else their mode's landing page. */
export function afterSignInPath(search: string, mode: Role): string {
  return safeReturnPath(new URLSearchParams(search).get('from')) ?? LANDING[mode];
}
