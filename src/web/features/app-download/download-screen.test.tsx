// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppStoreLinks, NO_APP_STORES } from '../../../domain/apps/app-stores';
import { matchAppRoute } from '../../routes/route-table';
import { createAppStore } from '../../store';
import { DEFAULT_APP_CONFIG } from '../../store/app-slice';
import { fakeFetch, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { DownloadScreen } from './download-screen';
import { qrPath } from './qr-code';

const STORES: AppStoreLinks = { ios: 'https://apps.apple.com/a', android: 'https://play.google.com/a', proIos: null, proAndroid: 'https://play.google.com/p' };

function render(path: string, appStores: AppStoreLinks = STORES) {
  const store = createAppStore(preloaded({ app: { ...DEFAULT_APP_CONFIG, appStores } }), { fetchFn: fakeFetch({}).fn, proMode: false });
  return renderWithApp(<DownloadScreen match={matchAppRoute(path)!} />, { store, path });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the download page', () => {
  it('shows the chosen app with its store link and a QR code of it, and remembers the choice', () => {
    render('/download/ios');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('下載 App');
    expect(within(main).getByRole('link', { name: 'App Store 下載' }).getAttribute('href')).toBe('https://apps.apple.com/a');
    expect(within(main).queryByRole('link', { name: 'Google Play 下載' })).toBeNull();
    const qr = within(main).getByRole('img', { name: 'App Store 下載 下載連結的 QR code' });
    expect(qr.getAttribute('data-qr-text')).toBe('https://apps.apple.com/a');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath('https://apps.apple.com/a').d);
    expect(within(main).getByRole('link', { name: 'iPhone' }).getAttribute('aria-current')).toBe('page');
    expect(window.localStorage.getItem('app-download-choice')).toBe('ios');
  });

  it('offers only the configured apps and stores', () => {
    render('/download/pro');
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toContain('Google Play 下載');
    expect(links).not.toContain('App Store 下載');
    expect(screen.getByRole('navigation', { name: '選擇要下載的 App' }).textContent).toBe('iPhoneAndroid專家 App');
  });

  it('goes to the remembered choice from /download', () => {
    window.localStorage.setItem('app-download-choice', 'android');
    render('/download');
    expect(screen.getByTestId('location').textContent).toBe('/download/android');
  });

  it('switches app from the choices', () => {
    render('/download/ios');
    fireEvent.click(screen.getByRole('link', { name: 'Android' }));
    expect(screen.getByTestId('location').textContent).toBe('/download/android');
  });

  it('is not found without any store link, or for an app without one', () => {
    render('/download/ios', NO_APP_STORES);
    expect(screen.queryByRole('link', { name: 'App Store 下載' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('下載 App');
    cleanup();
    render('/download/pro', { ...STORES, proAndroid: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('下載 App');
  });

  it('draws a QR code whose size matches its version', () => {
    const { size, d } = qrPath('https://apps.apple.com/a');
    expect(size).toBeGreaterThanOrEqual(21);
    expect(d.startsWith('M0 0h1v1h-1z')).toBe(true);
  });
});
