import type { FacebookLogin } from '../../features/session/shell';
import { loadScript } from './load-script';

export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/zh_TW/sdk.js';
const GRAPH_VERSION = 'v21.0';

interface FacebookAuthResponse {
  authResponse?: { userID: string; accessToken: string } | null;
}
interface FacebookSdk {
  init(options: { appId: string; cookie: boolean; xfbml: boolean; version: string }): void;
  login(callback: (response: FacebookAuthResponse) => void, options: { scope: string }): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/** The visitor closed the Facebook window without signing in: not an error to show. */
export class SocialCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SocialCancelled';
  }
}

const initialised = new Set<string>();

/** Loads and starts the SDK ahead of the click, so the login window opens from the click itself. */
export async function prepareFacebook(appId: string): Promise<void> {
  await loadScript(FACEBOOK_SCRIPT);
  if (!window.FB) throw new Error('the Facebook SDK did not start');
  if (!initialised.has(appId)) {
    window.FB.init({ appId, cookie: false, xfbml: false, version: GRAPH_VERSION });
    initialised.add(appId);
  }
}

/** Opens Facebook's login window; resolves with the user id and access token the server checks. */
export function facebookLogin(): Promise<Omit<FacebookLogin, 'device_id'>> {
  return new Promise((resolve, reject) => {
    const sdk = window.FB;
    if (!sdk) {
      reject(new Error('the Facebook SDK is not loaded'));
      return;
    }
    sdk.login(
      ({ authResponse }) => {
        if (authResponse) resolve({ facebook_user_id: authResponse.userID, access_token: authResponse.accessToken });
        else reject(new SocialCancelled());
      },
      { scope: 'public_profile,email' },
    );
  });
}
