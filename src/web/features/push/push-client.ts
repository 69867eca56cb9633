import type { PushOffer } from '../../../domain/push/push.contract';
import type { ApiClient } from '../../api/client';

/** Web push in the browser: the server's offer, the service worker and the subscription. */

export type { PushOffer } from '../../../domain/push/push.contract';

export const PUSH_WORKER_URL = '/push-sw.js';
/** The user said "later" to the prompt: it is not shown again on this browser. */
const DISMISSED_KEY = 'notify.promptDismissed';

export function getPushOffer(api: ApiClient): Promise<PushOffer> {
  return api.request<PushOffer>('/push/config.json', { quiet: true, guestOk: true });
}

/** Whether this browser can receive web push at all. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function promptDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberPromptDismissed(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // private mode: the prompt may come back next time
  }
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableResult = 'enabled' | 'denied';

/** Asks the browser's permission, subscribes this browser and tells the server. Throws when the push service fails. */
export async function enablePush(api: ApiClient, publicKey: string): Promise<EnableResult> {
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await api.request('/push/subscribe.json', { method: 'POST', body: { ...subscription.toJSON() }, quiet: true });
  return 'enabled';
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Ends this browser's subscription here and at the server. */
export async function disablePush(api: ApiClient): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.request('/push/unsubscribe.json', { method: 'POST', body: { endpoint: subscription.endpoint }, quiet: true }).catch(() => undefined);
  await subscription.unsubscribe();
}
