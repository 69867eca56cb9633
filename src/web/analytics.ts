/**
 * Page-view tracking: a no-op until configured with state.app.analyticsUrl, then one beacon per
 * route change. Beacons survive page unloads and never block navigation.
 */
let endpoint: string | null = null;

export interface BeaconNavigator {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

export function configureAnalytics(url: string | null): void {
  endpoint = url;
}

/** Sends {path, ts} (ts in ms since the epoch) to the analytics URL; false when nothing was sent. */
export function trackPageView(path: string, nav: BeaconNavigator | undefined = globalThis.navigator, now: () => number = Date.now): boolean {
  if (!endpoint || typeof nav?.sendBeacon !== 'function') return false;
  // text/plain keeps the beacon a "simple" request: browsers refuse cross-origin JSON beacons.
  const body = new Blob([JSON.stringify({ path, ts: now() })], { type: 'text/plain;charset=UTF-8' });
  return nav.sendBeacon(endpoint, body);
}
