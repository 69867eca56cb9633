/** Store links of the mobile apps (APP_STORE_URL, PLAY_STORE_URL, PRO_APP_STORE_URL, PRO_PLAY_STORE_URL); null when unset. */
export interface AppStoreLinks {
  ios: string | null;
  android: string | null;
  proIos: string | null;
  proAndroid: string | null;
}

/** What `/download/{target}` offers: the consumer app on one platform, or the pro app. */
export const DOWNLOAD_TARGETS = ['ios', 'android', 'pro'] as const;
export type DownloadTarget = (typeof DOWNLOAD_TARGETS)[number];

export const NO_APP_STORES: AppStoreLinks = { ios: null, android: null, proIos: null, proAndroid: null };

/** One store a target links to. */
export interface StoreLink {
  store: 'appStore' | 'playStore';
  url: string;
}

/** The store links behind a target, only the configured ones. */
export function storeLinksFor(target: DownloadTarget, links: AppStoreLinks): StoreLink[] {
  const pairs: [StoreLink['store'], string | null][] =
    target === 'ios' ? [['appStore', links.ios]] : target === 'android' ? [['playStore', links.android]] : [['appStore', links.proIos], ['playStore', links.proAndroid]];
  return pairs.flatMap(([store, url]) => (url ? [{ store, url }] : []));
}

/** The targets with at least one store link; none configured means no download page and no banner. */
export function availableTargets(links: AppStoreLinks): DownloadTarget[] {
  return DOWNLOAD_TARGETS.filter((target) => storeLinksFor(target, links).length > 0);
}

export function isDownloadTarget(value: string | undefined): value is DownloadTarget {
  return (DOWNLOAD_TARGETS as readonly string[]).includes(value ?? '');
}

/** Whether `/download[/{target}]` has something to offer: a store link, and the target's own if one is named. */
export function offersDownload(target: string | undefined, links: AppStoreLinks): boolean {
  const available = availableTargets(links);
  if (target === undefined) return available.length > 0;
  return isDownloadTarget(target) && available.includes(target);
}
