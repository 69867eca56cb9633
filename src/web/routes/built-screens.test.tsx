// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_DASHBOARD_URLS, SPEC_PUBLIC_URLS } from '../../server/features/pages/spec-routes';
import { DashboardMenu, MENU } from '../components/page-frame/dashboard-menu';
import { SiteFooter } from '../components/page-frame/site-footer';
import { SiteHeader } from '../components/page-frame/site-header';
import { createAppStore } from '../store';
import { fakeFetch, me, preloaded } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { isNotBuilt, NOT_BUILT_SCREENS, REDIRECT_SCREENS } from './not-built';
import { matchAppRoute, ROUTES } from './route-table';
import { hasOwnScreen } from './screens';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCREENS = ROUTES.map((r) => r.screen).filter((s, i, all) => all.indexOf(s) === i);

/** The screen a link of the product leads to, or undefined for a link off the app's routes. */
function screenAt(href: string): string | undefined {
  return matchAppRoute(new URL(href, 'http://localhost').pathname)?.route.screen;
}

/** Whether a link leads to a screen of its own (or to /dashboard, which goes on to one). */
function leadsToBuiltScreen(href: string): boolean {
  const key = screenAt(href);
  return key !== undefined && (hasOwnScreen(key) || (REDIRECT_SCREENS as readonly string[]).includes(key));
}

/** Every link inside `root` that stays on the site, by its href. */
function internalLinks(root: HTMLElement): string[] {
  return within(root)
    .queryAllByRole('link')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}

describe('the screens of the route table', () => {
  it.each(SCREENS.filter((s) => !isNotBuilt(s) && !(REDIRECT_SCREENS as readonly string[]).includes(s)))('%s has a screen of its own, not the outline', (screenKey) => {
    expect(hasOwnScreen(screenKey)).toBe(true);
  });

  it.each([...NOT_BUILT_SCREENS])('%s is still an outline (a built screen leaves the not-built list)', (screenKey) => {
    expect(SCREENS).toContain(screenKey);
    expect(hasOwnScreen(screenKey)).toBe(false);
  });

  it('gives every spec URL a route, and every URL outside the not-built list a built screen', () => {
    const outlines = [...SPEC_PUBLIC_URLS, ...SPEC_DASHBOARD_URLS].filter((url) => {
      const key = screenAt(url);
      expect(key, url).toBeDefined();
      return !hasOwnScreen(key!);
    });
    expect(outlines.every((url) => isNotBuilt(screenAt(url)!) || (REDIRECT_SCREENS as readonly string[]).includes(screenAt(url)!))).toBe(true);
  });
});

describe('the menus', () => {
  it.each(['pro', 'consumer'] as const)('lead only to built screens in %s mode', (mode) => {
    expect(MENU[mode].filter((item) => !leadsToBuiltScreen(item.to))).toEqual([]);
    const store = createAppStore(preloaded({ user: { me } }), { proMode: mode === 'pro' });
    renderWithApp(<DashboardMenu />, { store, path: mode === 'pro' ? '/dashboard/requests' : '/dashboard/projects' });
    const menu = screen.getByRole('navigation', { name: '工作台選單' });
    fireEvent.click(within(menu).getByRole('button', { name: '更多' }));
    const links = internalLinks(menu);
    expect(links.length).toBeGreaterThanOrEqual(MENU[mode].length);
    expect(links.filter((href) => !leadsToBuiltScreen(href))).toEqual([]);
  });

  it('lead only to built screens from the header and the footer, signed in or not', () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        onmessage = null;
        onclose = null;
        close() {}
      },
    );
    for (const user of [null, me]) {
      const store = createAppStore(preloaded({ user: { me: user } }), { fetchFn: fakeFetch({}).fn, proMode: false });
      const { container } = renderWithApp(
        <>
          <SiteHeader showSearch={false} />
          <SiteFooter />
        </>,
        { store, path: '/' },
      );
      const account = within(container).queryByRole('button', { name: /王小明|小明/ });
      if (account) fireEvent.click(account);
      const links = internalLinks(container);
      expect(links.length).toBeGreaterThan(3);
      expect(links.filter((href) => !leadsToBuiltScreen(href))).toEqual([]);
      cleanup();
    }
  });
});
