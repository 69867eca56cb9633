import { describe, expect, it } from 'vitest';
import { BANNER_CAP_MS, bannerDismissed, isMobileBrowser, preferredTarget, rememberBannerDismissed, rememberChoice, rememberedChoice } from './app-download-client';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_WEB_VIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_WEB_VIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';
const LINE_IN_APP = `${IPHONE_SAFARI} Line/14.6.0`;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('who sees the app banner', () => {
  it.each([
    ['an iPhone Safari', IPHONE_SAFARI, true],
    ['an Android Chrome', ANDROID_CHROME, true],
    ['an iOS app web view', IPHONE_WEB_VIEW, false],
    ['an Android app web view', ANDROID_WEB_VIEW, false],
    ['the LINE in-app browser', LINE_IN_APP, false],
    ['a desktop browser', DESKTOP, false],
  ])('%s: %s', (_, userAgent, expected) => {
    expect(isMobileBrowser(userAgent)).toBe(expected);
  });

  it('stays closed for two weeks after closing, then comes back', () => {
    const storage = memoryStorage();
    const closedAt = Date.UTC(2026, 10, 1);
    expect(bannerDismissed(closedAt, storage)).toBe(false);
    rememberBannerDismissed(closedAt, storage);
    expect(bannerDismissed(closedAt + 1000, storage)).toBe(true);
    expect(bannerDismissed(closedAt + BANNER_CAP_MS - 1, storage)).toBe(true);
    expect(bannerDismissed(closedAt + BANNER_CAP_MS, storage)).toBe(false);
  });

  it('ignores a damaged dismissal', () => {
    const storage = memoryStorage();
    storage.setItem('app-banner-dismissed-at', 'yesterday');
    expect(bannerDismissed(Date.now(), storage)).toBe(false);
  });
});

describe('the target a visitor is sent to', () => {
  it('is the remembered choice when it is still offered', () => {
    const storage = memoryStorage();
    rememberChoice('pro', storage);
    expect(rememberedChoice(storage)).toBe('pro');
    expect(preferredTarget(['ios', 'android', 'pro'], IPHONE_SAFARI, rememberedChoice(storage))).toBe('pro');
    expect(preferredTarget(['ios', 'android'], IPHONE_SAFARI, 'pro')).toBe('ios');
  });

  it("is otherwise the phone's platform, else the first offered", () => {
    expect(preferredTarget(['ios', 'android', 'pro'], ANDROID_CHROME, undefined)).toBe('android');
    expect(preferredTarget(['ios', 'android', 'pro'], IPHONE_SAFARI, undefined)).toBe('ios');
    expect(preferredTarget(['android', 'pro'], IPHONE_SAFARI, undefined)).toBe('android');
    expect(preferredTarget(['ios', 'pro'], DESKTOP, undefined)).toBe('ios');
    expect(preferredTarget([], IPHONE_SAFARI, undefined)).toBeUndefined();
  });

  it('forgets a choice that is not a target', () => {
    const storage = memoryStorage();
    storage.setItem('app-download-choice', 'windows');
    expect(rememberedChoice(storage)).toBeUndefined();
  });
});
