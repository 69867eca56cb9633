/**
 * Public pages are cached and rendered for a guest, and the session cookie is unreadable from
 * scripts. This flag remembers that the browser had a session, so only those visitors ask the
 * API who they are (a guest's 403 would otherwise cost a request on every page).
 */
export const SIGNED_IN_KEY = 'signed_in';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function hadSession(storage: HintStorage): boolean {
  return storage.getItem(SIGNED_IN_KEY) === '1';
}

export function rememberSession(storage: HintStorage, signedIn: boolean): void {
  if (signedIn) storage.setItem(SIGNED_IN_KEY, '1');
  else storage.removeItem(SIGNED_IN_KEY);
}

/** localStorage, or undefined where it is blocked (private modes, strict settings). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
