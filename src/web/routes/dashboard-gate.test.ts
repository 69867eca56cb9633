import { describe, expect, it } from 'vitest';
import { dashboardRedirect } from './dashboard-gate';
import { loginRedirect, withLanguage } from './login-redirect';
import { matchAppRoute } from './route-table';

const redirect = (path: string, proMode: boolean) => dashboardRedirect(matchAppRoute(path)!, proMode);

describe('dashboard redirects', () => {
  it('sends /dashboard to the landing page of the mode', () => {
    expect(redirect('/dashboard', true)).toBe('/dashboard/requests');
    expect(redirect('/dashboard', false)).toBe('/dashboard/projects');
  });

  it("sends each mode away from the other mode's screens, keeping the language prefix", () => {
    expect(redirect('/dashboard/projects/2', true)).toBe('/dashboard/requests');
    // One inbox for both modes.
    expect(redirect('/dashboard/inbox', true)).toBeUndefined();
    expect(redirect('/dashboard/inbox', false)).toBeUndefined();
    expect(redirect('/zh-TW/dashboard/services/12', false)).toBe('/zh-TW/dashboard/projects');
    expect(redirect('/dashboard/settings', false)).toBeUndefined();
  });

  it('sends the quote route with request id 0 to the quote-only route', () => {
    expect(redirect('/dashboard/projects/quote/0/56/details', false)).toBe('/dashboard/projects/quote/56/details');
    expect(redirect('/dashboard/projects/quote/34/56', false)).toBeUndefined();
  });
});

describe('login redirects', () => {
  it('carries the wanted path as from and as state', () => {
    expect(loginRedirect('/dashboard/projects?x=1')).toEqual({ to: '/login?from=%2Fdashboard%2Fprojects%3Fx%3D1', state: { nextPath: '/dashboard/projects?x=1' } });
  });

  it('puts the language prefix back', () => {
    expect(withLanguage('/dashboard/requests', 'zh-TW')).toBe('/zh-TW/dashboard/requests');
    expect(withLanguage('/', 'zh-TW')).toBe('/zh-TW');
    expect(withLanguage('/a', undefined)).toBe('/a');
  });
});
