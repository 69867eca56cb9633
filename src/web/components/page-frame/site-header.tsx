import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useHeaderUnread } from '../../features/messages/shell';
import { useAppSelector } from '../../store/hooks';
import { ErrorBoundary } from '../error-boundary';
import { SearchBox } from '../search-box/search-box';
import { UserMenu } from './user-menu';
import { CountBadge } from '../count-badge';

const PUBLIC_LINKS = [
  { to: '/pro-list', key: 'nav>findPros' },
  { to: '/genre/all', key: 'nav>categories' },
  { to: '/pro', key: 'nav>becomePro' },
] as const;

/** Messages with the unread count, kept live on every page; one inbox for both modes. */
function MessagesLink() {
  const { t } = useTranslation();
  const count = useAppSelector((s) => s.user.unreadCount);
  const live = useHeaderUnread();
  return (
    <li>
      <NavLink
        className="site-nav__link site-nav__messages"
        to="/dashboard/inbox"
        aria-label={count > 0 ? t('nav>messagesUnread', { count }) : t('nav>messages')}
        data-unread={count}
        data-live={live ? 1 : 0}
      >
        {t('nav>messages')}
        <CountBadge count={count} />
      </NavLink>
    </li>
  );
}

function AccountLinks() {
  const { t } = useTranslation();
  const info = useAppSelector((s) => s.user.info);
  if (info)
    return (
      <>
        <MessagesLink />
        <UserMenu />
      </>
    );
  return (
    <>
      <li>
        <NavLink className="site-nav__link" to="/login">
          {t('nav>login')}
        </NavLink>
      </li>
      <li>
        <Link className="btn btn--primary site-nav__signup" to="/signup">
          {t('nav>signup')}
        </Link>
      </li>
    </>
  );
}

/**
 * Brand, compact search and the main links; signed-in visitors get their name and dashboard.
 * On a phone: brand and account on the first line, the links on the second, the search on the third.
 */
export function SiteHeader({ showSearch }: { showSearch: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="brand" to="/" aria-label={t('brand>homeLink')}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t('brand>name')}</span>
        </Link>
        {showSearch && (
          <div className="site-header__search">
            <ErrorBoundary>
              <SearchBox variant="compact" />
            </ErrorBoundary>
          </div>
        )}
        <nav className="site-nav" aria-label={t('nav>primary')}>
          <ul className="site-nav__list">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="site-nav__link" to={link.to}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the brand on a phone, after the links on a wide screen: always on the first line. */}
        <ul className="site-nav__list site-header__account">
          <AccountLinks />
        </ul>
      </div>
    </header>
  );
}
