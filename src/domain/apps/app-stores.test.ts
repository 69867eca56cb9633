import { describe, expect, it } from 'vitest';
import { type AppStoreLinks, availableTargets, isDownloadTarget, NO_APP_STORES, offersDownload, storeLinksFor } from './app-stores';

const ALL: AppStoreLinks = { ios: 'https://apps.apple.com/a', android: 'https://play.google.com/a', proIos: 'https://apps.apple.com/p', proAndroid: 'https://play.google.com/p' };

describe('the app store links', () => {
  it.each([
    ['ios', ALL, [{ store: 'appStore', url: 'https://apps.apple.com/a' }]],
    ['android', ALL, [{ store: 'playStore', url: 'https://play.google.com/a' }]],
    ['pro', ALL, [{ store: 'appStore', url: 'https://apps.apple.com/p' }, { store: 'playStore', url: 'https://play.google.com/p' }]],
    ['pro', { ...NO_APP_STORES, proAndroid: 'https://play.google.com/p' }, [{ store: 'playStore', url: 'https://play.google.com/p' }]],
    ['ios', NO_APP_STORES, []],
  ] as const)('links %s to its configured stores only', (target, links, expected) => {
    expect(storeLinksFor(target, links)).toEqual(expected);
  });

  it('offers only the targets with a link, none when nothing is configured', () => {
    expect(availableTargets(ALL)).toEqual(['ios', 'android', 'pro']);
    expect(availableTargets({ ...NO_APP_STORES, android: 'https://play.google.com/a' })).toEqual(['android']);
    expect(availableTargets(NO_APP_STORES)).toEqual([]);
  });

  it.each([
    ['ios', true],
    ['pro', true],
    ['windows', false],
    [undefined, false],
  ])('knows %s as a target: %s', (value, expected) => {
    expect(isDownloadTarget(value)).toBe(expected);
  });

  it.each([
    [undefined, ALL, true],
    [undefined, NO_APP_STORES, false],
    ['pro', ALL, true],
    ['pro', { ...ALL, proIos: null, proAndroid: null }, false],
    ['windows', ALL, false],
  ] as const)('offers /download/%s: %s', (target, links, expected) => {
    expect(offersDownload(target, links)).toBe(expected);
  });
});
