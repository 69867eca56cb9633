import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Role } from '../../routes/route-table';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { useAppSelector } from '../../store/hooks';
import { CountBadge } from '../count-badge';

/**
 * The signed-in visitor's menu in the header: dashboard, the pro/consumer mode switch, the
 * cart (a consumer, with the shop on), settings and logout. A disclosure: Escape or a click elsewhere closes it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const info = useAppSelector((s) => s.user.info);
  const proMode = useAppSelector((s) => s.user.proMode);
  const cartCount = useAppSelector((s) => s.user.cartCount);
  const shop = useAppSelector((s) => s.app.flags.shop);
  const switchMode = useModeSwitch();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Any navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the event.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!info) return null;
  const mode: Role = proMode ? 'pro' : 'consumer';
  const other: Role = proMode ? 'consumer' : 'pro';
  const name = info.full_name || info.username;

  return (
    <li
      className="user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="user-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {info.s3_thumb_url ? <img className="user-menu__avatar" src={info.s3_thumb_url} alt={t('images>avatarOf', { name })} width={28} height={28} aria-hidden="true" /> : (
          <span className="user-menu__avatar user-menu__avatar--empty" aria-hidden="true">
            {Array.from(name.trim())[0] ?? ''}
          </span>
        )}
        <span className="user-menu__name">{name}</span>
        <span className="visually-hidden">{t('userMenu>label')}</span>
      </button>
      <div className="user-menu__panel" id={panelId} hidden={!open}>
        <p className="user-menu__mode">{t('userMenu>mode', { mode: t(mode === 'pro' ? 'dashboard>modePro' : 'dashboard>modeConsumer') })}</p>
        <ul className="user-menu__list">
          <li>
            <Link className="user-menu__link" to="/dashboard">
              {t('nav>dashboard')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="user-menu__link"
              onClick={() => {
                setOpen(false);
                switchMode(other);
              }}
            >
              {t(other === 'pro' ? 'dashboard>switchToPro' : 'dashboard>switchToConsumer')}
            </button>
          </li>
          {shop && !proMode && (
            <li>
              <Link className="user-menu__link" to="/dashboard/shop-consumer/cart" aria-label={cartCount > 0 ? t('nav>cartCount', { count: cartCount }) : undefined}>
                {t('nav>cart')}
                <CountBadge count={cartCount} />
              </Link>
            </li>
          )}
          <li>
            <Link className="user-menu__link" to="/dashboard/settings">
              {t('userMenu>settings')}
            </Link>
          </li>
          <li>
            <Link className="user-menu__link" to="/logout">
              {t('dashboard>items>logout')}
            </Link>
          </li>
        </ul>
      </div>
    </li>
  );
}
