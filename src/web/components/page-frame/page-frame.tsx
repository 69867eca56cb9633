import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isAllowedInShell } from '../../../domain/partners/partner-shell';
import { PartnerHeader, partnerThemeStyle, usePartnerShell, useShellScreens } from '../../features/partners/shell';
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
  // A screen the partner does not allow is not reached from its shell, nor linked to.
  const frame = useRef<HTMLDivElement>(null);
  useShellScreens(partner, frame);
  if (partner && !isAllowedInShell(partner, pathname)) return <Navigate to={partner.landing} replace />;
  // Keyed by path so a failed region recovers when the visitor moves on.
  const content = <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
  return (
    <div ref={frame} className={`frame frame--${variant}${partner ? ' frame--partner' : ''}`} style={partner ? partnerThemeStyle(partner) : undefined}>
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
