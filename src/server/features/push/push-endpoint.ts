/**
 * Which push endpoints the server will POST to: the browsers' own push services over https.
 * Anything else would let a subscriber make the server call an address of their choosing.
 * Outside production a loopback http endpoint is accepted too (the local fake push service).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export function isAllowedPushEndpoint(raw: string, env: 'development' | 'production' | 'test'): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  return env !== 'production' && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}
