import { type CookieJar, ONE_YEAR_SECONDS, readCookie, serializeCookie } from './cookies';

export const DEVICE_ID_COOKIE = 'device_id';

/** A v4 UUID; crypto.randomUUID only exists in secure contexts, so plain http falls back. */
export function randomUuid(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Makes sure the browser carries a device identifier (spec: fetched at start, sent with
 * logins); returns it. An existing one is kept so a device stays the same device.
 */
export function ensureDeviceId(jar: CookieJar, options: { secure: boolean; uuid?: () => string }): string {
  const existing = readCookie(jar.cookie, DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = (options.uuid ?? randomUuid)();
  jar.cookie = serializeCookie(DEVICE_ID_COOKIE, id, { maxAgeSeconds: ONE_YEAR_SECONDS, secure: options.secure });
  return id;
}

/** The device id to send with a login, from the browser's cookie (created if it went missing). */
export function browserDeviceId(): string {
  return ensureDeviceId(document, { secure: window.location.protocol === 'https:' });
}
