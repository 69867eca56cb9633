import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { AuthCard } from './auth-card';
import { RequestResetForm } from './request-reset-form';

/** /resetpass/email/{email}: the reset request, the address already filled in. */
export function ResetpassEmailScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth>reset>requestTitle')}
      footer={
        <p>
          <Link to="/login">{t('auth>reset>backToLogin')}</Link>
        </p>
      }
    >
      <RequestResetForm initialEmail={decodeSegment(match.params.email)} />
    </AuthCard>
  );
}
