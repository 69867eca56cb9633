import { type DownloadTarget, isDownloadTarget } from '../../../domain/apps/app-stores';

/** When the banner was last closed (ms since the epoch). */
export const BANNER_DISMISSED_KEY = 'app-banner-dismissed-at';
/** The target last chosen on the download page. */
export const DOWNLOAD_CHOICE_KEY = 'app-download-choice';
/** A closed banner comes back after two weeks, no sooner. */
export const BANNER_CAP_MS = 14 * 24 * 60 * 60 * 1000;
/** Phone-sized screens only: a tablet or desktop visitor finds the apps in the footer. */
export const PHONE_MEDIA_QUERY = '(max-width: 599px)';

// Markers of a web view inside an app (Android's "wv", in-app browsers): someone in an app needs no banner.
const APP_WEB_VIEW = /; wv\)|\bLine\/|FBAN|FBAV|Instagram|MicroMessenger/i;
const MOBILE = /Android|iPhone|iPod|Mobile/i;
const IOS = /iPhone|iPad|iPod/i;

type Reading = Pick<Storage, 'getItem'> | undefined;
type Writing = Pick<Storage, 'setItem'> | undefined;

/** A phone browser, not an app's web view. */
export function isMobileBrowser(userAgent: string): boolean {
  // An iOS web view leaves "Safari/" out of its user agent; every iOS browser keeps it.
  const iosWebView = IOS.test(userAgent) && !/Safari\//.test(userAgent);
  return MOBILE.test(userAgent) && !APP_WEB_VIEW.test(userAgent) && !iosWebView;
}

/** Whether the banner was closed less than two weeks ago. */
export function bannerDismissed(now: number, storage: Reading = globalThis.localStorage): boolean {
  try {
    const at = Number(storage?.getItem(BANNER_DISMISSED_KEY) ?? '');
    return Number.isFinite(at) && at > 0 && now - at < BANNER_CAP_MS;
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(now: number, storage: Writing = globalThis.localStorage): void {
  try {
    storage?.setItem(BANNER_DISMISSED_KEY, String(now));
  } catch {
    // Storage may be off: the banner may then come back on the next page, which is harmless.
  }
}

export function rememberedChoice(storage: Reading = globalThis.localStorage): DownloadTarget | undefined {
  try {
    const value = storage?.getItem(DOWNLOAD_CHOICE_KEY) ?? undefined;
    return isDownloadTarget(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberChoice(target: DownloadTarget, storage: Writing = globalThis.localStorage): void {
  try {
    storage?.setItem(DOWNLOAD_CHOICE_KEY, target);
  } catch {
    // Storage may be off: the page then starts from the phone's platform again.
  }
}

/** The target for this visitor: the remembered choice, else the phone's platform, else the first available. */
export function preferredTarget(available: readonly DownloadTarget[], userAgent: string, remembered: DownloadTarget | undefined): DownloadTarget | undefined {
  if (remembered && available.includes(remembered)) return remembered;
  const platform: DownloadTarget = /Android/i.test(userAgent) ? 'android' : 'ios';
  if (/Android|iPhone|iPad|iPod/i.test(userAgent) && available.includes(platform)) return platform;
  return available[0];
}
