import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { availableTargets, type DownloadTarget, isDownloadTarget, NO_APP_STORES, offersDownload, storeLinksFor } from '../../../domain/apps/app-stores';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppSelector } from '../../store/hooks';
import { NotFoundScreen } from '../not-found';
import { preferredTarget, rememberChoice, rememberedChoice } from './app-download-client';
import { QrCode } from './qr-code';
import './app-download.css';

/** /download without a target: the remembered choice, else the phone's platform (known only in the browser). */
function ChooseTarget({ available }: { available: DownloadTarget[] }) {
  const isBrowser = typeof window !== 'undefined';
  const target = isBrowser ? preferredTarget(available, navigator.userAgent, rememberedChoice()) : undefined;
  if (!target) return null;
  return <Navigate to={`/download/${target}`} replace />;
}

/**
 * /download/{ios|android|pro}: the store links of the chosen app, each with a QR code for
 * reading from a computer screen. The target opened is remembered for the next visit and the
 * banner. Without any store link configured there are no apps to offer: not found.
 */
export function DownloadScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const stores = useAppSelector((s) => s.app.appStores ?? NO_APP_STORES);
  const available = availableTargets(stores);
  const target = match.params.target;
  const chosen = isDownloadTarget(target) && available.includes(target) ? target : undefined;

  useEffect(() => {
    if (chosen) rememberChoice(chosen);
  }, [chosen]);

  if (!offersDownload(target, stores)) return <NotFoundScreen />;
  return (
    <PageFrame>
      <div className="page app-download">
        <h1 className="app-download__title">{t('screens>download>title')}</h1>
        <nav className="app-download__targets" aria-label={t('appDownload>page>targets')}>
          {available.map((option) => (
            <Link key={option} to={`/download/${option}`} className="app-download__target" aria-current={option === chosen ? 'page' : undefined}>
              {t(`appDownload>target>${option}`)}
            </Link>
          ))}
        </nav>
        {chosen ? <TargetLinks target={chosen} /> : <ChooseTarget available={available} />}
      </div>
    </PageFrame>
  );
}

function TargetLinks({ target }: { target: DownloadTarget }) {
  const { t } = useTranslation();
  const stores = useAppSelector((s) => s.app.appStores ?? NO_APP_STORES);
  return (
    <section className="app-download__stores" aria-labelledby="app-download-lead">
      <p className="app-download__lead" id="app-download-lead">
        {t(target === 'pro' ? 'appDownload>page>proLead' : 'appDownload>page>lead')}
      </p>
      <ul className="app-download__list">
        {storeLinksFor(target, stores).map(({ store, url }) => (
          <li key={store} className="app-download__store">
            <a className="btn btn--primary btn--block" href={url} rel="noopener">
              {t(`appDownload>store>${store}`)}
            </a>
            <QrCode text={url} label={t('appDownload>page>qr', { store: t(`appDownload>store>${store}`) })} />
          </li>
        ))}
      </ul>
      <p className="app-download__hint">{t('appDownload>page>scan')}</p>
    </section>
  );
}
