import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink } from 'react-router';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppSelector } from '../../store/hooks';
import { DeleteTab } from './delete-tab';
import { EmailTab } from './email-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { PhoneTab } from './phone-tab';
import { ProfileTab } from './profile-tab';
import { SessionsTab } from './sessions-tab';
import { SocialTab } from './social-tab';

/** The settings sections, each at /dashboard/settings/{path}; the first is the default. */
export const SETTINGS_TABS = ['profile', 'password', 'email', 'notifications', 'phone', 'social', 'sessions', 'delete'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const PANELS: Record<SettingsTab, ComponentType> = {
  profile: ProfileTab,
  password: PasswordTab,
  email: EmailTab,
  notifications: NotificationsTab,
  phone: PhoneTab,
  social: SocialTab,
  sessions: SessionsTab,
  delete: DeleteTab,
};

export function settingsTabOf(path: string | undefined): SettingsTab | undefined {
  if (path === undefined) return 'profile';
  return (SETTINGS_TABS as readonly string[]).includes(path) ? (path as SettingsTab) : undefined;
}

/** Account settings: a section menu and the chosen section. */
export default function SettingsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const tab = settingsTabOf(match.params.path);
  const invoiceOn = useAppSelector((s) => s.app.flags.invoiceSettings);
  if (!tab) return <Navigate to="/dashboard/settings" replace />;
  const Panel = PANELS[tab];
  return (
    <div className="page settings">
      <h1 className="page__title">{t('screens>settings>title')}</h1>
      <nav className="settings__nav" aria-label={t('settings>nav')}>
        <ul className="settings__tabs">
          {SETTINGS_TABS.map((key) => (
            <li key={key}>
              <NavLink className="settings__tab" to={key === 'profile' ? '/dashboard/settings' : `/dashboard/settings/${key}`} end aria-current={key === tab ? 'page' : undefined}>
                {t(`settings>tabs>${key}`)}
              </NavLink>
            </li>
          ))}
          {invoiceOn && (
            <li>
              <NavLink className="settings__tab" to="/dashboard/settings/invoice">
                {t('settings>tabs>invoice')}
              </NavLink>
            </li>
          )}
          <li>
            <NavLink className="settings__tab" to="/dashboard/settings/blocked_users">
              {t('blocking>settingsLink')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <section className="settings__panel" aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="settings__heading">
          {t(`settings>tabs>${tab}`)}
        </h2>
        <Panel />
      </section>
    </div>
  );
}
