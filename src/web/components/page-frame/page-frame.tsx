import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PartnerHeader, partnerThemeStyle, usePartnerShell } from '../../features/partners/shell';
import { ErrorBoundary } from '../error-boundary';
import { DashboardMenu } from './dashboard-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface PageFrameProps {
  children: ReactNode;
  variant?: 'public' | 'dashboard';
  /** Dashboard screens that need the whole width hide the menu. */
  noMenu?: boolean;
  /** The home page has its own big search, so the header's is hidden there. */
  showSearch?: boolean;
}

/** Header, main landmark and footer around every screen; the dashboard adds its menu. */
export function PageFrame({ children, variant = 'public', noMenu = false, showSearch = true }: PageFrameProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Inside a partner's web view: its header and colours, no footer (its links lead out of the view).
  const partner = usePartnerShell();
  // Keyed by path so a failed region recovers when the visitor moves on.
  const content = <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
  return (
    <div className={`frame frame--${variant}${partner ? ' frame--partner' : ''}`} style={partner ? partnerThemeStyle(partner) : undefined}>
      <a className="skip-link" href="#main">
        {t('common>skipToContent')}
      </a>
      {partner ? <PartnerHeader shell={partner} /> : <SiteHeader showSearch={showSearch} />}
      {variant === 'dashboard' ? (
        <div className={noMenu ? 'dash-layout dash-layout--full' : 'dash-layout'}>
          {!noMenu && <DashboardMenu />}
          <main id="main" className="dash-main" tabIndex={-1}>
            {content}
          </main>
        </div>
      ) : (
        <main id="main" className="main" tabIndex={-1}>
          {content}
        </main>
      )}
      {!partner && <SiteFooter />}
    </div>
  );
}
