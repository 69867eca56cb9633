import { describe, expect, it } from 'vitest';
import { ONE_YEAR_SECONDS } from './cookies';
import { ROLE_COOKIE, rememberedMode, rememberMode } from './mode';

describe('the remembered mode', () => {
  it.each([
    ['', null],
    ['user_role=pro', 'pro'],
    ['user_role=consumer', 'consumer'],
    ['user_role=admin', null],
    ['other=1; user_role=consumer', 'consumer'],
  ])('reads %j as %s (nothing remembered is null: the user\'s services decide)', (cookie, mode) => {
    expect(rememberedMode({ cookie })).toBe(mode);
  });

  it('is kept for a year in the user_role cookie', () => {
    const jar = { cookie: '' };
    rememberMode(jar, 'consumer', true);
    expect(jar.cookie).toBe(`${ROLE_COOKIE}=consumer; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; Secure`);
  });
});
