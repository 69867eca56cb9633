import { randomUuid } from '../device-id';

export const APPLE_AUTHORIZE_URL = 'https://appleid.apple.com/auth/authorize';
const STATE_KEY = 'apple_sign_in';

/** What the page remembers across Apple's redirect: the check value and what the code is for. */
export interface AppleState {
  state: string;
  purpose: 'login' | 'connect';
  /** Where to go afterwards (the login page's `from`). */
  returnTo?: string;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Apple's authorize URL for the web: an authorization code comes back to `redirectUri` (our
 * /login) in the query. No scope is asked for, since Apple only returns scoped answers by POST.
 */
export function appleAuthorizeUrl(options: { clientId: string; redirectUri: string; state: string }): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    state: options.state,
  });
  return `${APPLE_AUTHORIZE_URL}?${params.toString()}`;
}

/** Remembers a new state for the redirect and returns it. */
export function rememberAppleState(storage: SessionStore, purpose: AppleState['purpose'], returnTo?: string): AppleState {
  const value: AppleState = { state: randomUuid(), purpose, ...(returnTo ? { returnTo } : {}) };
  storage.setItem(STATE_KEY, JSON.stringify(value));
  return value;
}

/**
 * The remembered state if `received` matches it (then it is forgotten: one use). A code that
 * comes back without our state is not used, so nobody can sign a visitor into another account.
 */
export function takeAppleState(storage: SessionStore, received: string | null): AppleState | undefined {
  const raw = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  if (!raw || !received) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<AppleState>;
    if (parsed.state !== received || (parsed.purpose !== 'login' && parsed.purpose !== 'connect')) return undefined;
    return { state: parsed.state, purpose: parsed.purpose, ...(typeof parsed.returnTo === 'string' ? { returnTo: parsed.returnTo } : {}) };
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
