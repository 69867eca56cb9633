// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppStoreLinks, NO_APP_STORES } from '../../../domain/apps/app-stores';
import { createAppStore } from '../../store';
import { DEFAULT_APP_CONFIG } from '../../store/app-slice';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SmartBanner } from './smart-banner';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_WEB_VIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';
const STORES: AppStoreLinks = { ...NO_APP_STORES, ios: 'https://apps.apple.com/a', android: 'https://play.google.com/a' };

/** A browser of this user agent on a screen that is (or is not) phone-sized. */
function browser(userAgent: string, phoneSized = true) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phoneSized, media: query }));
}

function render(path = '/', appStores: AppStoreLinks = STORES) {
  return renderWithApp(<SmartBanner />, { store: createAppStore(preloaded({ app: { ...DEFAULT_APP_CONFIG, appStores } })), path });
}

beforeEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the partner cookie between tests.
  document.cookie = 'partner_token=; max-age=0; path=/';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app banner', () => {
  it('offers the app of the phone on a phone browser, and stays closed once closed', async () => {
    browser(IPHONE_SAFARI);
    render();
    const banner = await screen.findByTestId('smart-banner');
    expect(banner.textContent).toContain('好幫手 App');
    expect(screen.getByRole('link', { name: '下載' }).getAttribute('href')).toBe('/download/ios');

    fireEvent.click(screen.getByRole('button', { name: '關閉下載提示' }));
    expect(screen.queryByTestId('smart-banner')).toBeNull();
    expect(Number(window.localStorage.getItem('app-banner-dismissed-at'))).toBeGreaterThan(0);
    cleanup();
    render();
    await act(async () => undefined);
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });

  it('points at the remembered choice', async () => {
    browser(IPHONE_SAFARI);
    window.localStorage.setItem('app-download-choice', 'android');
    render();
    expect((await screen.findByRole('link', { name: '下載' })).getAttribute('href')).toBe('/download/android');
  });

  it.each([
    ['an app web view', () => browser(ANDROID_WEB_VIEW), '/', STORES],
    ['a wide screen', () => browser(IPHONE_SAFARI, false), '/', STORES],
    ['no store configured', () => browser(IPHONE_SAFARI), '/', NO_APP_STORES],
    ['the download page', () => browser(IPHONE_SAFARI), '/download/ios', STORES],
    ['a partner page', () => browser(IPHONE_SAFARI), '/55688life', STORES],
    ['a partner link', () => browser(IPHONE_SAFARI), '/?partner=ibon', STORES],
  ] as const)('is not shown in %s', async (_, setUp, path, stores) => {
    setUp();
    render(path, stores);
    await act(async () => undefined);
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });

  it('is not shown to a visitor who came through a partner channel', async () => {
    browser(IPHONE_SAFARI);
    // biome-ignore lint/suspicious/noDocumentCookie: the partner cookie as the attribution sets it.
    document.cookie = 'partner_token=fet; path=/';
    render();
    await act(async () => undefined);
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });
});
