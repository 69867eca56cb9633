import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_MAX_AGE_SECONDS, attributionOf, rememberAttribution } from './attribution';

describe('partner and referral attribution', () => {
  it.each([
    ['/', '?partner=55688life', { partner: '55688life' }],
    ['/category/x', '?partner=fet&ref=abc_1', { partner: 'fet', referral: 'abc_1' }],
    ['/55688life', '', { partner: '55688life' }],
    ['/55688life/join', '', { partner: '55688life' }],
    ['/zh-TW/fet/quick-buy', '', { partner: 'fet' }],
    ['/fet', '?partner=other', { partner: 'other' }],
    ['/fetch-more', '', {}],
    ['/', '?ref=friend', { referral: 'friend' }],
    ['/', '?partner=<script>&ref=a%20b', {}],
    ['/', `?partner=${'x'.repeat(41)}`, {}],
  ])('reads %s%s', (pathname, search, expected) => {
    expect(attributionOf(pathname, search)).toEqual(expected);
  });

  it('stores the partner token and referral hash the server reads at sign-up', () => {
    const jar = { cookie: '' };
    rememberAttribution(jar, '/', '?partner=fet&ref=abc', true);
    // A test jar keeps only the last assignment, like reading back one Set-Cookie.
    expect(jar.cookie).toBe(`referral_hash=abc; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; SameSite=Lax; Secure`);
    const partnerOnly = { cookie: '' };
    rememberAttribution(partnerOnly, '/55688life', '', false);
    expect(partnerOnly.cookie).toBe(`partner_token=55688life; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; SameSite=Lax`);
  });

  it('leaves the cookies alone when nothing new is said', () => {
    const jar = { cookie: 'partner_token=fet' };
    rememberAttribution(jar, '/fet', '', false);
    expect(jar.cookie).toBe('partner_token=fet');
    rememberAttribution(jar, '/genre/all', '', false);
    expect(jar.cookie).toBe('partner_token=fet');
  });
});
