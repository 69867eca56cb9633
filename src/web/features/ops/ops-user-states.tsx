import { useTranslation } from 'react-i18next';
import type { OpsUserRow } from './api/users';

/** A user's standing in a few words: deleted, and whether the e-mail and phone are verified. */
export function OpsUserStates({ user }: { user: Pick<OpsUserRow, 'deleted_at' | 'is_activated' | 'is_phone_confirmed' | 'email' | 'phone'> }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (user.deleted_at) parts.push(t('ops>users>deleted'));
  if (user.email) parts.push(`${t('ops>users>email')} ${user.is_activated ? t('ops>users>verified') : t('ops>users>unverified')}`);
  if (user.phone) parts.push(`${t('ops>users>phone')} ${user.is_phone_confirmed ? t('ops>users>verified') : t('ops>users>unverified')}`);
  return <>{parts.join(' / ')}</>;
}
