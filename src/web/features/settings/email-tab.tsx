import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import type { AccountInfo } from '../session';
import { useAppSelector } from '../../store/hooks';

/** The sign-in e-mail and its state; changing it happens on /dashboard/email_change (a code confirms it). */
export function EmailTab() {
  const { t } = useTranslation();
  const info = useAppSelector((s) => s.user.info) as AccountInfo | null;
  return (
    <div>
      <dl className="facts">
        <dt>{t('settings>email>current')}</dt>
        <dd>{info?.email || t('settings>email>none')}</dd>
        {info?.is_activated !== undefined && (
          <>
            <dt>{t('settings>email>status')}</dt>
            <dd>{t(info.is_activated === 1 ? 'settings>email>activated' : 'settings>email>notActivated')}</dd>
          </>
        )}
      </dl>
      <ButtonLink to="/dashboard/email_change" variant="secondary">
        {t('settings>email>change')}
      </ButtonLink>
    </div>
  );
}
