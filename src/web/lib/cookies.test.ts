import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';
import { ensureDeviceId, randomUuid } from './device-id';

describe('cookies', () => {
  it('reads a named cookie among others and decodes it', () => {
    expect(readCookie('a=1; device_id=x%2Fy; i18next=zh-TW', 'device_id')).toBe('x/y');
    expect(readCookie('a=1', 'device_id')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('treats a malformed value as missing', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
  });

  it('writes a site-wide Lax cookie with a max age', () => {
    expect(serializeCookie('i18next', 'zh-TW', { maxAgeSeconds: 60 })).toBe('i18next=zh-TW; Path=/; Max-Age=60; SameSite=Lax');
    expect(serializeCookie('a', 'b', { maxAgeSeconds: 1, secure: true })).toContain('; Secure');
  });
});

describe('the device identifier', () => {
  it('creates a one-year device_id cookie when there is none', () => {
    const jar = { cookie: 'other=1' };
    const id = ensureDeviceId(jar, { secure: false, uuid: () => 'uuid-1' });
    expect(id).toBe('uuid-1');
    expect(jar.cookie).toBe('device_id=uuid-1; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('keeps an existing device_id', () => {
    const jar = { cookie: 'device_id=abc' };
    expect(ensureDeviceId(jar, { secure: false, uuid: () => 'new' })).toBe('abc');
    expect(jar.cookie).toBe('device_id=abc');
  });

  it('builds a v4 UUID without randomUUID (plain http)', () => {
    const fake = { getRandomValues: <T extends ArrayBufferView>(a: T) => a } as unknown as Crypto;
    expect(randomUuid(fake)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
