import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { FeatureFlag } from '../../../domain/flags/feature-flags';
import type { Role } from '../../routes/route-table';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { useAppSelector } from '../../store/hooks';

interface MenuItem {
  to: string;
  key: string;
  flag?: FeatureFlag;
  /** A count of what is new there, shown beside the item. */
  count?: 'unreadBookingCount';
}

// Each mode's own screens (docs/decisions/0001-role-segments.md). Only screens that are built:
// the shop's consumer orders come with the shop, and no entry leads to an outline.
export const MENU: Record<Role, MenuItem[]> = {
  pro: [
    { to: '/dashboard/requests', key: 'requests' },
    { to: '/dashboard/works', key: 'works' },
    { to: '/dashboard/services', key: 'services' },
    { to: '/dashboard/calendar', key: 'calendar', flag: 'calendar', count: 'unreadBookingCount' },
    { to: '/dashboard/credit', key: 'credit' },
    { to: '/dashboard/free-credits', key: 'freeCredits' },
    { to: '/dashboard/settings', key: 'settings' },
  ],
  consumer: [
    { to: '/dashboard/projects', key: 'projects' },
    { to: '/dashboard/inbox', key: 'inbox' },
    { to: '/dashboard/photo/favorite', key: 'favorites', flag: 'photo' },
    { to: '/dashboard/appointment', key: 'appointment' },
    { to: '/dashboard/settings', key: 'settings' },
  ],
};

/** Side menu on wide screens, bottom bar on phones; with the pro/consumer mode switch. */
export function DashboardMenu() {
  const { t } = useTranslation();
  const switchMode = useModeSwitch();
  const proMode = useAppSelector((s) => s.user.proMode);
  const flags = useAppSelector((s) => s.app.flags);
  const unreadBookingCount = useAppSelector((s) => s.user.unreadBookingCount);
  const mode: Role = proMode ? 'pro' : 'consumer';
  const other: Role = proMode ? 'consumer' : 'pro';

  return (
    <nav className="dash-menu" aria-label={t('dashboard>menu')}>
      <p className="dash-menu__mode">{t(mode === 'pro' ? 'dashboard>modePro' : 'dashboard>modeConsumer')}</p>
      <ul className="dash-menu__list">
        {MENU[mode]
          .filter((item) => item.flag === undefined || flags[item.flag])
          .map((item) => {
            const count = item.count === 'unreadBookingCount' ? unreadBookingCount : 0;
            const label = t(`dashboard>items>${item.key}`);
            return (
              <li key={item.to}>
                <NavLink className="dash-menu__link" to={item.to} aria-label={count > 0 ? t('dashboard>itemNewBookings', { label, count }) : undefined}>
                  {label}
                  {count > 0 && (
                    <span className="count-badge" aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
      </ul>
      <div className="dash-menu__footer">
        <button type="button" className="btn btn--secondary dash-menu__switch" onClick={() => switchMode(other)}>
          {t(other === 'pro' ? 'dashboard>switchToPro' : 'dashboard>switchToConsumer')}
        </button>
        <NavLink className="dash-menu__link dash-menu__logout" to="/logout">
          {t('dashboard>items>logout')}
        </NavLink>
      </div>
    </nav>
  );
}
