import type { GoogleLogin } from '../../features/session/shell';
import { loadScript } from './load-script';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleCredential {
  credential: string;
}
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredential) => void; ux_mode?: 'popup'; locale?: string }): void;
  renderButton(element: HTMLElement, options: { type: 'standard'; theme: 'outline'; size: 'large'; text: 'signin_with' | 'continue_with'; shape: 'rectangular'; width?: number; locale?: string }): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

/** The `sub` claim of a Google ID token (the Google user id); the server verifies the token itself. */
export function jwtSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const sub = claims !== null && typeof claims === 'object' && 'sub' in claims ? claims.sub : undefined;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Google Identity Services draws its own button into `element`; a click ends in `onToken`
 * with the ID token (and its subject) for POST /users/login.json.
 */
export async function renderGoogleButton(
  element: HTMLElement,
  clientId: string,
  text: 'signin_with' | 'continue_with',
  onToken: (body: Omit<GoogleLogin, 'device_id'>) => void,
): Promise<void> {
  await loadScript(GOOGLE_SCRIPT);
  const id = window.google?.accounts.id;
  if (!id) throw new Error('Google Identity Services did not start');
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    locale: 'zh-TW',
    callback: ({ credential }) => {
      const sub = jwtSubject(credential);
      if (sub) onToken({ google_user_id: sub, id_token: credential });
    },
  });
  id.renderButton(element, { type: 'standard', theme: 'outline', size: 'large', text, shape: 'rectangular', width: Math.min(element.clientWidth || 320, 400), locale: 'zh-TW' });
}
