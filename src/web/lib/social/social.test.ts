import { describe, expect, it } from 'vitest';
import { APPLE_AUTHORIZE_URL, appleAuthorizeUrl, rememberAppleState, takeAppleState } from './apple';
import { jwtSubject } from './google';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('Google ID tokens', () => {
  it('reads the subject, the Google user id the login sends beside the token', () => {
    expect(jwtSubject(`${base64url({ alg: 'RS256' })}.${base64url({ sub: '1098765', email: 'a@b.tw' })}.sig`)).toBe('1098765');
  });

  it.each(['', 'abc', 'a.!!!.c', `a.${base64url({ email: 'x' })}.c`, `a.${base64url({ sub: 5 })}.c`])('gives nothing for %j', (token) => {
    expect(jwtSubject(token)).toBeUndefined();
  });
});

describe('Sign in with Apple on the web', () => {
  it('asks for a code back in the query, at the configured return URL', () => {
    const url = new URL(appleAuthorizeUrl({ clientId: 'tw.example.web', redirectUri: 'https://example.tw/login', state: 's1' }));
    expect(`${url.origin}${url.pathname}`).toBe(APPLE_AUTHORIZE_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'tw.example.web',
      redirect_uri: 'https://example.tw/login',
      response_type: 'code',
      response_mode: 'query',
      state: 's1',
    });
  });

  it('uses a returned code only with the state it sent, and only once', () => {
    const storage = memoryStorage();
    const sent = rememberAppleState(storage, 'login', '/dashboard/settings');
    expect(takeAppleState(storage, 'forged')).toBeUndefined();
    const again = rememberAppleState(storage, 'connect');
    expect(takeAppleState(storage, again.state)).toEqual({ state: again.state, purpose: 'connect' });
    expect(takeAppleState(storage, again.state)).toBeUndefined();
    expect(sent.returnTo).toBe('/dashboard/settings');
  });

  it('ignores a state it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('apple_sign_in', '{not json');
    expect(takeAppleState(storage, 'x')).toBeUndefined();
    expect(takeAppleState(storage, null)).toBeUndefined();
  });
});
