import { describe, expect, it } from 'vitest';
import { CONSUMER_ONLY_SEGMENTS, PRO_ONLY_SEGMENTS, resolveMode, resolveQuoteRoute, roleRedirect } from './route-rules';

describe('mode', () => {
  it.each([
    [null, undefined, 'pro'],
    [undefined, undefined, 'pro'],
    ['pro', 0, 'pro'],
    ['consumer', 3, 'consumer'],
    ['something', 0, 'consumer'],
    [null, 0, 'consumer'],
    [undefined, 2, 'pro'],
    ['', 1, 'pro'],
  ])('remembered %j with %j services starts in %s mode (remembered wins, else pro only with a service)', (remembered, services, mode) => {
    expect(resolveMode(remembered, services)).toBe(mode);
  });
});

describe('roleRedirect', () => {
  it.each(PRO_ONLY_SEGMENTS)('sends a consumer away from the pro screen %s to projects', (segment) => {
    expect(roleRedirect(`/dashboard/${segment}/1`, 'consumer')).toBe('/dashboard/projects');
    expect(roleRedirect(`/dashboard/${segment}`, 'pro')).toBeUndefined();
  });

  it.each(CONSUMER_ONLY_SEGMENTS)('sends a pro away from the consumer screen %s to requests', (segment) => {
    expect(roleRedirect(`/dashboard/${segment}`, 'pro')).toBe('/dashboard/requests');
    expect(roleRedirect(`/dashboard/${segment}`, 'consumer')).toBeUndefined();
  });

  it.each(['certification', 'appointment', 'shop', 'safety-payments', 'email_change', 'settings', 'inbox'])(
    'lets both modes use the shared screen %s',
    (segment) => {
      expect(roleRedirect(`/dashboard/${segment}`, 'pro')).toBeUndefined();
      expect(roleRedirect(`/dashboard/${segment}`, 'consumer')).toBeUndefined();
    },
  );

  it('lands /dashboard on the mode landing page', () => {
    expect(roleRedirect('/dashboard', 'pro')).toBe('/dashboard/requests');
    expect(roleRedirect('/dashboard', 'consumer')).toBe('/dashboard/projects');
  });
});

describe('resolveQuoteRoute', () => {
  it.each([
    [{ requestId: '0', quoteId: '56' }, { kind: 'redirect', to: '/dashboard/projects/quote/56' }],
    [{ requestId: '0', quoteId: '56', details: 'details' }, { kind: 'redirect', to: '/dashboard/projects/quote/56/details' }],
    [{ requestId: '56', quoteId: 'details' }, { kind: 'show', requestId: undefined, quoteId: '56', details: true }],
    [{ requestId: '34', quoteId: '56' }, { kind: 'show', requestId: '34', quoteId: '56', details: false }],
    [{ requestId: '34', quoteId: '56', details: 'details' }, { kind: 'show', requestId: '34', quoteId: '56', details: true }],
    [{ quoteId: '56' }, { kind: 'show', requestId: undefined, quoteId: '56', details: false }],
  ])('resolves %o', (params, expected) => {
    expect(resolveQuoteRoute(params)).toEqual(expected);
  });
});
