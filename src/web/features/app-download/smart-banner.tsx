import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { availableTargets, type DownloadTarget, NO_APP_STORES } from '../../../domain/apps/app-stores';
import { attributionOf, PARTNER_COOKIE } from '../../lib/attribution';
import { readCookie } from '../../lib/cookies';
import { stripLanguagePrefix } from '../../routes/route-table';
import { useAppSelector } from '../../store/hooks';
import { bannerDismissed, isMobileBrowser, PHONE_MEDIA_QUERY, preferredTarget, rememberBannerDismissed, rememberedChoice } from './app-download-client';
import './app-download.css';

// Partner channels (their landing pages and whatever a partner visitor opens next) never advertise our apps.
const PARTNER_PAGE = /^\/(ibon-app|55688life|fet)(\/|$)/;

/** Whether this page, in this browser, may show the banner; the target it points at if so. */
function bannerTarget(available: DownloadTarget[], pathname: string, search: string): DownloadTarget | undefined {
  const path = stripLanguagePrefix(pathname).pathname;
  if (available.length === 0 || path.startsWith('/download') || PARTNER_PAGE.test(path)) return undefined;
  if (readCookie(document.cookie, PARTNER_COOKIE) || attributionOf(pathname, search).partner) return undefined;
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
  if (!phone || !isMobileBrowser(navigator.userAgent) || bannerDismissed(Date.now())) return undefined;
  return preferredTarget(available, navigator.userAgent, rememberedChoice());
}

/**
 * The app banner above the header on phone browsers: points at `/download/{target}`, closes for
 * two weeks. Decided after hydration (it reads the browser), so the server's HTML never has it.
 */
export function SmartBanner() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const stores = useAppSelector((s) => s.app.appStores ?? NO_APP_STORES);
  const [target, setTarget] = useState<DownloadTarget | undefined>();

  useEffect(() => {
    setTarget(bannerTarget(availableTargets(stores), pathname, search));
  }, [stores, pathname, search]);

  if (!target) return null;
  const close = () => {
    rememberBannerDismissed(Date.now());
    setTarget(undefined);
  };
  return (
    <aside className="smart-banner" aria-label={t('appDownload>banner>label')} data-testid="smart-banner">
      <p className="smart-banner__text">
        <strong>{t(target === 'pro' ? 'appDownload>banner>proTitle' : 'appDownload>banner>title')}</strong>
        <span>{t('appDownload>banner>body')}</span>
      </p>
      <Link className="smart-banner__open" to={`/download/${target}`}>
        {t('appDownload>banner>open')}
      </Link>
      <button type="button" className="smart-banner__close" onClick={close} aria-label={t('appDownload>banner>close')}>
        ×
      </button>
    </aside>
  );
}
