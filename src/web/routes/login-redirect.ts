/** Where a visitor without a session goes: /login with the wanted path as `from` and as state. */
export function loginRedirect(wantedPath: string): { to: string; state: { nextPath: string } } {
  return { to: `/login?from=${encodeURIComponent(wantedPath)}`, state: { nextPath: wantedPath } };
}

/** Puts the visitor's language prefix back on an app path ('/zh-TW' + '/dashboard/requests'). */
export function withLanguage(path: string, language: string | undefined): string {
  return language ? `/${language}${path === '/' ? '' : path}` : path;
}
