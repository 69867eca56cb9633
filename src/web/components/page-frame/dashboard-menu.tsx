import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { FeatureFlag } from '../../../domain/flags/feature-flags';
import type { Role } from '../../routes/route-table';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { useAppSelector } from '../../store/hooks';
import { CountBadge } from '../count-badge';

interface MenuItem {
  to: string;
  key: string;
  flag?: FeatureFlag;
  /** A count of what is new there, shown beside the item. */
  count?: 'unreadBookingCount' | 'unreadCount' | 'cartCount';
}

// Each mode's own screens (docs/decisions/0001-role-segments.md). Only screens that are built:
// no entry leads to an outline.
export const MENU: Record<Role, MenuItem[]> = {
  pro: [
    { to: '/dashboard/requests', key: 'requests' },
    { to: '/dashboard/works', key: 'works' },
    { to: '/dashboard/services', key: 'services' },
    { to: '/dashboard/calendar', key: 'calendar', flag: 'calendar', count: 'unreadBookingCount' },
    { to: '/dashboard/credit', key: 'credit' },
    // One inbox for both modes; on a phone it sits under More (layout>menuMore), beside the header's link.
    { to: '/dashboard/inbox', key: 'inbox', count: 'unreadCount' },
    { to: '/dashboard/free-credits', key: 'freeCredits' },
    { to: '/dashboard/business-loan', key: 'businessLoan', flag: 'businessLoan' },
    { to: '/dashboard/shop', key: 'shop', flag: 'shop' },
    { to: '/dashboard/shop/orders', key: 'shopOrders', flag: 'shop' },
    { to: '/dashboard/settings', key: 'settings' },
  ],
  consumer: [
    { to: '/dashboard/projects', key: 'projects' },
    { to: '/dashboard/inbox', key: 'inbox', count: 'unreadCount' },
    { to: '/dashboard/photo/favorite', key: 'favorites', flag: 'photo' },
    { to: '/dashboard/appointment', key: 'appointment' },
    { to: '/dashboard/shop-consumer/orders', key: 'shopOrders', flag: 'shop' },
    { to: '/dashboard/shop-consumer/cart', key: 'cart', flag: 'shop', count: 'cartCount' },
    { to: '/dashboard/settings', key: 'settings' },
  ],
};

/** Tabs the phone's bottom bar shows; the rest, the mode switch and logout are under More. */
export const PHONE_TABS = 4;

/**
 * Side menu on wide screens, bottom bar on phones; with the pro/consumer mode switch. On a phone
 * the bar holds the first PHONE_TABS entries and More (layout>menuMore), which opens the others above the bar, so
 * every entry is on screen without sideways scrolling.
 */
export function DashboardMenu() {
  const { t } = useTranslation();
  const switchMode = useModeSwitch();
  const proMode = useAppSelector((s) => s.user.proMode);
  const flags = useAppSelector((s) => s.app.flags);
  const unreadBookingCount = useAppSelector((s) => s.user.unreadBookingCount);
  const unreadCount = useAppSelector((s) => s.user.unreadCount);
  const cartCount = useAppSelector((s) => s.user.cartCount);
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const moreId = useId();
  const mode: Role = proMode ? 'pro' : 'consumer';
  const other: Role = proMode ? 'consumer' : 'pro';

  // Any navigation closes the More panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the event.
  useEffect(() => setMoreOpen(false), [pathname]);
  useEffect(() => {
    if (!moreOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setMoreOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [moreOpen]);

  const items = MENU[mode].filter((item) => item.flag === undefined || flags[item.flag]);
  const entry = (item: MenuItem) => {
    const counts = { unreadBookingCount, unreadCount, cartCount };
    const count = item.count ? counts[item.count] : 0;
    const label = t(`dashboard>items>${item.key}`);
    const countLabels = { unreadCount: 'dashboard>itemUnreadMessages', unreadBookingCount: 'dashboard>itemNewBookings', cartCount: 'dashboard>itemCartLines' };
    const countLabel = countLabels[item.count ?? 'unreadBookingCount'];
    return (
      <li key={item.to}>
        <NavLink className="dash-menu__link" to={item.to} aria-label={count > 0 ? t(countLabel, { label, count }) : undefined}>
          {label}
          <CountBadge count={count} />
        </NavLink>
      </li>
    );
  };
  const tucked = items.slice(PHONE_TABS);
  const tuckedActive = tucked.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <nav
      ref={root}
      className={moreOpen ? 'dash-menu dash-menu--open' : 'dash-menu'}
      aria-label={t('dashboard>menu')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && moreOpen) {
          setMoreOpen(false);
          moreButton.current?.focus();
        }
      }}
    >
      <p className="dash-menu__mode">{t(mode === 'pro' ? 'dashboard>modePro' : 'dashboard>modeConsumer')}</p>
      <ul className="dash-menu__list dash-menu__list--tabs">{items.slice(0, PHONE_TABS).map(entry)}</ul>
      <button
        ref={moreButton}
        type="button"
        className={tuckedActive ? 'dash-menu__more-button active' : 'dash-menu__more-button'}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((v) => !v)}
      >
        {t('layout>menuMore')}
      </button>
      <div className="dash-menu__more" id={moreId}>
        {tucked.length > 0 && <ul className="dash-menu__list">{tucked.map(entry)}</ul>}
        <div className="dash-menu__footer">
          <button type="button" className="btn btn--secondary dash-menu__switch" onClick={() => switchMode(other)}>
            {t(other === 'pro' ? 'dashboard>switchToPro' : 'dashboard>switchToConsumer')}
          </button>
          <NavLink className="dash-menu__link dash-menu__logout" to="/logout">
            {t('dashboard>items>logout')}
          </NavLink>
        </div>
      </div>
    </nav>
  );
}
